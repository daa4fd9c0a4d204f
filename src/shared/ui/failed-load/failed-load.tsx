import styles from './failed-load.module.css';
import { Button } from '../button/button';

export interface FailedLoadProps {
  /** Says what could not be loaded; announced as an alert. */
  message: string;
  retryLabel: string;
  onRetry: () => void;
}

/**
 * In place of a list whose query failed (the offers, the frequent questions): its message on a
 * soft danger panel and a button that asks again. The page around it stays usable.
 */
export function FailedLoad({ message, retryLabel, onRetry }: FailedLoadProps) {
  return (
    <div className={styles.panel}>
      <p role="alert">{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
