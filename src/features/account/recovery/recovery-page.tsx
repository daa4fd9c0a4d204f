import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { LINE_TYPE_CODES, parseLineType, usesServiceNumber, type LineType } from '@/shared/domain/line-check/line-type';
import { accountPaths } from '@/shared/domain/routing/paths';
import { clearOtpUuid, storeOtpUuid } from '@/shared/domain/session/account-storage';
import { storeSessionUser } from '@/shared/domain/session/session-store';
import { useAlert } from '@/shared/ui/alert/alert-context';
import { LockoutTimer } from '@/shared/ui/lockout-timer/lockout-timer';
import { Page } from '@/shared/ui/page/page';
import { stepLayout } from '@/shared/ui/page/step-page';
import { accountTexts } from '../texts';
import { requestRecoveryCode, setRecoveryPassword, validateRecoveryPin, type CodeRequestOutcome, type RecoveryLine } from './api/recovery-api';
import { RecoveryCodeForm } from './components/recovery-code-form';
import { RecoveryNumberForm } from './components/recovery-number-form';
import { RecoveryPasswordForm } from './components/recovery-password-form';
import type { RecoveryNumberForm as NumberForm, RecoveryPasswordForm as PasswordForm } from './form-values';
import styles from './recovery-page.module.css';
import { recoveryTexts as texts } from './texts';

/** Query parameters of the page (spec 2.9, 2.10): the step, the line type, "already registered". */
export const RECOVERY_QUERY = { step: 'verification', lineType: 'type', alreadyRegistered: 'exist' } as const;

export type RecoveryStep = 1 | 2 | 3;

/** The step the query names; anything but 2 or 3 is the number entry. */
export function recoveryStepOf(value: string | null): RecoveryStep {
  return value === '2' ? 2 : value === '3' ? 3 : 1;
}

/** What step 1 sent, for the line type it was sent for. */
type SentNumbers = { lineType: LineType; form: NumberForm };

function lineOf({ lineType, form }: SentNumbers): RecoveryLine {
  return usesServiceNumber(lineType) ? { lineType, number: form.phone, serviceNumber: form.serviceNumber } : { lineType, number: form.lineNumber };
}

const stepHeadings: Record<RecoveryStep, string> = {
  1: texts.steps.number,
  2: texts.steps.code,
  3: texts.steps.password,
};

/**
 * Password recovery (spec 2.9, 4 "Recovery"): the number, then the code or the lockout timer,
 * then the new password. What was sent lives in this page's memory: a step in the query without
 * it (a reload, a shared link) goes back to step 1.
 */
export function RecoveryPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const { showAlert } = useAlert();
  const lineType = parseLineType(searchParams.get(RECOVERY_QUERY.lineType));
  const step = recoveryStepOf(searchParams.get(RECOVERY_QUERY.step));
  const alreadyRegistered = searchParams.get(RECOVERY_QUERY.alreadyRegistered) === '1';

  const [sent, setSent] = useState<SentNumbers>();
  const [unlockDate, setUnlockDate] = useState<string>();
  const [uuid, setUuid] = useState<string>();
  const requestCode = useMutation({ mutationFn: requestRecoveryCode });
  const validatePin = useMutation({ mutationFn: ({ line, pin }: { line: RecoveryLine; pin: string }) => validateRecoveryPin(line, pin) });
  const setPassword = useMutation({
    mutationFn: ({ line, password, uuid }: { line: RecoveryLine; password: string; uuid: string }) => setRecoveryPassword(line, password, uuid),
  });

  // Each step, and the lockout within step 2, brings its heading below the sticky header with the focus.
  const stepKey = unlockDate && step === 2 ? 'locked' : String(step);

  const sentForThisType = sent?.lineType === lineType ? sent : undefined;
  const isStepValid = step === 1 || (sentForThisType !== undefined && (step === 2 || uuid !== undefined));

  function goToStep(next: RecoveryStep) {
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      if (next === 1) params.delete(RECOVERY_QUERY.step);
      else params.set(RECOVERY_QUERY.step, String(next));
      return params;
    });
  }

  /** Step 1's answer, also the answer of "Enviar nuevamente" at the end of a lockout. */
  function handleCodeRequest(outcome: CodeRequestOutcome, numbers: SentNumbers, resetNumberForm?: () => void) {
    switch (outcome.kind) {
      case 'sent':
      case 'locked':
        setSent(numbers);
        setUuid(undefined);
        setUnlockDate(outcome.kind === 'locked' ? outcome.unlockDate : undefined);
        if (step !== 2) goToStep(2);
        return;
      case 'notRegistered':
        showAlert({
          type: 'warning',
          message: outcome.message ?? texts.alerts.notRegistered,
          onAccept: () => {
            resetNumberForm?.();
            setSent(undefined);
            void navigate({ pathname: accountPaths.register, search: `?${RECOVERY_QUERY.lineType}=${lineType}` });
          },
        });
        return;
      case 'failed':
        showAlert({ type: 'warning', message: outcome.message ?? texts.alerts.codeNotGenerated });
    }
  }

  async function sendNumbers(form: NumberForm, reset: () => void) {
    const numbers = { lineType, form };
    handleCodeRequest(await requestCode.mutateAsync(lineOf(numbers)), numbers, reset);
  }

  async function sendAgain() {
    if (!sentForThisType) return;
    handleCodeRequest(await requestCode.mutateAsync(lineOf(sentForThisType)), sentForThisType);
  }

  async function sendCode(code: string, clear: () => void) {
    if (!sentForThisType) return;
    const outcome = await validatePin.mutateAsync({ line: lineOf(sentForThisType), pin: code });
    if (outcome.kind === 'valid') {
      storeOtpUuid(outcome.uuid);
      setUuid(outcome.uuid);
      goToStep(3);
    } else if (outcome.kind === 'locked') {
      clear();
      setUnlockDate(outcome.unlockDate);
    } else {
      showAlert({ type: 'warning', message: outcome.message ?? texts.alerts.pinInvalid, onAccept: clear });
    }
  }

  async function sendPassword(form: PasswordForm, reset: () => void) {
    if (!sentForThisType || !uuid) return;
    const outcome = await setPassword.mutateAsync({ line: lineOf(sentForThisType), password: form.password, uuid });
    if (outcome.kind === 'failed') {
      showAlert({ type: 'warning', message: outcome.message ?? texts.alerts.passwordNotSet, onAccept: reset });
      return;
    }
    clearOtpUuid();
    storeSessionUser(outcome.user, { profileType: LINE_TYPE_CODES[lineType] });
    void navigate(accountPaths.accountHome, { replace: true });
  }

  if (!isStepValid) {
    const params = new URLSearchParams(searchParams);
    params.delete(RECOVERY_QUERY.step);
    return <Navigate to={{ search: params.toString() }} replace />;
  }

  return (
    <Page variant={stepLayout} heading={accountTexts.recovery.heading} className={styles.page} step={stepKey}>
      <h2 className={styles.step} tabIndex={-1}>
        {stepHeadings[step]}
      </h2>
      {step === 1 && (
        <>
          {alreadyRegistered && <p className={styles.notice}>{texts.alreadyRegistered}</p>}
          <p>{usesServiceNumber(lineType) ? texts.intro.service : texts.intro.number}</p>
          <RecoveryNumberForm key={lineType} lineType={lineType} defaultValues={sentForThisType?.form} onSubmit={sendNumbers} />
        </>
      )}
      {step === 2 &&
        (unlockDate ? (
          <LockoutTimer unlockDate={unlockDate} onResend={() => void sendAgain()} resendDisabled={requestCode.isPending} headingLevel={3} />
        ) : (
          <RecoveryCodeForm onSubmit={sendCode} />
        ))}
      {step === 3 && <RecoveryPasswordForm onSubmit={sendPassword} />}
    </Page>
  );
}
