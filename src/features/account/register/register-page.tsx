import { useMutation } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { parseLineType, type LineType } from '@/shared/domain/line-check/line-type';
import { accountPaths } from '@/shared/domain/routing/paths';
import { useAlert } from '@/shared/ui/alert/alert-context';
import { lazyWithRetry } from '@/shared/ui/lazy-retry';
import { Page } from '@/shared/ui/page/page';
import { stepLayout } from '@/shared/ui/page/step-page';
import { accountTexts } from '../texts';
import { generateRegisterOtp } from './api/register-api';
import { MbbRegisterNumberForm } from './components/mbb-register-form';
import { readPendingRegistration, storePendingRegistration, storeRegistrationUuid, type PendingRegistration } from './pending-registration';
import { continueRegistration, useClearRegistrationOnLeave } from './registration-lifetime';
import { registerTexts as texts } from './texts';

const VERIFICATION_PARAM = 'verification';

const loadCodeScreen = () => import('./components/code-screen');
// The code step is its own chunk: the number step is what the route shows first.
const CodeScreen = lazyWithRetry(async () => (await loadCodeScreen()).CodeScreen);
// The service-number form (hbb and mifi, with its ICCID check) loads only for those lines: mbb,
// the default, keeps the route within its budget.
const ServiceRegisterNumberForm = lazyWithRetry(async () => (await import('./components/service-register-form')).ServiceRegisterNumberForm);
const CODE_STEP = '1';

/** Where the "already registered" warning sends the visitor (spec 4 "Register"), keeping a non-default type. */
export function recoveryPathFor(lineType: LineType): string {
  const query = new URLSearchParams({ exist: '1' });
  if (lineType !== 'mbb') query.set('type', lineType);
  return `${accountPaths.recovery}?${query.toString()}`;
}

function withType(path: string, lineType: LineType): string {
  return lineType === 'mbb' ? path : `${path}?type=${lineType}`;
}

/**
 * Registration (spec 2.10, 4 "Register"): step 0 the number form of the line type, step 1
 * (query verification=1) the 4-digit code or the lockout timer. A code step without pending
 * data goes back to step 0; leaving the screen clears the stored registration.
 */
export function RegisterPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const { showAlert } = useAlert();
  const lineType = parseLineType(searchParams.get('type'));
  const atCodeStep = searchParams.get(VERIFICATION_PARAM) === CODE_STEP;
  const [pending, setPending] = useState<PendingRegistration | undefined>(readPendingRegistration);
  const [unlockDate, setUnlockDate] = useState<string | undefined>();
  const codeRequest = useMutation({ mutationFn: generateRegisterOtp });
  useClearRegistrationOnLeave();

  const showCodeStep = atCodeStep && pending !== undefined;
  const stepKey = showCodeStep ? (unlockDate ? 'locked' : 'code') : 'number';

  useEffect(() => {
    if (atCodeStep && !pending) {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(VERIFICATION_PARAM);
          return next;
        },
        { replace: true },
      );
    }
  }, [atCodeStep, pending, setSearchParams]);

  async function requestCode(registration: PendingRegistration) {
    void loadCodeScreen();
    const outcome = await codeRequest.mutateAsync(registration);
    if (outcome.kind === 'alreadyRegistered') {
      showAlert({ type: 'warning', message: outcome.message, onAccept: () => void navigate(recoveryPathFor(registration.lineType)) });
      return;
    }
    if (outcome.kind === 'failed') {
      // What was typed stays in the form, to send again.
      showAlert({ type: 'warning', message: outcome.message });
      return;
    }
    storePendingRegistration(registration);
    setPending(registration);
    setUnlockDate(outcome.kind === 'locked' ? outcome.unlockDate : undefined);
    if (!atCodeStep) {
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        next.set(VERIFICATION_PARAM, CODE_STEP);
        return next;
      });
    }
  }

  function verified(uuid: string) {
    storeRegistrationUuid(uuid);
    continueRegistration();
    void navigate(accountPaths.completeRegistration);
  }

  async function readLockout(registration: PendingRegistration) {
    // The code check's lockout carries no date: the code request answers it.
    const outcome = await codeRequest.mutateAsync(registration);
    if (outcome.kind === 'locked') setUnlockDate(outcome.unlockDate);
  }

  const samePending = pending?.lineType === lineType ? pending : undefined;

  return (
    <Page variant={stepLayout} heading={accountTexts.register.heading} step={stepKey}>
      {showCodeStep ? (
        <Suspense fallback={null}>
          <CodeScreen
            pending={pending}
            unlockDate={unlockDate}
            resending={codeRequest.isPending}
            onResend={() => void requestCode(pending)}
            onVerified={verified}
            onLocked={() => void readLockout(pending)}
          />
        </Suspense>
      ) : (
        <>
          <h2>{texts.steps.number}</h2>
          {lineType === 'mbb' ? (
            <>
              <p>{texts.intro.number}</p>
              <MbbRegisterNumberForm
                key={lineType}
                defaultValues={samePending && { number: samePending.number, numberConfirm: samePending.number }}
                onSubmit={requestCode}
              />
            </>
          ) : (
            <>
              <p>{texts.intro.service}</p>
              <Suspense fallback={null}>
                <ServiceRegisterNumberForm
                  key={lineType}
                  lineType={lineType}
                  defaultValues={
                    samePending && {
                      serviceNumber: samePending.serviceNumber ?? '',
                      number: samePending.number,
                      email: samePending.email ?? '',
                      iccid: '',
                    }
                  }
                  onSubmit={requestCode}
                />
              </Suspense>
            </>
          )}
          <p>
            {texts.haveAccount} <Link to={withType(accountPaths.login, lineType)}>{texts.buttons.loginLink}</Link>
          </p>
        </>
      )}
    </Page>
  );
}
