import { Suspense, useState } from 'react';
import { lazyWithRetry } from '@/shared/ui/lazy-retry';

// The policy text (and the settings it opens) loads the first time a visitor asks for it, e.g. from the footer.
const CookiePolicyWithSettings = lazyWithRetry(async () => (await import('./components/cookie-policy-with-settings')).CookiePolicyWithSettings);

export interface CookiePolicyLauncherProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The cookie policy dialog for openers outside the cookie notice (the footer's "Política de
 * cookies"). It stays mounted once loaded, so closing gives the focus back to the opener. Its
 * "Configurar cookies" opens the settings over it, where a visitor who accepted can withdraw the
 * consent and one who refused can give it.
 */
export function CookiePolicyLauncher({ open, onClose }: CookiePolicyLauncherProps) {
  const [requested, setRequested] = useState(open);
  if (open && !requested) setRequested(true);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <CookiePolicyWithSettings open={open} onClose={onClose} />
    </Suspense>
  );
}
