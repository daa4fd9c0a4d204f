import { lazy, Suspense, useState } from 'react';
import { Button } from '@/shared/ui/button/button';
import type { CookieChoice } from '../consent-storage';
import { cookieTexts } from '../texts';
import styles from './cookie-banner.module.css';

const CookieSettingsDialog = lazy(async () => ({ default: (await import('./cookie-settings-dialog')).CookieSettingsDialog }));

export interface CookieBannerProps {
  onAccept: () => void;
  /** "Guardar mi elección" in the settings: with or without the performance cookies. */
  onSave: (choice: CookieChoice) => void;
}

const texts = cookieTexts.notice;

/** The bottom banner of the cookie notice, with its "Configurar" dialog. */
export function CookieBanner({ onAccept, onSave }: CookieBannerProps) {
  const [settingsOpen, setSettingsOpen] = useState(false);

  return (
    <section className={styles.banner} aria-label={texts.label}>
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
          <CookieSettingsDialog open onClose={() => setSettingsOpen(false)} onAccept={onAccept} onSave={onSave} />
        </Suspense>
      )}
    </section>
  );
}
