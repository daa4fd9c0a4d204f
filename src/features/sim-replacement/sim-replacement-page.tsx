import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { paths } from '@/shared/domain/routing/paths';
import { useSessionUser } from '@/shared/domain/session';
import { useMachine } from '@/shared/flow/machine';
import { formatPhone } from '@/shared/format/phone';
import { Button, ButtonLink } from '@/shared/ui/button/button';
import { lazyWithRetry } from '@/shared/ui/lazy-retry';
import { Page } from '@/shared/ui/page/page';
import { stepLayout } from '@/shared/ui/page/step-page';
import { stepPageStyles as styles } from '@/shared/ui/page/step-page-styles';
import { toReplacementRequest } from './api/replacement-request';
import { checkReplacementCode, requestReplacement, requestReplacementCode } from './api/sim-replacement-api';
import { RequestForm } from './components/request-form';
import { codeTaken, simReplacementMachine, stepOf, type SimReplacementState } from './flow';
import { emptySimReplacementForm, SIM_REPLACEMENT_CODE_LENGTH, type SimReplacementForm } from './form';
import { simReplacementTexts as texts } from './texts';

// Needed only once the data are sent: loaded while the code is requested (route budget).
const CodeStep = lazyWithRetry(async () => (await import('@/shared/ui/code-step/code-step')).CodeStep);
function preloadNextSteps() {
  void CodeStep.preload().catch(() => undefined);
}

/**
 * /reposicion-sim: a customer whose SIM was lost, stolen or damaged moves the
 * number to a new SIM. The line, the new SIM's ICCID, the e-mail and the reason; then the
 * one-time code of the line (shared code input, lockout screen on 429); then the request and
 * its answer: the SIM replacement machine (flow.ts). Public: a customer without the phone may
 * have no session; a session fills the line.
 */
export function SimReplacementPage() {
  const user = useSessionUser();
  const sessionForm = (): SimReplacementForm => ({ ...emptySimReplacementForm, phone: user?.number ?? '', email: user?.email ?? '' });
  const [state, send] = useMachine(simReplacementMachine, (): SimReplacementState => ({ state: 'data', form: sessionForm(), failure: undefined }));
  const sending = useMutation({ mutationFn: requestReplacementCode });
  const checking = useMutation({ mutationFn: ({ dn, otp }: { dn: string; otp: string }) => checkReplacementCode(dn, otp) });
  const requesting = useMutation({ mutationFn: requestReplacement });
  const failureRef = useRef<HTMLParagraphElement>(null);
  const { form } = state;
  const dataFailure = state.state === 'data' ? state.failure : undefined;

  useEffect(() => {
    if (dataFailure) failureRef.current?.focus();
  }, [dataFailure]);

  const phone = formatPhone(form.phone);

  function sendCode(dn: string) {
    sending.mutate(dn, { onSuccess: (outcome) => send({ type: 'codeSent', outcome }) });
  }

  function submitData(submitted: SimReplacementForm) {
    send({ type: 'dataSubmitted', form: submitted });
    preloadNextSteps();
    sendCode(submitted.phone);
  }

  function resend() {
    send({ type: 'resend' });
    sendCode(form.phone);
  }

  async function verify(code: string): Promise<boolean> {
    send({ type: 'codeSubmitted' });
    const checked = await checking.mutateAsync({ dn: form.phone, otp: code });
    send({ type: 'codeChecked', outcome: checked });
    if (checked.kind === 'valid') requesting.mutate(toReplacementRequest(form), { onSuccess: (outcome) => send({ type: 'requestAnswered', outcome }) });
    return codeTaken(checked);
  }

  const busy = state.state === 'sendingCode' || state.state === 'resendingCode' || state.state === 'checkingCode' || state.state === 'requesting';

  return (
    <Page variant={stepLayout} narrow heading={texts.heading} step={stepOf(state)} loading={texts.loadingStep}>
      {state.state === 'done' ? (
        <div role="status" className={styles.success}>
          <h2>{texts.done.title}</h2>
          <p>{state.message}</p>
          <p>{texts.done.summary(phone, form.email.trim())}</p>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => send({ type: 'startAgain', form: sessionForm() })}>
              {texts.done.again}
            </Button>
            <ButtonLink to={paths.home} variant="secondary">
              {texts.done.home}
            </ButtonLink>
          </div>
        </div>
      ) : state.state !== 'data' && state.state !== 'sendingCode' ? (
        <CodeStep
          state={state.view}
          phone={phone}
          length={SIM_REPLACEMENT_CODE_LENGTH}
          sentTo={texts.code.sentTo}
          backLabel={texts.changeData}
          error={state.refusal?.message}
          attemptsRemaining={state.refusal?.attemptsRemaining}
          busy={busy}
          onVerify={verify}
          onResend={resend}
          onBack={() => send({ type: 'back' })}
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
