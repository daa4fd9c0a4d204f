import { Dialog } from '@/shared/ui/dialog/dialog';
import { cookieTexts } from '../texts';
import styles from './cookie-dialogs.module.css';

export interface CookiePolicyDialogProps {
  open: boolean;
  onClose: () => void;
}

const texts = cookieTexts.policy;

/** The cookie policy (last updated 31 October 2021), opened from the settings dialog. */
export function CookiePolicyDialog({ open, onClose }: CookiePolicyDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={texts.title} description={texts.updated} className={styles.dialog}>
      {texts.sections.map((section) => (
        <section key={section.heading}>
          <h3 className={styles.heading}>{section.heading}</h3>
          <p>{section.body}</p>
        </section>
      ))}
    </Dialog>
  );
}
