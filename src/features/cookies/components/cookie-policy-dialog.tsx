import { Button } from '@/shared/ui/button/button';
import { Dialog } from '@/shared/ui/dialog/dialog';
import { cookieTexts } from '../texts';
import styles from './cookie-dialogs.module.css';

export interface CookiePolicyDialogProps {
  open: boolean;
  onClose: () => void;
  /** Opened from the footer: a button to the cookie settings, where the choice can be changed. */
  onConfigure?: () => void;
}

const texts = cookieTexts.policy;

/** The cookie policy (last updated 31 October 2021), opened from the settings dialog. */
export function CookiePolicyDialog({ open, onClose, onConfigure }: CookiePolicyDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={texts.title} description={texts.updated} className={styles.dialog}>
      {texts.sections.map((section) => (
        <section key={section.heading}>
          <h3 className={styles.heading}>{section.heading}</h3>
          <p>{section.body}</p>
        </section>
      ))}
      {onConfigure && (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onConfigure} aria-haspopup="dialog">
            {texts.configure}
          </Button>
        </div>
      )}
    </Dialog>
  );
}
