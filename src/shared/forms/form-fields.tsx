import type { ChangeEvent } from 'react';
import type { FieldPathByValue, FieldValues } from 'react-hook-form';
import { DigitsField, type DigitsFieldProps } from '@/shared/ui/text-field/digits-field';
import { TextField, type TextFieldProps } from '@/shared/ui/text-field/text-field';
import { useFormField, type ControlledProps, type FormFieldProps } from './use-form-field';

/** Called once the form holds the new value of a text field (e.g. to drop a result that was for the old one). */
type AfterChange = { afterChange?: ((value: string) => void) | undefined };

export type FormDigitsFieldProps<
  TFieldValues extends FieldValues,
  TName extends FieldPathByValue<TFieldValues, string> = FieldPathByValue<TFieldValues, string>,
> = FormFieldProps<TFieldValues, TName> & AfterChange & Omit<DigitsFieldProps, ControlledProps>;

export type FormTextFieldProps<
  TFieldValues extends FieldValues,
  TName extends FieldPathByValue<TFieldValues, string> = FieldPathByValue<TFieldValues, string>,
> = FormFieldProps<TFieldValues, TName> &
  AfterChange &
  Omit<TextFieldProps, ControlledProps> & {
    /** Rewrites what is typed before the form holds it (e.g. the expiry's slash, an RFC in capitals). */
    normalise?: ((typed: string) => string) | undefined;
  };

/** A DigitsField bound to a form field; errors show once it was touched (spec 5) or with `showErrors`. */
export function FormDigitsField<
  TFieldValues extends FieldValues,
  TName extends FieldPathByValue<TFieldValues, string> = FieldPathByValue<TFieldValues, string>,
>({ control, name, rules, showErrors, extraError, afterBlur, afterChange, ...props }: FormDigitsFieldProps<TFieldValues, TName>) {
  const { field, error } = useFormField({ control, name, rules, showErrors, extraError, afterBlur });
  const onChange = afterChange
    ? (digits: string) => {
        field.onChange(digits);
        afterChange(digits);
      }
    : field.onChange;
  return <DigitsField {...field} onChange={onChange} {...props} error={error} />;
}

/** A TextField bound to a form field; errors show once it was touched (spec 5) or with `showErrors`. */
export function FormTextField<TFieldValues extends FieldValues, TName extends FieldPathByValue<TFieldValues, string> = FieldPathByValue<TFieldValues, string>>({
  control,
  name,
  rules,
  showErrors,
  extraError,
  afterBlur,
  afterChange,
  normalise,
  ...props
}: FormTextFieldProps<TFieldValues, TName>) {
  const { field, error } = useFormField({ control, name, rules, showErrors, extraError, afterBlur });
  const onChange =
    normalise || afterChange
      ? (event: ChangeEvent<HTMLInputElement>) => {
          const value = normalise ? normalise(event.target.value) : event.target.value;
          field.onChange(value);
          afterChange?.(value);
        }
      : field.onChange;
  return <TextField {...field} onChange={onChange} {...props} error={error} />;
}
