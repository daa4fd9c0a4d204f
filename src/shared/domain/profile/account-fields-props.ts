import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';

type TextFieldName<TFieldValues extends FieldValues> = FieldPathByValue<TFieldValues, string>;

/** The props of a group of account fields: the form, its field for each role, the screen's labels. */
export interface AccountFieldsProps<TFieldValues extends FieldValues, TKeys extends string> {
  control: Control<TFieldValues>;
  /** The form's fields, by role. */
  names: Record<TKeys, TextFieldName<TFieldValues>>;
  /** The screen's labels (spec 2.9, 2.10, 2.2 word them differently). */
  labels: Record<TKeys, string>;
  /** Shows the errors of untouched fields too (e.g. once the form was submitted). */
  showErrors?: boolean | undefined;
}
