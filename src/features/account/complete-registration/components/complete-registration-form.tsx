import { useForm } from 'react-hook-form';
import { NameAndEmailFields } from '@/shared/domain/profile/name-and-email-fields';
import { NewPasswordFields } from '@/shared/domain/profile/new-password-fields';
import { FormCheckbox } from '@/shared/forms/form-checkbox';
import { lazyResolver } from '@/shared/forms/lazy-resolver';
import { submitUnlessBusy } from '@/shared/forms/submit-unless-busy';
import { useLazyValidation } from '@/shared/forms/use-lazy-validation';
import { Button } from '@/shared/ui/button/button';
import { formGrid } from '@/shared/ui/form-grid/form-grid';
import type { CompleteRegistrationValues } from '../constants';
import { completeRegistrationTexts as texts } from '../texts';

const resolver = lazyResolver<CompleteRegistrationValues>(async () => (await import('../schemas')).completeRegistrationResolver);

export interface CompleteRegistrationFormProps {
  defaultValues: CompleteRegistrationValues;
  /** Resolves once the answer was handled; a failure leaves the form as typed. */
  onSubmit: (form: CompleteRegistrationValues) => Promise<void>;
}

/** Name or alias, e-mail, the new password with its rule, its confirmation and the promotions consent. */
export function CompleteRegistrationForm({ defaultValues, onSubmit }: CompleteRegistrationFormProps) {
  const { control, handleSubmit, trigger, formState } = useForm<CompleteRegistrationValues>({ resolver, mode: 'all', defaultValues });
  const { isValid, onFocus } = useLazyValidation(resolver, formState, trigger);

  return (
    <form className={formGrid.column} noValidate onSubmit={submitUnlessBusy(formState.isSubmitting, handleSubmit(onSubmit))} onFocus={onFocus}>
      <NameAndEmailFields control={control} names={{ name: 'name', email: 'email' }} labels={texts.fields} />
      <NewPasswordFields
        control={control}
        names={{ password: 'password', confirmation: 'confirmation' }}
        labels={{ password: texts.fields.password, confirmation: texts.fields.passwordConfirmation }}
        hint={texts.passwordRule}
      />
      <FormCheckbox name="allowNotifications" control={control} label={texts.fields.allowNotifications} />
      <Button type="submit" variant="accent" fullWidth disabled={!isValid} busy={formState.isSubmitting}>
        {texts.submit}
      </Button>
    </form>
  );
}
