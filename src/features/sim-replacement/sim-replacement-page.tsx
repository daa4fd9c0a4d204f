import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { paths } from '@/shared/domain/routing/paths';
import { useSessionUser } from '@/shared/domain/session';
import { formatPhone } from '@/shared/format/phone';
import { Button, ButtonLink } from '@/shared/ui/button/button';
import { codeRefusalOf, type CodeRefusal } from '@/shared/ui/code-step/code-refusal';
import type { CodeStepState } from '@/shared/ui/code-step/code-step';
import { lazyWithRetry } from '@/shared/ui/lazy-retry';
import { Page } from '@/shared/ui/page/page';
import { stepLayout } from '@/shared/ui/page/step-page';
import { stepPageStyles as styles } from '@/shared/ui/page/step-page-styles';
import type { SendOutcome } from './api/outcomes';
import { toReplacementRequest } from './api/replacement-request';
import { checkReplacementCode, requestReplacement, requestReplacementCode } from './api/sim-replacement-api';
import { RequestForm } from './components/request-form';
import { emptySimReplacementForm, SIM_REPLACEMENT_CODE_LENGTH, type SimReplacementForm } from './form';
import { simReplacementTexts as texts } from './texts';

// Needed only once the data are sent: loaded while the code is requested (route budget).
const CodeStep = lazyWithRetry(async () => (await import('@/shared/ui/code-step/code-step')).CodeStep);
function preloadNextSteps() {
  void CodeStep.preload().catch(() => undefined);
}

type Step = { kind: 'data' } | CodeStepState | { kind: 'done'; message: string };

/**
 * /reposicion-sim: a customer whose SIM was lost, stolen or damaged moves the
 * number to a new SIM. The line, the new SIM's ICCID, the e-mail and the reason; then the
 * one-time code of the line (shared code input, lockout screen on 429); then the request and
 * its answer. Public: a customer without the phone may have no session; a session fills the line.
 */
export function SimReplacementPage() {
  const user = useSessionUser();
  const [form, setForm] = useState<SimReplacementForm>(() => ({ ...emptySimReplacementForm, phone: user?.number ?? '', email: user?.email ?? '' }));
  const [step, setStep] = useState<Step>({ kind: 'data' });
  const [dataFailure, setDataFailure] = useState<string>();
  const [codeError, setCodeError] = useState<CodeRefusal>();
  const sending = useMutation({ mutationFn: requestReplacementCode });
  const checking = useMutation({ mutationFn: ({ dn, otp }: { dn: string; otp: string }) => checkReplacementCode(dn, otp) });
  const requesting = useMutation({ mutationFn: requestReplacement });
  const failureRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (dataFailure) failureRef.current?.focus();
  }, [dataFailure]);

  const phone = formatPhone(form.phone);

  /** After a code request: the code step, the lockout, or the message where the visitor is. */
  function afterSend(outcome: SendOutcome, onFailure: (message: string) => void) {
    if (outcome.kind === 'sent') {
      setCodeError(undefined);
      setStep({ kind: 'code', sentMessage: outcome.message });
    } else if (outcome.kind === 'locked') {
      // The lockout screen stands alone: the last wrong code's message does not follow it there.
      setCodeError(undefined);
      setStep({ kind: 'locked', unlockDate: outcome.unlockDate });
    } else {
      onFailure(outcome.message ?? texts.errors.sendFailed);
    }
  }

  async function sendCode(dn: string, onFailure: (message: string) => void) {
    afterSend(await sending.mutateAsync(dn), onFailure);
  }

  function submitData(submitted: SimReplacementForm) {
    setForm(submitted);
    setDataFailure(undefined);
    preloadNextSteps();
    void sendCode(submitted.phone, setDataFailure);
  }

  const resend = () => void sendCode(form.phone, (message) => setCodeError({ message, attemptsRemaining: undefined }));

  async function verify(code: string): Promise<boolean> {
    const checked = await checking.mutateAsync({ dn: form.phone, otp: code });
    if (checked.kind === 'valid') {
      const answer = await requesting.mutateAsync(toReplacementRequest(form));
      if (answer.kind === 'requested') {
        setStep({ kind: 'done', message: answer.message ?? texts.done.message });
      } else {
        // The code was spent: the data come back, as typed, with the reason.
        setDataFailure(answer.message ?? texts.errors.rejected);
        setStep({ kind: 'data' });
      }
      return true;
    }
    if (checked.kind === 'locked') {
      setCodeError(undefined);
      setStep({ kind: 'locked', unlockDate: checked.unlockDate });
      return true;
    }
    setCodeError(codeRefusalOf(checked, texts.errors));
    return false;
  }

  function changeData() {
    setCodeError(undefined);
    setDataFailure(undefined);
    setStep({ kind: 'data' });
  }

  function startAgain() {
    setForm({ ...emptySimReplacementForm, phone: user?.number ?? '', email: user?.email ?? '' });
    setDataFailure(undefined);
    setCodeError(undefined);
    setStep({ kind: 'data' });
  }

  const busy = sending.isPending || checking.isPending || requesting.isPending;

  return (
    <Page variant={stepLayout} narrow heading={texts.heading} step={step.kind} loading={texts.loadingStep}>
      {step.kind === 'done' ? (
        <div role="status" className={styles.success}>
          <h2>{texts.done.title}</h2>
          <p>{step.message}</p>
          <p>{texts.done.summary(phone, form.email.trim())}</p>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={startAgain}>
              {texts.done.again}
            </Button>
            <ButtonLink to={paths.home} variant="secondary">
              {texts.done.home}
            </ButtonLink>
          </div>
        </div>
      ) : step.kind === 'code' || step.kind === 'locked' ? (
        <CodeStep
          state={step}
          phone={phone}
          length={SIM_REPLACEMENT_CODE_LENGTH}
          sentTo={texts.code.sentTo}
          backLabel={texts.changeData}
          error={codeError?.message}
          attemptsRemaining={codeError?.attemptsRemaining}
          busy={busy}
          onVerify={verify}
          onResend={resend}
          onBack={changeData}
        />
      ) : (
        <section aria-label={texts.steps.request}>
          <h2>{texts.steps.request}</h2>
          <p>{texts.intro}</p>
          {dataFailure && (
            <p ref={failureRef} tabIndex={-1} role="alert" className={`${styles.notice} ${styles.failure}`}>
              {dataFailure}
            </p>
          )}
          <RequestForm defaultValues={form} busy={busy} onSubmit={submitData} />
        </section>
      )}
    </Page>
  );
}
