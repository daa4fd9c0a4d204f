import { useId, useState } from 'react';
import { Button } from '@/shared/ui/button/button';
import { Dialog } from '@/shared/ui/dialog/dialog';
import { storedCookieChoice, type CookieChoice } from '../consent-storage';
import { cookieTexts } from '../texts';
import styles from './cookie-dialogs.module.css';
import { CookiePolicyDialog } from './cookie-policy-dialog';

export interface CookieSettingsDialogProps {
  open: boolean;
  onClose: () => void;
  onAccept: () => void;
  /** "Guardar mi elección": the performance cookies as the visitor left the switch. */
  onSave: (choice: CookieChoice) => void;
  /** Opens the policy from here; without it (the policy opened this dialog) there is no link back. */
  withPolicyLink?: boolean;
}

const texts = cookieTexts.settings;

/**
 * The "Configurar" dialog: what each kind of cookie does, a switch that allows or refuses the
 * performance cookies (the tag manager and the pixels, decision 142; off until accepted), and how
 * to turn cookies off in the browser.
 */
export function CookieSettingsDialog({ open, onClose, onAccept, onSave, withPolicyLink = true }: CookieSettingsDialogProps) {
  const [policyOpen, setPolicyOpen] = useState(false);
  const [performance, setPerformance] = useState(() => storedCookieChoice() === 'accepted');
  const switchId = useId();

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
        <p className={styles.toggle}>
          <input id={switchId} type="checkbox" role="switch" checked={performance} onChange={(event) => setPerformance(event.target.checked)} />
          <label htmlFor={switchId}>{texts.performanceSwitch}</label>
        </p>
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
        {withPolicyLink && (
          <p>
            <button type="button" className={styles.link} onClick={() => setPolicyOpen(true)} aria-haspopup="dialog">
              {texts.policyLink}
            </button>
          </p>
        )}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => onSave(performance ? 'accepted' : 'refused')}>
            {texts.save}
          </Button>
          <Button variant="primary" onClick={onAccept}>
            {texts.accept}
          </Button>
        </div>
      </Dialog>
      {withPolicyLink && <CookiePolicyDialog open={policyOpen} onClose={() => setPolicyOpen(false)} />}
    </>
  );
}
