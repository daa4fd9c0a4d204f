import { useMutation } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { parseLineType, type LineType } from '@/shared/domain/line-check/line-type';
import { accountPaths } from '@/shared/domain/routing/paths';
import { useMachine } from '@/shared/flow/machine';
import { useAlert } from '@/shared/ui/alert/alert-context';
import { lazyWithRetry } from '@/shared/ui/lazy-retry';
import { Page } from '@/shared/ui/page/page';
import { stepLayout } from '@/shared/ui/page/step-page';
import { accountTexts } from '../texts';
import { generateRegisterOtp, type RegisterCodeOutcome, type RegisterOtpOutcome } from './api/register-api';
import { MbbRegisterNumberForm } from './components/mbb-register-form';
import { atCodeStep, initialRegistrationState, registrationMachine } from './flow';
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
 * data goes back to step 0; leaving the screen clears the stored registration. The steps are the
 * registration machine (flow.ts).
 */
export function RegisterPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const { showAlert } = useAlert();
  const lineType = parseLineType(searchParams.get('type'));
  const codeStepAsked = searchParams.get(VERIFICATION_PARAM) === CODE_STEP;
  const [state, send] = useMachine(registrationMachine, () => initialRegistrationState(readPendingRegistration(), codeStepAsked));
  // The address is an event the flow hears: Back and Forward show the number or the code step.
  const [seenCodeStep, setSeenCodeStep] = useState(codeStepAsked);
  if (seenCodeStep !== codeStepAsked) {
    setSeenCodeStep(codeStepAsked);
    send({ type: 'shown', codeStep: codeStepAsked });
  }
  const codeRequest = useMutation({ mutationFn: generateRegisterOtp });
  useClearRegistrationOnLeave();

  const showCodeStep = atCodeStep(state);
  const stepKey = showCodeStep ? (state.state === 'locked' || state.state === 'resendingCode' ? 'locked' : 'code') : 'number';

  useEffect(() => {
    // A code step the flow cannot show (no pending registration) goes back to the number.
    if (codeStepAsked && state.state === 'number') {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(VERIFICATION_PARAM);
          return next;
        },
        { replace: true },
      );
    }
  }, [codeStepAsked, state.state, setSearchParams]);

  /** The code request's answer, after the number or "Enviar nuevamente". */
  function codeRequested(registration: PendingRegistration, outcome: RegisterOtpOutcome) {
    send({ type: 'codeRequested', outcome });
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
    if (!codeStepAsked) {
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        next.set(VERIFICATION_PARAM, CODE_STEP);
        return next;
      });
    }
  }

  function sendNumber(registration: PendingRegistration) {
    void loadCodeScreen();
    send({ type: 'numberSubmitted', registration });
    codeRequest.mutate(registration, { onSuccess: (outcome) => codeRequested(registration, outcome) });
  }

  function resend() {
    if (state.state !== 'locked') return;
    const { pending } = state.memory;
    send({ type: 'resend' });
    codeRequest.mutate(pending, { onSuccess: (outcome) => codeRequested(pending, outcome) });
  }

  function codeChecked(outcome: RegisterCodeOutcome) {
    if (!atCodeStep(state)) return;
    const { pending } = state.memory;
    send({ type: 'codeChecked', outcome });
    if (outcome.kind === 'valid') {
      storeRegistrationUuid(outcome.uuid);
      continueRegistration();
      void navigate(accountPaths.completeRegistration);
    } else if (outcome.locked) {
      // The code check's lockout carries no date: the code request answers it.
      codeRequest.mutate(pending, { onSuccess: (answer) => send({ type: 'codeRequested', outcome: answer }) });
    }
  }

  const remembered = state.state === 'number' || state.state === 'requestingCode' ? state.memory?.pending : undefined;
  const samePending = remembered?.lineType === lineType ? remembered : undefined;
  const sendingNumber = state.state === 'requestingCode';

  return (
    <Page variant={stepLayout} heading={accountTexts.register.heading} step={stepKey}>
      {atCodeStep(state) ? (
        <Suspense fallback={null}>
          <CodeScreen
            pending={state.memory.pending}
            unlockDate={state.state === 'locked' || state.state === 'resendingCode' ? state.memory.unlockDate : undefined}
            resending={state.state === 'resendingCode'}
            onResend={resend}
            onChecked={codeChecked}
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
                busy={sendingNumber}
                onSubmit={sendNumber}
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
                  busy={sendingNumber}
                  onSubmit={sendNumber}
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
