import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { captchaConfigQueryOptions, captchaTokenFor } from '@/shared/domain/line-check/api/captcha';
import { accountPaths } from '@/shared/domain/routing/paths';
import { useSessionUser } from '@/shared/domain/session';
import { browserLocation } from '@/shared/domain/sso/browser-location';
import { identityProviderUrl, newSsoState } from '@/shared/domain/sso/identity-provider';
import { rememberSsoState } from '@/shared/domain/sso/sso-state';
import { useAlert } from '@/shared/ui/alert/alert-context';
import { Button } from '@/shared/ui/button/button';
import { lazyWithRetry } from '@/shared/ui/lazy-retry';
import { Page } from '@/shared/ui/page/page';
import { stepLayout } from '@/shared/ui/page/step-page';
import { introImagesQueryOptions, loginSsoLegacy, sendSsoOtp, verifySsoProfile, type SendCodeOutcome } from './api/sso-api';
import { IntroStep } from './components/intro-step';
import { NumberForm } from './components/number-form';
import type { SsoLegacyFormValues } from './schemas';
import { storeSsoSession } from './sso-session';
import styles from './sso.module.css';
import { ssoTexts as texts } from './texts';

const loadCodeStep = () => import('./components/code-step');
const loadLockoutTimer = () => import('@/shared/ui/lockout-timer/lockout-timer');
// What follows the number loads once the number is sent, the legacy form when asked for: the
// route's first load stays within its budget.
const CodeStep = lazyWithRetry(async () => (await loadCodeStep()).CodeStep);
const LockoutTimer = lazyWithRetry(async () => (await loadLockoutTimer()).LockoutTimer);
const LegacyLoginForm = lazyWithRetry(async () => (await import('./components/legacy-login-form')).LegacyLoginForm);

type Step =
  | { name: 'intro' }
  | { name: 'number' }
  | { name: 'code'; uuid: string; attemptsLeft: number | undefined }
  | { name: 'locked'; unlockDate: string }
  | { name: 'legacy' }
  | { name: 'redirecting' };

/**
 * /sso (flag sso): the intro carousel, the number's profile verification, the SMS
 * code (or the lockout), then the identity provider's login, which comes back to /sso-callback.
 * Also the legacy login through SSO (number and password) and the identity provider's registration.
 */
export function SsoPage() {
  const user = useSessionUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { showAlert } = useAlert();
  const introImages = useQuery(introImagesQueryOptions());
  const [step, setStep] = useState<Step>({ name: 'intro' });
  const [number, setNumber] = useState('');
  const resending = useMutation({ mutationFn: sendSsoOtp });
  const [registerState] = useState(newSsoState);
  const registerUrl = identityProviderUrl('register', { state: registerState });

  if (user && step.name !== 'legacy') return <Navigate to={accountPaths.accountHome} replace />;

  // Without intro images (none, or the call failed) the page starts at the number.
  const images = introImages.data ?? [];
  const shown: Step = step.name === 'intro' && introImages.isSuccess && images.length === 0 ? { name: 'number' } : step;

  function showCodeOutcome(outcome: SendCodeOutcome) {
    if (outcome.kind === 'failed') {
      showAlert({ type: 'warning', message: outcome.message });
      return;
    }
    setStep(
      outcome.kind === 'locked' ? { name: 'locked', unlockDate: outcome.unlockDate } : { name: 'code', uuid: outcome.uuid, attemptsLeft: outcome.attemptsLeft },
    );
  }

  async function verifyNumber(candidate: string) {
    setNumber(candidate);
    void loadCodeStep();
    void loadLockoutTimer();
    const captcha = await queryClient.fetchQuery(captchaConfigQueryOptions());
    const profile = await verifySsoProfile(candidate, await captchaTokenFor(captcha));
    if (profile.kind === 'failed') {
      showAlert({ type: 'danger', message: profile.message });
      return;
    }
    showCodeOutcome(await sendSsoOtp(candidate));
  }

  function resend() {
    resending.mutate(number, { onSuccess: showCodeOutcome });
  }

  function continueAtIdentityProvider() {
    const state = newSsoState();
    const address = identityProviderUrl('login', { state });
    if (!address) {
      showAlert({ type: 'warning', message: texts.errors.noIdentityProvider });
      return;
    }
    rememberSsoState(state);
    setStep({ name: 'redirecting' });
    browserLocation.goTo(address);
  }

  async function logInLegacy(values: SsoLegacyFormValues) {
    const outcome = await loginSsoLegacy(values);
    if (outcome.kind === 'failed') {
      showAlert({ type: 'danger', message: outcome.message });
      return;
    }
    storeSsoSession(outcome.user);
    await navigate(accountPaths.accountHome);
  }

  return (
    <Page variant={stepLayout} heading={texts.page.heading}>
      {shown.name === 'intro' && <IntroStep images={images} onContinue={() => setStep({ name: 'number' })} />}
      {shown.name === 'number' && (
        <section className={styles.step} aria-labelledby="sso-number-heading">
          <h2 id="sso-number-heading">{texts.number.heading}</h2>
          <p>{texts.number.intro}</p>
          <NumberForm defaultNumber={number} onSubmit={verifyNumber} />
          <div className={styles.links}>
            <button type="button" className={styles.linkButton} onClick={() => setStep({ name: 'legacy' })}>
              {texts.number.legacy}
            </button>
            {registerUrl && (
              <p>
                {texts.number.noAccount}{' '}
                <a href={registerUrl} onClick={() => rememberSsoState(registerState)}>
                  {texts.number.register}
                </a>
              </p>
            )}
          </div>
        </section>
      )}
      {shown.name === 'code' && (
        <section className={styles.step} aria-labelledby="sso-code-heading">
          <h2 id="sso-code-heading">{texts.code.heading}</h2>
          <Suspense fallback={null}>
            <CodeStep
              number={number}
              uuid={shown.uuid}
              attemptsLeft={shown.attemptsLeft}
              onValid={continueAtIdentityProvider}
              onLocked={(unlockDate) => setStep({ name: 'locked', unlockDate })}
              onChangeNumber={() => setStep({ name: 'number' })}
            />
          </Suspense>
        </section>
      )}
      {shown.name === 'locked' && (
        <Suspense fallback={null}>
          <LockoutTimer unlockDate={shown.unlockDate} onResend={resend} resendDisabled={resending.isPending} />
        </Suspense>
      )}
      {shown.name === 'legacy' && (
        <section className={styles.step} aria-labelledby="sso-legacy-heading">
          <h2 id="sso-legacy-heading">{texts.legacy.heading}</h2>
          <Suspense fallback={null}>
            <LegacyLoginForm onSubmit={logInLegacy} />
          </Suspense>
          <Button variant="secondary" fullWidth onClick={() => setStep({ name: 'number' })}>
            {texts.legacy.back}
          </Button>
        </section>
      )}
      {shown.name === 'redirecting' && (
        <p className={styles.status} role="status">
          {texts.code.redirecting}
        </p>
      )}
    </Page>
  );
}
