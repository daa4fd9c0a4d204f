import { useMutation } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { brand } from '@/shared/config/brand';
import { LINE_CHECK_DIGITS, LINE_TYPE_CODES, useLineNumberCheck, type LineType } from '@/shared/domain/line-check';
import { accountPaths } from '@/shared/domain/routing/paths';
import { storeSessionUser } from '@/shared/domain/session';
import { FormDigitsField } from '@/shared/forms/form-fields';
import { lazyResolver, type LazyResolver } from '@/shared/forms/lazy-resolver';
import { submitUnlessBusy } from '@/shared/forms/submit-unless-busy';
import { useAlert } from '@/shared/ui/alert/alert-context';
import { Button } from '@/shared/ui/button/button';
import { formGrid } from '@/shared/ui/form-grid/form-grid';
import { logIn } from '../api/log-in';
import type { LoginFormValues } from '../schemas';
import { loginTexts as texts } from '../texts';
import styles from './login-form.module.css';
import { PasswordField } from './password-field';

/** The account pages keep the line type in the query (spec 2.8). */
const withLineType = (path: string, lineType: LineType) => `${path}?type=${lineType}`;

const lazyLoginResolver = (lineType: LineType) => lazyResolver<LoginFormValues>(async () => (await import('../schemas')).loginFormResolver(lineType));

// Validation (zod and the schemas) loads when the visitor first focuses the form, not with the route.
const resolvers: Record<LineType, LazyResolver<LoginFormValues>> = {
  mbb: lazyLoginResolver('mbb'),
  hbb: lazyLoginResolver('hbb'),
  mifi: lazyLoginResolver('mifi'),
};

/**
 * /login's form for one line type: number checked remotely, password, and the legacy login. On
 * success the user, the profile type and SSO-legacy are stored and the visitor goes to /home; on
 * failure a danger alert, and everything typed stays.
 */
export function LoginForm({ lineType }: { lineType: LineType }) {
  const navigate = useNavigate();
  const { showAlert } = useAlert();
  const login = useMutation({ mutationFn: logIn });
  const resolver = resolvers[lineType];
  const {
    control,
    handleSubmit,
    formState: { isSubmitting, isSubmitted },
  } = useForm<LoginFormValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: { number: '', password: '' },
  });
  const [number, password] = useWatch({ control, name: ['number', 'password'] });
  const check = useLineNumberCheck({ lineType, number });
  // A valid check implies a 10-digit number; the password only has to be there. Not reading
  // formState.isValid keeps the validation code from loading before the first interaction.
  const canSubmit = check.status === 'valid' && password !== '';

  const submit = handleSubmit(async (values) => {
    if (check.status !== 'valid') return;
    const outcome = await login.mutateAsync({ lineType, ...values });
    if (outcome.kind === 'failed') {
      showAlert({ type: 'danger', message: outcome.message });
      return;
    }
    storeSessionUser(outcome.user, { profileType: LINE_TYPE_CODES[lineType], ssoLegacy: true });
    await navigate(accountPaths.accountHome);
  });

  return (
    <form className={formGrid.narrowColumn} noValidate onSubmit={submitUnlessBusy(isSubmitting, submit)} onFocus={resolver.preload}>
      <FormDigitsField
        name="number"
        control={control}
        showErrors={isSubmitted}
        extraError={check.fieldError}
        label={texts.numberLabel[lineType]}
        maxLength={LINE_CHECK_DIGITS}
        autoComplete="username"
      />
      <p className={styles.status} role="status" aria-live="polite">
        {check.status === 'checking' ? texts.checkingNumber : ''}
      </p>
      <Controller
        name="password"
        control={control}
        render={({ field, fieldState, formState }) => (
          <PasswordField
            {...field}
            label={texts.passwordLabel}
            autoComplete="current-password"
            error={fieldState.isTouched || formState.isSubmitted ? fieldState.error?.message : undefined}
          />
        )}
      />
      <Link to={withLineType(accountPaths.recovery, lineType)} className={styles.forgot}>
        {texts.forgotPassword}
      </Link>
      {/* Busy, not disabled: a disabled button drops the focus, and the alert of a refused login
          would then give it back to nothing instead of this button. */}
      <Button type="submit" variant="accent" fullWidth disabled={!canSubmit} busy={isSubmitting}>
        {isSubmitting ? texts.submitting : texts.submit}
      </Button>
      <p className={styles.register}>
        {texts.noAccount} <Link to={withLineType(accountPaths.register, lineType)}>{texts.register}</Link>
      </p>
      <p className={styles.privacy}>
        {texts.privacyPrefix}{' '}
        <a href={brand.privacyNoticeUrl} target="_blank" rel="noreferrer">
          {texts.privacyNotice}
        </a>
      </p>
    </form>
  );
}
