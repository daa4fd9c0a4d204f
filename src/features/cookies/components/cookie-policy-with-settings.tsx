import { useState } from 'react';
import type { CookieChoice } from '../consent-storage';
import { applyCookieChoice } from '../cookie-choice';
import { CookiePolicyDialog } from './cookie-policy-dialog';
import { CookieSettingsDialog } from './cookie-settings-dialog';

export interface CookiePolicyWithSettingsProps {
  open: boolean;
  onClose: () => void;
}

/** The footer's cookie policy, with "Configurar cookies" opening the settings over it. */
export function CookiePolicyWithSettings({ open, onClose }: CookiePolicyWithSettingsProps) {
  const [settingsOpen, setSettingsOpen] = useState(false);

  function choose(choice: CookieChoice) {
    applyCookieChoice(choice);
    setSettingsOpen(false);
  }

  return (
    <>
      <CookiePolicyDialog open={open} onClose={onClose} onConfigure={() => setSettingsOpen(true)} />
      {open && settingsOpen && (
        <CookieSettingsDialog open onClose={() => setSettingsOpen(false)} onAccept={() => choose('accepted')} onSave={choose} withPolicyLink={false} />
      )}
    </>
  );
}
