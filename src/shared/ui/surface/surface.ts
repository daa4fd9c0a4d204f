import { classNames } from '../class-names';
import styles from './surface.module.css';

/**
 * Class names of the modal surface (the dialog card, its backdrop, its close button, the round
 * icon button); see surface.module.css. The shell loads them (the help widget's trigger).
 */
export const surfaceStyles = {
  dialog: styles.dialog,
  /** The round icon button without its colours. */
  iconButton: styles.iconButton,
  /** A dialog's close button: the icon button in navy. */
  closeButton: classNames(styles.iconButton, styles.closeButton),
};
