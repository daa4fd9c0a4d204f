import { offersTexts } from '../texts';
import styles from './offers-state.module.css';

/**
 * An offer list's loading state, in the list's room (decisions 195 and 254); also the fallback
 * while a list's code arrives, so it stays apart from the rest of the list's states.
 */
export function OffersLoading() {
  return (
    <p role="status" className={`${styles.message} ${styles.listRoom}`}>
      {offersTexts.states.loading}
    </p>
  );
}
