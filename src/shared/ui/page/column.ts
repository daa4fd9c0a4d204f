import { classNames } from '../class-names';
import styles from './column.module.css';

/**
 * A whole page in one centred column with the page's padding: `column` (48rem) and
 * `narrowColumn` (40rem) (the account pages, the invoice request, a StepPage).
 */
export const columnStyles = {
  column: styles.column,
  narrowColumn: classNames(styles.column, styles.columnNarrow),
};
