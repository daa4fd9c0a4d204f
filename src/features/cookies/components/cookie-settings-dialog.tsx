import { useState } from 'react';
import { Button } from '@/shared/ui/button/button';
import { Dialog } from '@/shared/ui/dialog/dialog';
import { cookieTexts } from '../texts';
import { CookiePolicyDialog } from './cookie-policy-dialog';
import styles from './cookie-dialogs.module.css';

export interface CookieSettingsDialogProps {
  open: boolean;
  onClose: () => void;
  onAccept: () => void;
}

const texts = cookieTexts.settings;

/** The "Configurar" dialog: what each kind of cookie does and how to turn cookies off. */
export function CookieSettingsDialog({ open, onClose, onAccept }: CookieSettingsDialogProps) {
  const [policyOpen, setPolicyOpen] = useState(false);

  // The policy is a sibling, not a child: a nested <dialog>'s cancel (Escape) would bubble
  // through React to this dialog's onCancel and close both.
  return (
    <>
      <Dialog open={open} onClose={onClose} title={texts.title} description={texts.intro} className={styles.dialog}>
        {[texts.strictlyNecessary, texts.performance].map((kind) => (
          <details key={kind.title} className={styles.kind}>
            <summary className={styles.summary}>
              {kind.title}
              {kind === texts.strictlyNecessary && <span className={styles.badge}>{texts.alwaysActive}</span>}
            </summary>
            <p>{kind.description}</p>
          </details>
        ))}
        <h3 className={styles.heading}>{texts.browsersTitle}</h3>
        <p>{texts.browsersIntro}</p>
        <ul className={styles.browsers}>
          {texts.browsers.map((browser) => (
            <li key={browser.name}>
              <strong>{browser.name}:</strong> {browser.steps}
            </li>
          ))}
        </ul>
        <p>{texts.browsersNote}</p>
        <p>
          <button type="button" className={styles.link} onClick={() => setPolicyOpen(true)} aria-haspopup="dialog">
            {texts.policyLink}
          </button>
        </p>
        <div className={styles.actions}>
          <Button variant="primary" onClick={onAccept}>
            {texts.accept}
          </Button>
        </div>
      </Dialog>
      <CookiePolicyDialog open={policyOpen} onClose={() => setPolicyOpen(false)} />
    </>
  );
}
