import type { FieldValues } from 'react-hook-form';
import { ACCOUNT_EMAIL_MAX_LENGTH, ACCOUNT_NAME_MAX_LENGTH } from '@/shared/domain/validation/account-profile';
import { FormTextField } from '@/shared/forms/form-fields';
import type { AccountFieldsProps } from './account-fields-props';

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
