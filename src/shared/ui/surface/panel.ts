import { classNames } from '../class-names';
import styles from './panel.module.css';

/** Class names of a page's blocks; see panel.module.css. Only the pages that show one load them. */
export const panelStyles = {
  /** A white, bordered block of a page: a flow's answer, a fieldset of a long form. */
  panel: styles.panel,
  /** A panel with a shadow: one item of a list of cards. */
  card: classNames(styles.panel, styles.card),
  cardTitle: styles.cardTitle,
};
