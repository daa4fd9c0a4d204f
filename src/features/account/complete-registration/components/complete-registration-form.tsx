import { useForm, useWatch } from 'react-hook-form';
import { FormCheckbox } from '@/shared/forms/form-checkbox';
import { FormTextField } from '@/shared/forms/form-fields';
import { lazyResolver } from '@/shared/forms/lazy-resolver';
import { submitUnlessBusy } from '@/shared/forms/submit-unless-busy';
import { useLazyValidation } from '@/shared/forms/use-lazy-validation';
import { Button } from '@/shared/ui/button/button';
import { formGrid } from '@/shared/ui/form-grid/form-grid';
import { EMAIL_MAX_LENGTH } from '../../register/constants';
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, type CompleteRegistrationValues } from '../constants';
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
  const confirmation = useWatch({ control, name: 'confirmation' });

  return (
    <form className={formGrid.column} noValidate onSubmit={submitUnlessBusy(formState.isSubmitting, handleSubmit(onSubmit))} onFocus={onFocus}>
      <FormTextField name="name" control={control} label={texts.fields.name} autoComplete="nickname" maxLength={NAME_MAX_LENGTH} />
      <FormTextField name="email" control={control} type="email" label={texts.fields.email} autoComplete="email" maxLength={EMAIL_MAX_LENGTH} />
      <FormTextField
        name="password"
        control={control}
        rules={{ deps: confirmation ? ['confirmation'] : [] }}
        type="password"
        label={texts.fields.password}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        hint={texts.passwordRule}
      />
      <FormTextField
        name="confirmation"
        control={control}
        type="password"
        label={texts.fields.passwordConfirmation}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
      />
      <FormCheckbox name="allowNotifications" control={control} label={texts.fields.allowNotifications} />
      <Button type="submit" variant="accent" fullWidth disabled={!isValid} busy={formState.isSubmitting}>
        {texts.submit}
      </Button>
    </form>
  );
}
