import type { ReactNode } from 'react';
import styles from './prefixed-field.module.css';

export interface PrefixedFieldProps {
  /** The fixed start of the value, shown before the input and not typed (the ICCID's 89520). */
  prefix: string;
  /** The field that takes the rest (a DigitsField or FormDigitsField); its hint should name the prefix. */
  children: ReactNode;
}

/**
 * A field whose value starts with a fixed prefix: the prefix in bold, lined up with the input
 * under the field's label. Screen readers skip it; the field's hint says it.
 * The SIM replacement and the service registration type the ICCID's digits after it.
 */
export function PrefixedField({ prefix, children }: PrefixedFieldProps) {
  return (
    <div className={styles.row}>
      <span className={styles.prefix} aria-hidden="true">
        {prefix}
      </span>
      {children}
    </div>
  );
}
