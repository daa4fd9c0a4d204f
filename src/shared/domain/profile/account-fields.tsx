import { useWatch, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { ACCOUNT_EMAIL_MAX_LENGTH, ACCOUNT_NAME_MAX_LENGTH } from '@/shared/domain/validation/account-profile';
import { LEGACY_PASSWORD_MAX_LENGTH } from '@/shared/domain/validation/legacy-password';
import { FormTextField } from '@/shared/forms/form-fields';

type TextFieldName<TFieldValues extends FieldValues> = FieldPathByValue<TFieldValues, string>;

interface AccountFieldsProps<TFieldValues extends FieldValues, TKeys extends string> {
  control: Control<TFieldValues>;
  /** The form's fields, by role. */
  names: Record<TKeys, TextFieldName<TFieldValues>>;
  /** The screen's labels (spec 2.9, 2.10, 2.2 word them differently). */
  labels: Record<TKeys, string>;
  /** Shows the errors of untouched fields too (e.g. once the form was submitted). */
  showErrors?: boolean | undefined;
}

/** An account's name or alias and e-mail (spec 5 "Account forms"): the registration's completion and the profile. */
export function NameAndEmailFields<TFieldValues extends FieldValues>({
  control,
  names,
  labels,
  showErrors,
}: AccountFieldsProps<TFieldValues, 'name' | 'email'>) {
  return (
    <>
      <FormTextField
        name={names.name}
        control={control}
        label={labels.name}
        autoComplete="nickname"
        maxLength={ACCOUNT_NAME_MAX_LENGTH}
        showErrors={showErrors}
      />
      <FormTextField
        name={names.email}
        control={control}
        type="email"
        label={labels.email}
        autoComplete="email"
        maxLength={ACCOUNT_EMAIL_MAX_LENGTH}
        showErrors={showErrors}
      />
    </>
  );
}

/**
 * A new legacy password, with the rule as its hint, and its confirmation (spec 5 and 9): the
 * registration's completion and the recovery. Once a confirmation is typed, a change of the
 * password checks it again.
 */
export function NewPasswordFields<TFieldValues extends FieldValues>({
  control,
  names,
  labels,
  hint,
  showErrors,
}: AccountFieldsProps<TFieldValues, 'password' | 'confirmation'> & { hint: string }) {
  const confirmation: unknown = useWatch({ control, name: names.confirmation });
  return (
    <>
      <FormTextField
        name={names.password}
        control={control}
        rules={{ deps: confirmation ? [names.confirmation] : [] }}
        showErrors={showErrors}
        type="password"
        label={labels.password}
        autoComplete="new-password"
        maxLength={LEGACY_PASSWORD_MAX_LENGTH}
        hint={hint}
      />
      <FormTextField
        name={names.confirmation}
        control={control}
        showErrors={showErrors}
        type="password"
        label={labels.confirmation}
        autoComplete="new-password"
        maxLength={LEGACY_PASSWORD_MAX_LENGTH}
      />
    </>
  );
}
