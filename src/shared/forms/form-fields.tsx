import type { ChangeEvent } from 'react';
import { useController, type Control, type FieldPathByValue, type FieldValues, type UseControllerProps } from 'react-hook-form';
import { DigitsField, type DigitsFieldProps } from '@/shared/ui/text-field/digits-field';
import { TextField, type TextFieldProps } from '@/shared/ui/text-field/text-field';
import { touchedError } from './touched-error';

/** What react-hook-form's field gives the input; the rest of the input's props pass through. */
type ControlledProps = 'name' | 'value' | 'onChange' | 'onBlur' | 'ref' | 'disabled' | 'error';

type FormFieldProps<TFieldValues extends FieldValues, TName extends FieldPathByValue<TFieldValues, string>> = {
  control: Control<TFieldValues>;
  /** A field of the form holding a string. */
  name: TName;
  /** Controller rules, e.g. `{ deps: ['confirmation'] }`. */
  rules?: UseControllerProps<TFieldValues, TName>['rules'];
  /** Shows the validation error even on an untouched field (e.g. once the form was submitted). */
  showErrors?: boolean | undefined;
  /** Shown when no validation error shows (e.g. the answer of a server check). */
  extraError?: string | undefined;
};

export type FormDigitsFieldProps<
  TFieldValues extends FieldValues,
  TName extends FieldPathByValue<TFieldValues, string> = FieldPathByValue<TFieldValues, string>,
> = FormFieldProps<TFieldValues, TName> & Omit<DigitsFieldProps, ControlledProps>;

export type FormTextFieldProps<
  TFieldValues extends FieldValues,
  TName extends FieldPathByValue<TFieldValues, string> = FieldPathByValue<TFieldValues, string>,
> = FormFieldProps<TFieldValues, TName> &
  Omit<TextFieldProps, ControlledProps> & {
    /** Rewrites what is typed before the form holds it (e.g. the expiry's slash, an RFC in capitals). */
    normalise?: ((typed: string) => string) | undefined;
  };

function useFormField<TFieldValues extends FieldValues, TName extends FieldPathByValue<TFieldValues, string>>({
  control,
  name,
  rules,
  showErrors = false,
  extraError,
}: FormFieldProps<TFieldValues, TName>) {
  const { field, fieldState } = useController({ control, name, rules });
  const error = touchedError(fieldState.error, fieldState.isTouched || showErrors) ?? extraError;
  return { field, error };
}

/** A DigitsField bound to a form field; errors show once it was touched (spec 5) or with `showErrors`. */
export function FormDigitsField<
  TFieldValues extends FieldValues,
  TName extends FieldPathByValue<TFieldValues, string> = FieldPathByValue<TFieldValues, string>,
>({ control, name, rules, showErrors, extraError, ...props }: FormDigitsFieldProps<TFieldValues, TName>) {
  const { field, error } = useFormField({ control, name, rules, showErrors, extraError });
  return <DigitsField {...field} {...props} error={error} />;
}

/** A TextField bound to a form field; errors show once it was touched (spec 5) or with `showErrors`. */
export function FormTextField<TFieldValues extends FieldValues, TName extends FieldPathByValue<TFieldValues, string> = FieldPathByValue<TFieldValues, string>>({
  control,
  name,
  rules,
  showErrors,
  extraError,
  normalise,
  ...props
}: FormTextFieldProps<TFieldValues, TName>) {
  const { field, error } = useFormField({ control, name, rules, showErrors, extraError });
  const onChange = normalise ? (event: ChangeEvent<HTMLInputElement>) => field.onChange(normalise(event.target.value)) : field.onChange;
  return <TextField {...field} onChange={onChange} {...props} error={error} />;
}
