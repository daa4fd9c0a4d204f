import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { classNames } from '../class-names';
import styles from './select-field.module.css';
import { fieldStyles } from '../field/field-styles';
import type { SelectOption } from '../searchable-select/search-options';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> {
  label: string;
  /** The first option, chosen while nothing is (its value is `placeholderValue`, '' by default). */
  placeholder: string;
  placeholderValue?: string;
  options: readonly SelectOption[];
  /** Shown under the select once the form shows its errors. */
  error?: string;
  /** More about the field (a failed list and its retry), under the select; its id is `describedBy`. */
  note?: (describedBy: string) => ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A labelled native select with its error, in the shared field look (TextField's): the colonia of
 * the card and shipping forms, the catalogues of the invoice form.
 */
export function SelectField({ label, placeholder, placeholderValue = '', options, error, note, ...select }: SelectFieldProps) {
  const id = useId();
  const noteId = `${id}-note`;
  const errorId = `${id}-error`;
  const shownNote = note?.(noteId);
  const describedBy = [error && errorId, shownNote && noteId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <select
        {...select}
        id={id}
        className={classNames(fieldStyles.control, styles.select)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      >
        <option value={placeholderValue}>{placeholder}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
      {shownNote}
      {error && (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
