import { useForm } from 'react-hook-form';
import { PHONE_DIGITS } from '@/shared/domain/constants';
import { FormDigitsField, FormTextField } from '@/shared/forms/form-fields';
import { lazyResolver } from '@/shared/forms/lazy-resolver';
import { submitUnlessBusy } from '@/shared/forms/submit-unless-busy';
import { Button } from '@/shared/ui/button/button';
import { formGrid } from '@/shared/ui/form-grid/form-grid';
import { SSO_PASSWORD_MAX } from '../constants';
import type { SsoLegacyFormValues } from '../schemas';
import { ssoTexts } from '../texts';

const { legacy: texts } = ssoTexts;

const resolver = lazyResolver<SsoLegacyFormValues>(async () => (await import('../schemas')).ssoLegacyFormResolver);

/** Legacy login through single sign-on: number and SSO password (numero, psd). */
export function LegacyLoginForm({ onSubmit }: { onSubmit: (values: SsoLegacyFormValues) => Promise<void> }) {
  const {
    control,
    handleSubmit,
    formState: { isSubmitting, isSubmitted },
  } = useForm<SsoLegacyFormValues>({ resolver, mode: 'onTouched', defaultValues: { number: '', password: '' } });

  return (
    <form className={formGrid.column} noValidate onFocus={resolver.preload} onSubmit={submitUnlessBusy(isSubmitting, handleSubmit(onSubmit))}>
      <FormDigitsField name="number" control={control} showErrors={isSubmitted} label={texts.numberLabel} maxLength={PHONE_DIGITS} autoComplete="username" />
      <FormTextField
        name="password"
        control={control}
        showErrors={isSubmitted}
        type="password"
        label={texts.passwordLabel}
        hint={texts.passwordHint}
        maxLength={SSO_PASSWORD_MAX}
        autoComplete="current-password"
      />
      <Button type="submit" variant="accent" fullWidth busy={isSubmitting}>
        {isSubmitting ? texts.submitting : texts.submit}
      </Button>
    </form>
  );
}
