import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { classNames } from '../class-names';
import styles from './checkbox.module.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  /** May hold links (e.g. to the privacy notice). */
  label: ReactNode;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

export function Checkbox({ label, error, className, ref, ...inputProps }: CheckboxProps) {
  const id = useId();
  const errorId = `${id}-error`;

  return (
    <div className={classNames(styles.field, className)}>
      <div className={styles.row}>
        <input
          ref={ref}
          id={id}
          type="checkbox"
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...inputProps}
        />
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
