import styles from './field.module.css';

/**
 * Class names of a labelled control (field column, label, control box, hint, error), shared by
 * TextField, SelectField and SearchableSelect so that every form control looks the same.
 */
export const fieldStyles = {
  field: styles.field,
  label: styles.label,
  control: styles.control,
  hint: styles.hint,
  error: styles.error,
};
