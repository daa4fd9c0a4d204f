import { CodeEntryInput, useCodeEntry } from './code-entry';
import codeStyles from './code-step.module.css';
import { codeStepTexts as texts } from './texts';
import { Button } from '../button/button';
import { LockoutTimer } from '../lockout-timer/lockout-timer';
import { stepPageStyles as styles } from '../page/step-page-styles';

/** Where a one-time code flow stands: the code asked for (with the server's "sent" line), or locked out. */
export type CodeStepState = { kind: 'code'; sentMessage: string | undefined } | { kind: 'locked'; unlockDate: string };

export interface CodeStepProps {
  state: CodeStepState;
  /** The line the code went to, as shown (formatted). */
  phone: string;
  /** Boxes of the code input. */
  length: number;
  /** The feature's own lines: where the code went, and the button back to the previous step. */
  sentTo: (phone: string) => string;
  backLabel: string;
  /** The message of the last refusal (a wrong code, a failed check, a failed resend). */
  error: string | undefined;
  /** Added to the message of a wrong code unless the server's message already says it. */
  attemptsRemaining: number | undefined;
  busy: boolean;
  /** Resolves to whether the code was taken; a refused code empties the boxes. */
  onVerify: (code: string) => Promise<boolean>;
  onResend: () => void;
  onBack: () => void;
}

/** A wrong code's message with the attempts left, unless the message already names them. */
export function codeErrorText(message: string, attemptsRemaining: number | undefined): string {
  if (attemptsRemaining === undefined || message.includes(String(attemptsRemaining))) return message;
  return `${message} ${texts.attempts(attemptsRemaining)}`;
}

/**
 * The one-time code step of a page on the step layout: the shared code input
 * "Verificar" disabled until the code is complete, a new code, the way back; or,
 * once the server locks the line, the shared lockout screen with the message of a
 * failed resend under it. The SIM replacement and the card replacement use it.
 */
export function CodeStep({ state, error, ...form }: CodeStepProps) {
  if (state.kind === 'locked') {
    return (
      <>
        <LockoutTimer unlockDate={state.unlockDate} resendDisabled={form.busy} onResend={form.onResend} />
        {error && (
          <p role="alert" className={`${styles.notice} ${styles.failure}`}>
            {error}
          </p>
        )}
      </>
    );
  }
  return (
    <section aria-label={texts.title}>
      <h2>{texts.title}</h2>
      {state.sentMessage && <p role="status">{state.sentMessage}</p>}
      <CodeForm {...form} error={error} />
    </section>
  );
}

/** `text` with `part` kept on one line: a number in groups ("55 12 34 56 78") never breaks between them. */
function KeepTogether({ text, part }: { text: string; part: string }) {
  const at = part ? text.indexOf(part) : -1;
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <span className={codeStyles.unbroken}>{part}</span>
      {text.slice(at + part.length)}
    </>
  );
}

function CodeForm({ phone, length, sentTo, backLabel, error, attemptsRemaining, busy, onVerify, onResend, onBack }: Omit<CodeStepProps, 'state'>) {
  const entry = useCodeEntry({ length, busy, onVerify });
  const shownError = error ? codeErrorText(error, attemptsRemaining) : undefined;

  return (
    <form className={styles.form} noValidate onSubmit={entry.submit} aria-label={texts.title}>
      <p>
        <KeepTogether text={sentTo(phone)} part={phone} />
      </p>
      <CodeEntryInput entry={entry} label={texts.label} error={entry.code ? undefined : shownError} busy={busy} />
      <Button type="submit" variant="accent" fullWidth disabled={!entry.complete} busy={busy}>
        {texts.verify}
      </Button>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onResend} disabled={busy}>
          {texts.resend}
        </Button>
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          {backLabel}
        </Button>
      </div>
    </form>
  );
}
