import { Spinner } from '@/shared/ui/spinner/spinner';
import { postpaidTexts as texts } from '../texts';
import styles from './postpaid-frame.module.css';

/**
 * The loader backdrop the frame turns on and off. The status region stays in the document while
 * hidden, so screen readers announce the text when it appears. It is rendered beside the frame,
 * not in a portal, so the modal mode (which makes everything outside the frame inert) keeps it.
 */
export function PostpaidLoader({ visible }: { visible: boolean }) {
  return (
    <div role="status" className={visible ? styles.loader : 'visually-hidden'}>
      {visible && (
        <div className={styles.loaderCard}>
          <Spinner className={styles.spinner} />
          <span>{texts.loading}</span>
        </div>
      )}
    </div>
  );
}
