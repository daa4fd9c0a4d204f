import { useForm } from 'react-hook-form';
import { PHONE_DIGITS } from '@/shared/constants';
import { FormDigitsField, FormTextField } from '@/shared/forms/form-fields';
import { lazyResolver } from '@/shared/forms/lazy-resolver';
import { Button } from '@/shared/ui/button/button';
import { SSO_PASSWORD_MAX } from '../constants';
import type { SsoLegacyFormValues } from '../schemas';
import styles from '../sso.module.css';
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
    <form className={styles.form} noValidate onFocus={resolver.preload} onSubmit={handleSubmit(onSubmit)}>
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
      <Button type="submit" variant="accent" fullWidth disabled={isSubmitting}>
        {isSubmitting ? texts.submitting : texts.submit}
      </Button>
    </form>
  );
}
