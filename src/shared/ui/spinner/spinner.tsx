import { classNames } from '../class-names';
import styles from './spinner.module.css';

/** A turning ring beside a text or a label that says what is loading; `className` sets its size, border and colours. */
export function Spinner({ className }: { className?: string | undefined }) {
  return <span className={classNames(styles.spinner, className)} aria-hidden="true" />;
}
