import { classNames } from '../class-names';
import styles from './column.module.css';

/** A whole page in one centred column: `column` (48rem) and `narrowColumn` (40rem), the step variant's. */
export const columnStyles = {
  column: styles.column,
  narrowColumn: classNames(styles.column, styles.columnNarrow),
};
