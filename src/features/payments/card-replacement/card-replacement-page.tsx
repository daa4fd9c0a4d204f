import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { accountPaths } from '@/shared/domain/routing/paths';
import { useSessionUser } from '@/shared/domain/session';
import { formatPhone } from '@/shared/format/phone';
import { Button, ButtonLink } from '@/shared/ui/button/button';
import { codeRefusalOf, type CodeRefusal } from '@/shared/ui/code-step/code-refusal';
import type { CodeStepState } from '@/shared/ui/code-step/code-step';
import { lazyWithRetry } from '@/shared/ui/lazy-retry';
import { Page } from '@/shared/ui/page/page';
import { stepLayout } from '@/shared/ui/page/step-page';
import { stepPageStyles as styles } from '@/shared/ui/page/step-page-styles';
import { checkReplacementCode, processorSetupQueryOptions, ProcessorSetupError, registerReplacement, sendReplacementCode } from './api/card-replacement-api';
import type { SendOutcome } from './api/outcomes';
import { NewCardForm } from './components/new-card-form';
import { CARD_REPLACEMENT_CODE_LENGTH, replacementTargetOf } from './replacement-rules';
import { cardReplacementTexts as texts } from './texts';

// Needed only once the card is in: loaded while it is tokenised (route budget).
const CodeStep = lazyWithRetry(async () => (await import('@/shared/ui/code-step/code-step')).CodeStep);
function preloadNextSteps() {
  void CodeStep.preload().catch(() => undefined);
}

/** The code and lockout steps keep the new card's token: the replacement is registered with it. */
type Step = { kind: 'card' } | (CodeStepState & { token: string }) | { kind: 'done'; message: string };

/**
 * /cambiar-tarjeta, from a recurring top-up's "Cambiar tarjeta": the new card is
 * tokenised, a one-time code goes to the line, and once the code is valid the replacement is
 * registered with the code's uuid and the card's token. Too many wrong codes show the shared
 * lockout screen.
 */
export function CardReplacementPage() {
  const user = useSessionUser();
  const [search] = useSearchParams();
  const target = replacementTargetOf(search, user?.number);
  const processor = useQuery(processorSetupQueryOptions());
  const [step, setStep] = useState<Step>({ kind: 'card' });
  const [cardFailure, setCardFailure] = useState<string>();
  const [codeError, setCodeError] = useState<CodeRefusal>();
  const sending = useMutation({ mutationFn: sendReplacementCode });
  const checking = useMutation({ mutationFn: (code: string) => checkReplacementCode(target?.dn ?? '', code) });
  const replacing = useMutation({ mutationFn: registerReplacement });
  const cardFailureRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (cardFailure) cardFailureRef.current?.focus();
  }, [cardFailure]);

  if (!target) {
    return (
      <Shell>
        <p role="alert" className={`${styles.notice} ${styles.failure}`}>
          {texts.errors.noLine}
        </p>
        <ButtonLink to={accountPaths.recurringTopUps} variant="secondary">
          {texts.backToRecurring}
        </ButtonLink>
      </Shell>
    );
  }
  const { dn, recurringTopUpId } = target;
  const phone = formatPhone(dn);

  /** After a code request: the code step, the lockout, or the message where the visitor is. */
  function afterSend(outcome: SendOutcome, token: string, onFailure: (message: string) => void) {
    if (outcome.kind === 'sent') {
      setCodeError(undefined);
      setStep({ kind: 'code', token, sentMessage: outcome.message });
    } else if (outcome.kind === 'locked') {
      setStep({ kind: 'locked', token, unlockDate: outcome.unlockDate });
    } else {
      onFailure(outcome.message ?? texts.errors.sendFailed);
    }
  }

  async function sendFor(token: string, onFailure: (message: string) => void) {
    afterSend(await sending.mutateAsync(dn), token, onFailure);
  }

  function tokenised(token: string) {
    setCardFailure(undefined);
    void sendFor(token, setCardFailure);
  }

  async function verify(token: string, code: string): Promise<boolean> {
    const checked = await checking.mutateAsync(code);
    if (checked.kind === 'valid') {
      const replaced = await replacing.mutateAsync({ dn, uuid: checked.uuid, token, recurringTopUpId });
      if (replaced.kind === 'replaced') {
        setStep({ kind: 'done', message: replaced.message ?? texts.done.message });
      } else {
        // The token was spent: the card is typed again.
        setCardFailure(replaced.message ?? texts.errors.rejected);
        setStep({ kind: 'card' });
      }
      return true;
    }
    if (checked.kind === 'locked') {
      setStep({ kind: 'locked', token, unlockDate: checked.unlockDate });
      return true;
    }
    setCodeError(codeRefusalOf(checked, texts.errors));
    return false;
  }

  function changeCard() {
    setCodeError(undefined);
    setCardFailure(undefined);
    setStep({ kind: 'card' });
  }

  const busy = sending.isPending || checking.isPending || replacing.isPending;

  return (
    <Shell step={step.kind}>
      {step.kind === 'done' ? (
        <div role="status" className={styles.success}>
          <h2>{texts.done.title}</h2>
          <p>{step.message}</p>
          <ButtonLink to={accountPaths.recurringTopUps} variant="secondary">
            {texts.backToRecurring}
          </ButtonLink>
        </div>
      ) : step.kind === 'code' || step.kind === 'locked' ? (
        <CodeStep
          state={step}
          phone={phone}
          length={CARD_REPLACEMENT_CODE_LENGTH}
          sentTo={texts.code.sentTo}
          backLabel={texts.changeCard}
          error={codeError?.message}
          attemptsRemaining={codeError?.attemptsRemaining}
          busy={busy}
          onVerify={(code) => verify(step.token, code)}
          onResend={() => void sendFor(step.token, (message) => setCodeError({ message, attemptsRemaining: undefined }))}
          onBack={changeCard}
        />
      ) : (
        <section aria-label={texts.steps.card}>
          <h2>{texts.steps.card}</h2>
          <p>{texts.intro(phone)}</p>
          {cardFailure && (
            <p ref={cardFailureRef} tabIndex={-1} role="alert" className={`${styles.notice} ${styles.failure}`}>
              {cardFailure}
            </p>
          )}
          {processor.isSuccess ? (
            <NewCardForm processor={processor.data} busy={busy} onToken={tokenised} onTokenizing={preloadNextSteps} />
          ) : processor.isError ? (
            <div className={styles.form}>
              <p role="alert" className={`${styles.notice} ${styles.failure}`}>
                {(processor.error instanceof ProcessorSetupError ? processor.error.serverMessage : undefined) ?? texts.errors.processorUnavailable}
              </p>
              <Button variant="secondary" onClick={() => void processor.refetch()} disabled={processor.isFetching}>
                {texts.retry}
              </Button>
            </div>
          ) : (
            <p role="status">{texts.loading}</p>
          )}
        </section>
      )}
    </Shell>
  );
}

function Shell({ step = 'card', children }: { step?: string; children: ReactNode }) {
  return (
    <Page variant={stepLayout} narrow heading={texts.heading} step={step} loading={texts.loadingStep}>
      {children}
    </Page>
  );
}
