import { classNames } from '../class-names';
import styles from './surface.module.css';

/**
 * Class names of the surfaces: the modal surface (the dialog card, its backdrop, its close button,
 * the round icon button) and the page's blocks (a bordered panel, a card with its title); see
 * surface.module.css.
 */
export const surfaceStyles = {
  dialog: styles.dialog,
  /** The round icon button without its colours. */
  iconButton: styles.iconButton,
  /** A dialog's close button: the icon button in navy. */
  closeButton: classNames(styles.iconButton, styles.closeButton),
  /** A white, bordered block of a page: a flow's answer, a fieldset of a long form. */
  panel: styles.panel,
  /** A panel with a shadow: one item of a list of cards. */
  card: classNames(styles.panel, styles.card),
  cardTitle: styles.cardTitle,
};
