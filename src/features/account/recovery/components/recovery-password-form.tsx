import { useForm } from 'react-hook-form';
import { NewPasswordFields } from '@/shared/domain/profile/new-password-fields';
import { lazyResolver } from '@/shared/forms/lazy-resolver';
import { submitUnlessBusy } from '@/shared/forms/submit-unless-busy';
import { Button } from '@/shared/ui/button/button';
import { formGrid } from '@/shared/ui/form-grid/form-grid';
import { emptyRecoveryPasswordForm, type RecoveryPasswordForm } from '../form-values';
import { recoveryTexts } from '../texts';

const { fields, hints, buttons } = recoveryTexts;

// Validation loads with the first interaction: zod stays out of the route's first load.
const resolver = lazyResolver<RecoveryPasswordForm>(async () => (await import('../schemas')).recoveryPasswordResolver);

export interface RecoveryPasswordFormProps {
  /** The password is being set: the button is busy and a submit does nothing. */
  busy: boolean;
  /** Sets the password; `reset` empties the form. */
  onSubmit: (form: RecoveryPasswordForm, reset: () => void) => void;
}

/** Step 3 (spec 2.9): the new password and its confirmation. */
export function RecoveryPasswordForm({ busy, onSubmit }: RecoveryPasswordFormProps) {
  const {
    control,
    handleSubmit,
    reset,
    formState: { isSubmitting, isSubmitted },
  } = useForm<RecoveryPasswordForm>({
    resolver,
    mode: 'all',
    defaultValues: emptyRecoveryPasswordForm,
  });
  // The button stays enabled (formState.isValid would load the validation at once); a submit
  // shows every error.

  const submit = handleSubmit((form) => onSubmit(form, () => reset(emptyRecoveryPasswordForm)));

  return (
    <form className={formGrid.column} noValidate onSubmit={submitUnlessBusy(busy || isSubmitting, submit)} onFocus={resolver.preload}>
      <NewPasswordFields
        control={control}
        names={{ password: 'password', confirmation: 'passwordConfirmation' }}
        labels={{ password: fields.password, confirmation: fields.passwordConfirmation }}
        hint={hints.password}
        showErrors={isSubmitted}
      />
      <Button type="submit" variant="accent" fullWidth busy={busy || isSubmitting}>
        {buttons.savePassword}
      </Button>
    </form>
  );
}
