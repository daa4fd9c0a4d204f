import { useWatch, type FieldValues } from 'react-hook-form';
import { LEGACY_PASSWORD_MAX_LENGTH } from '@/shared/domain/validation/legacy-password';
import { FormTextField } from '@/shared/forms/form-fields';
import type { AccountFieldsProps } from './account-fields-props';

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
