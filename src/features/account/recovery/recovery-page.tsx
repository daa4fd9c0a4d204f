import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { LINE_TYPE_CODES, parseLineType, usesServiceNumber } from '@/shared/domain/line-check/line-type';
import { accountPaths } from '@/shared/domain/routing/paths';
import { clearOtpUuid, storeOtpUuid } from '@/shared/domain/session/account-storage';
import { storeSessionUser } from '@/shared/domain/session/session-store';
import { useMachine } from '@/shared/flow/machine';
import { useAlert } from '@/shared/ui/alert/alert-context';
import { LockoutTimer } from '@/shared/ui/lockout-timer/lockout-timer';
import { Page } from '@/shared/ui/page/page';
import { stepLayout } from '@/shared/ui/page/step-page';
import { accountTexts } from '../texts';
import { requestRecoveryCode, setRecoveryPassword, validateRecoveryPin, type CodeRequestOutcome, type RecoveryLine } from './api/recovery-api';
import { RecoveryCodeForm } from './components/recovery-code-form';
import { RecoveryNumberForm } from './components/recovery-number-form';
import { RecoveryPasswordForm } from './components/recovery-password-form';
import { lineOf, recoveryMachine, stepOf, type RecoveryStep } from './flow';
import type { RecoveryNumberForm as NumberForm, RecoveryPasswordForm as PasswordForm } from './form-values';
import styles from './recovery-page.module.css';
import { recoveryTexts as texts } from './texts';

/** Query parameters of the page (spec 2.9, 2.10): the step, the line type, "already registered". */
export const RECOVERY_QUERY = { step: 'verification', lineType: 'type', alreadyRegistered: 'exist' } as const;

/** The step the query names; anything but 2 or 3 is the number entry. */
export function recoveryStepOf(value: string | null): RecoveryStep {
  return value === '2' ? 2 : value === '3' ? 3 : 1;
}

const stepHeadings: Record<RecoveryStep, string> = {
  1: texts.steps.number,
  2: texts.steps.code,
  3: texts.steps.password,
};

/**
 * Password recovery (spec 2.9, 4 "Recovery"): the number, then the code or the lockout timer,
 * then the new password, as the recovery machine (flow.ts). What was sent lives in this page's
 * memory: a step in the query without it (a reload, a shared link) goes back to step 1.
 */
export function RecoveryPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const { showAlert } = useAlert();
  const lineType = parseLineType(searchParams.get(RECOVERY_QUERY.lineType));
  const step = recoveryStepOf(searchParams.get(RECOVERY_QUERY.step));
  const alreadyRegistered = searchParams.get(RECOVERY_QUERY.alreadyRegistered) === '1';

  const [state, send] = useMachine(recoveryMachine, { state: 'number', memory: undefined });
  // The address is an event the flow hears: Back, Forward and a shared link show a step.
  const [seen, setSeen] = useState({ step, lineType });
  if (seen.step !== step || seen.lineType !== lineType) {
    setSeen({ step, lineType });
    send({ type: 'shown', step, lineType });
  }
  const requestCode = useMutation({ mutationFn: requestRecoveryCode });
  const validatePin = useMutation({ mutationFn: ({ line, pin }: { line: RecoveryLine; pin: string }) => validateRecoveryPin(line, pin) });
  const setPassword = useMutation({
    mutationFn: ({ line, password, uuid }: { line: RecoveryLine; password: string; uuid: string }) => setRecoveryPassword(line, password, uuid),
  });

  const shownStep = stepOf(state);
  // Each step, and the lockout within step 2, brings its heading below the sticky header with the focus.
  const stepKey = state.state === 'locked' || state.state === 'resendingCode' ? 'locked' : String(shownStep);

  function goToStep(next: RecoveryStep) {
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      if (next === 1) params.delete(RECOVERY_QUERY.step);
      else params.set(RECOVERY_QUERY.step, String(next));
      return params;
    });
  }

  /** Step 1's answer, also the answer of "Enviar nuevamente" at the end of a lockout. */
  function codeRequested(outcome: CodeRequestOutcome, resetNumberForm?: () => void) {
    send({ type: 'codeRequested', outcome });
    switch (outcome.kind) {
      case 'sent':
      case 'locked':
        if (step !== 2) goToStep(2);
        return;
      case 'notRegistered':
        showAlert({
          type: 'warning',
          message: outcome.message ?? texts.alerts.notRegistered,
          onAccept: () => {
            resetNumberForm?.();
            void navigate({ pathname: accountPaths.register, search: `?${RECOVERY_QUERY.lineType}=${lineType}` });
          },
        });
        return;
      case 'failed':
        showAlert({ type: 'warning', message: outcome.message ?? texts.alerts.codeNotGenerated });
    }
  }

  function sendNumbers(form: NumberForm, reset: () => void) {
    const numbers = { lineType, form };
    send({ type: 'numbersSubmitted', numbers });
    requestCode.mutate(lineOf(numbers), { onSuccess: (outcome) => codeRequested(outcome, reset) });
  }

  function sendAgain() {
    if (state.state !== 'locked') return;
    send({ type: 'resend' });
    requestCode.mutate(lineOf(state.memory.numbers), { onSuccess: (outcome) => codeRequested(outcome) });
  }

  function sendCode(code: string, clear: () => void) {
    if (state.state !== 'code') return;
    send({ type: 'codeSubmitted' });
    validatePin.mutate(
      { line: lineOf(state.memory.numbers), pin: code },
      {
        onSuccess: (outcome) => {
          send({ type: 'pinChecked', outcome });
          if (outcome.kind === 'valid') {
            storeOtpUuid(outcome.uuid);
            goToStep(3);
          } else if (outcome.kind === 'locked') {
            clear();
          } else {
            showAlert({ type: 'warning', message: outcome.message ?? texts.alerts.pinInvalid, onAccept: clear });
          }
        },
      },
    );
  }

  function sendPassword(form: PasswordForm, reset: () => void) {
    if (state.state !== 'password') return;
    send({ type: 'passwordSubmitted' });
    const { numbers, uuid } = state.memory;
    setPassword.mutate(
      { line: lineOf(numbers), password: form.password, uuid },
      {
        onSuccess: (outcome) => {
          send({ type: 'passwordAnswered', outcome });
          if (outcome.kind === 'failed') {
            showAlert({ type: 'warning', message: outcome.message ?? texts.alerts.passwordNotSet, onAccept: reset });
            return;
          }
          clearOtpUuid();
          storeSessionUser(outcome.user, { profileType: LINE_TYPE_CODES[lineType] });
          void navigate(accountPaths.accountHome, { replace: true });
        },
      },
    );
  }

  // A step the flow cannot show (nothing sent for this line type, no valid code) goes back to step 1.
  if (step > shownStep) {
    const params = new URLSearchParams(searchParams);
    params.delete(RECOVERY_QUERY.step);
    return <Navigate to={{ search: params.toString() }} replace />;
  }

  const sentForThisType = state.state === 'number' && state.memory?.numbers.lineType === lineType ? state.memory.numbers : undefined;

  return (
    <Page variant={stepLayout} heading={accountTexts.recovery.heading} className={styles.page} step={stepKey}>
      <h2 className={styles.step} tabIndex={-1}>
        {stepHeadings[shownStep]}
      </h2>
      {shownStep === 1 && (
        <>
          {alreadyRegistered && <p className={styles.notice}>{texts.alreadyRegistered}</p>}
          <p>{usesServiceNumber(lineType) ? texts.intro.service : texts.intro.number}</p>
          <RecoveryNumberForm
            key={lineType}
            lineType={lineType}
            defaultValues={sentForThisType?.form}
            busy={state.state === 'requestingCode'}
            onSubmit={sendNumbers}
          />
        </>
      )}
      {(state.state === 'locked' || state.state === 'resendingCode') && (
        <LockoutTimer unlockDate={state.memory.unlockDate} onResend={sendAgain} resendDisabled={state.state === 'resendingCode'} headingLevel={3} />
      )}
      {(state.state === 'code' || state.state === 'checkingCode') && <RecoveryCodeForm busy={state.state === 'checkingCode'} onSubmit={sendCode} />}
      {shownStep === 3 && <RecoveryPasswordForm busy={state.state !== 'password'} onSubmit={sendPassword} />}
    </Page>
  );
}
