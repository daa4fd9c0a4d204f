import type { FieldPathByValue, FieldValues } from 'react-hook-form';
import { Checkbox, type CheckboxProps } from '@/shared/ui/checkbox/checkbox';
import { useFormField, type ControlledProps, type FormFieldProps } from './use-form-field';

export type FormCheckboxProps<
  TFieldValues extends FieldValues,
  TName extends FieldPathByValue<TFieldValues, boolean> = FieldPathByValue<TFieldValues, boolean>,
> = FormFieldProps<TFieldValues, TName> & Omit<CheckboxProps, ControlledProps | 'checked'>;

/** A Checkbox bound to a boolean form field; errors show once it was touched (spec 5) or with `showErrors`. */
export function FormCheckbox<
  TFieldValues extends FieldValues,
  TName extends FieldPathByValue<TFieldValues, boolean> = FieldPathByValue<TFieldValues, boolean>,
>({ control, name, rules, showErrors, extraError, afterBlur, ...props }: FormCheckboxProps<TFieldValues, TName>) {
  const {
    field: { value, onChange, ...field },
    error,
  } = useFormField({ control, name, rules, showErrors, extraError, afterBlur });
  return <Checkbox {...field} checked={value} onChange={(event) => onChange(event.target.checked)} {...props} error={error} />;
}
