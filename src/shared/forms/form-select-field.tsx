import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { SelectField, type SelectFieldProps } from '@/shared/ui/select-field/select-field';
import { touchedError } from './touched-error';

export type FormSelectFieldProps<
  TFieldValues extends FieldValues,
  TName extends FieldPathByValue<TFieldValues, string> = FieldPathByValue<TFieldValues, string>,
> = Omit<SelectFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & {
  control: Control<TFieldValues>;
  /** A field of the form holding the chosen option's id. */
  name: TName;
  /** Shows the validation error even on an untouched field (e.g. once the form was submitted). */
  showErrors?: boolean | undefined;
};

/** A SelectField bound to a form field; errors show once it was touched (spec 5) or with `showErrors`. */
export function FormSelectField<
  TFieldValues extends FieldValues,
  TName extends FieldPathByValue<TFieldValues, string> = FieldPathByValue<TFieldValues, string>,
>({ control, name, showErrors = false, ...props }: FormSelectFieldProps<TFieldValues, TName>) {
  const { field, fieldState } = useController({ control, name });
  return <SelectField {...field} {...props} error={touchedError(fieldState.error, fieldState.isTouched || showErrors)} />;
}
