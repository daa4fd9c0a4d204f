import { lazy, Suspense, useState } from 'react';
import { applyCookieChoice } from './cookie-choice';
import type { CookieChoice } from './consent-storage';

// The policy text loads the first time a visitor asks for it, e.g. from the footer.
const CookiePolicyDialog = lazy(async () => ({ default: (await import('./components/cookie-policy-dialog')).CookiePolicyDialog }));
const CookieSettingsDialog = lazy(async () => ({ default: (await import('./components/cookie-settings-dialog')).CookieSettingsDialog }));

export interface CookiePolicyLauncherProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The cookie policy dialog for openers outside the cookie notice (the footer's "Política de
 * cookies"). It stays mounted once loaded, so closing gives the focus back to the opener. Its
 * "Configurar cookies" opens the settings over it, where a visitor who accepted can withdraw the
 * consent and one who refused can give it (decision 142).
 */
export function CookiePolicyLauncher({ open, onClose }: CookiePolicyLauncherProps) {
  const [requested, setRequested] = useState(open);
  const [settingsOpen, setSettingsOpen] = useState(false);
  if (open && !requested) setRequested(true);
  if (!requested) return null;

  function choose(choice: CookieChoice) {
    applyCookieChoice(choice);
    setSettingsOpen(false);
  }

  return (
    <Suspense fallback={null}>
      <CookiePolicyDialog open={open} onClose={onClose} onConfigure={() => setSettingsOpen(true)} />
      {open && settingsOpen && (
        <CookieSettingsDialog open onClose={() => setSettingsOpen(false)} onAccept={() => choose('accepted')} onSave={choose} withPolicyLink={false} />
      )}
    </Suspense>
  );
}
