import { Suspense, useState } from 'react';
import { Button } from '@/shared/ui/button/button';
import { lazyWithRetry } from '@/shared/ui/lazy-retry';
import type { CookieChoice } from '../consent-storage';
import { applyCookieChoice } from '../cookie-choice';
import { cookieTexts } from '../texts';
import styles from './cookie-banner.module.css';

const CookieSettingsDialog = lazyWithRetry(async () => (await import('./cookie-settings-dialog')).CookieSettingsDialog);

export interface CookieBannerProps {
  /** After the choice (Aceptar, or "Guardar mi elección" in the settings) is stored and applied. */
  onChosen: (choice: CookieChoice) => void;
}

const texts = cookieTexts.notice;

/** The bottom banner of the cookie notice, with its "Configurar" dialog. */
export function CookieBanner({ onChosen }: CookieBannerProps) {
  const [settingsOpen, setSettingsOpen] = useState(false);
  const choose = (choice: CookieChoice) => {
    applyCookieChoice(choice);
    onChosen(choice);
  };
  const onAccept = () => choose('accepted');

  return (
    <section className={styles.banner} aria-label={texts.label} data-fixed-bottom>
      <div className={styles.inner}>
        <p className={styles.message}>{texts.message}</p>
        <div className={styles.actions}>
          <button type="button" className={styles.configure} onClick={() => setSettingsOpen(true)} aria-haspopup="dialog">
            {texts.configure}
          </button>
          <Button variant="accent" onClick={onAccept}>
            {texts.accept}
          </Button>
        </div>
      </div>
      {settingsOpen && (
        <Suspense fallback={null}>
          <CookieSettingsDialog open onClose={() => setSettingsOpen(false)} onAccept={onAccept} onSave={choose} />
        </Suspense>
      )}
    </section>
  );
}
