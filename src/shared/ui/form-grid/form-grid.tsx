import type { ReactNode } from 'react';
import styles from './form-grid.module.css';

/**
 * Layouts of form fields, one place for the spacing every form uses:
 * - `stack`: fields one under the other (the card, shipping, eSIM, top-up line data forms and the
 *   hosted checkout);
 * - `column`: fields and buttons one under the other, further apart (the account forms, the
 *   steps of a page on the step layout, the invoice request, the contact request, password recovery);
 * - `narrowColumn`: `column` at most 28rem wide, for the forms of a field or two on a wide page
 *   (login, the IMEI check, the NIR change);
 * - `twoColumns`: one column on a phone, two from 676 px, 40rem at most (the coverage and port-in
 *   forms); a child with `fullWidth` (the actions) spans both.
 */
export const formGrid = {
  stack: styles.stack,
  column: styles.column,
  narrowColumn: styles.narrowColumn,
  twoColumns: styles.twoColumns,
  fullWidth: styles.fullWidth,
};

/** Fields side by side while each has 9rem, wrapping one under the other on a narrow screen. */
export function FormRow({ children }: { children: ReactNode }) {
  return <div className={styles.row}>{children}</div>;
}
