import type { Control, FieldPath, FieldValues } from 'react-hook-form';

/**
 * The props every field of one form repeats: its name, the form's control, its label from the
 * form's labels (keyed by field name) and whether a submit asked to show every error.
 * `<FormTextField {...field('email')} type="email" />` spreads them, as `register` would.
 */
export function fieldBinder<TFieldValues extends FieldValues, TLabels extends object>(control: Control<TFieldValues>, showErrors: boolean, labels: TLabels) {
  return <TName extends FieldPath<TFieldValues> & keyof TLabels>(name: TName) => ({ name, control, showErrors, label: labels[name] });
}
