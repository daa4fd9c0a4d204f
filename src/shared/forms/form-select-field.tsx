import type { FieldPathByValue, FieldValues } from 'react-hook-form';
import { SelectField, type SelectFieldProps } from '@/shared/ui/select-field/select-field';
import { useFormField, type FormFieldProps } from './use-form-field';

export type FormSelectFieldProps<
  TFieldValues extends FieldValues,
  TName extends FieldPathByValue<TFieldValues, string> = FieldPathByValue<TFieldValues, string>,
> = FormFieldProps<TFieldValues, TName> & Omit<SelectFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'>;

/** A SelectField bound to a form field (the chosen option's id); errors show once it was touched (spec 5) or with `showErrors`. */
export function FormSelectField<
  TFieldValues extends FieldValues,
  TName extends FieldPathByValue<TFieldValues, string> = FieldPathByValue<TFieldValues, string>,
>({ control, name, rules, showErrors, extraError, afterBlur, ...props }: FormSelectFieldProps<TFieldValues, TName>) {
  const { field, error } = useFormField({ control, name, rules, showErrors, extraError, afterBlur });
  return <SelectField {...field} {...props} error={error} />;
}
