import { Suspense, useState } from 'react';
import { lazyWithRetry } from '@/shared/ui/lazy-retry';

// The policy text loads the first time a visitor asks for it, e.g. from the footer.
const CookiePolicyDialog = lazyWithRetry(async () => (await import('./components/cookie-policy-dialog')).CookiePolicyDialog);

export interface CookiePolicyLauncherProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The cookie policy dialog for openers outside the cookie notice (the footer's "Política de
 * cookies"). It stays mounted once loaded, so closing gives the focus back to the opener.
 */
export function CookiePolicyLauncher({ open, onClose }: CookiePolicyLauncherProps) {
  const [requested, setRequested] = useState(open);
  if (open && !requested) setRequested(true);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <CookiePolicyDialog open={open} onClose={onClose} />
    </Suspense>
  );
}
