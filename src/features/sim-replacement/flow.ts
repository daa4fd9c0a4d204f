import { defineMachine } from '@/shared/flow/machine';
import { codeRefusalOf, type CodeRefusal } from '@/shared/ui/code-step/code-refusal';
import type { CodeStepState } from '@/shared/ui/code-step/code-step';
import type { CheckOutcome, ReplacementOutcome, SendOutcome } from './api/outcomes';
import type { SimReplacementForm } from './form';
import { simReplacementTexts as texts } from './texts';

/** The code step as shown: the code (with the server's "sent" line) or the lockout, and the last refusal under it. */
type CodeView = { view: CodeStepState; refusal: CodeRefusal | undefined };

export type SimReplacementState =
  /** The data, as last sent, with the reason they came back (a refused code request or request). */
  | { state: 'data'; form: SimReplacementForm; failure: string | undefined }
  | { state: 'sendingCode'; form: SimReplacementForm }
  | ({ state: 'code'; form: SimReplacementForm } & CodeView)
  | ({ state: 'resendingCode'; form: SimReplacementForm } & CodeView)
  | ({ state: 'checkingCode'; form: SimReplacementForm } & CodeView)
  /** The code was valid: the replacement is requested. */
  | ({ state: 'requesting'; form: SimReplacementForm } & CodeView)
  | { state: 'done'; form: SimReplacementForm; message: string };

export type SimReplacementEvent =
  | { type: 'dataSubmitted'; form: SimReplacementForm }
  | { type: 'codeSent'; outcome: SendOutcome }
  | { type: 'resend' }
  | { type: 'codeSubmitted' }
  | { type: 'codeChecked'; outcome: CheckOutcome }
  | { type: 'requestAnswered'; outcome: ReplacementOutcome }
  /** "Cambiar datos": back to the data as sent. */
  | { type: 'back' }
  /** "Hacer otra solicitud": the data start again from the session's. */
  | { type: 'startAgain'; form: SimReplacementForm };

/** What the code step shows after a code request that did not fail. */
function codeStepOf(form: SimReplacementForm, outcome: Exclude<SendOutcome, { kind: 'failed' }>): Extract<SimReplacementState, { state: 'code' }> {
  // The lockout screen stands alone: the last wrong code's message does not follow it there.
  const view: CodeStepState = outcome.kind === 'sent' ? { kind: 'code', sentMessage: outcome.message } : { kind: 'locked', unlockDate: outcome.unlockDate };
  return { state: 'code', form, view, refusal: undefined };
}

/** Whether a checked code was taken (valid, or locked out): a refused one empties the boxes. */
export function codeTaken(outcome: CheckOutcome): boolean {
  return outcome.kind === 'valid' || outcome.kind === 'locked';
}

/** The step the page shows, for its heading's focus: the data, the code, the lockout, the answer. */
export function stepOf(current: SimReplacementState): 'data' | 'code' | 'locked' | 'done' {
  if (current.state === 'data' || current.state === 'sendingCode') return 'data';
  if (current.state === 'done') return 'done';
  return current.view.kind;
}

const backToData = ({ form }: { form: SimReplacementForm }): SimReplacementState => ({ state: 'data', form, failure: undefined });

export const simReplacementMachine = defineMachine<SimReplacementState, SimReplacementEvent>({
  id: 'simReplacement',
  summary: 'SIM replacement: the line, the new SIM and the reason, then the code of the line (or the lockout), then the request and its answer.',
  initial: ['data'],
  transitions: {
    data: {
      dataSubmitted: { to: ['sendingCode'], run: (_state, { form }) => ({ state: 'sendingCode', form }) },
    },
    sendingCode: {
      codeSent: {
        to: ['code', 'data'],
        run: ({ form }, { outcome }) =>
          outcome.kind === 'failed' ? { state: 'data', form, failure: outcome.message ?? texts.errors.sendFailed } : codeStepOf(form, outcome),
      },
    },
    code: {
      resend: { to: ['resendingCode'], run: (current) => ({ ...current, state: 'resendingCode' }) },
      codeSubmitted: { to: ['checkingCode'], run: (current) => ({ ...current, state: 'checkingCode' }) },
      back: { to: ['data'], run: backToData },
    },
    resendingCode: {
      codeSent: {
        to: ['code'],
        run: (current, { outcome }) =>
          outcome.kind === 'failed'
            ? { ...current, state: 'code', refusal: { message: outcome.message ?? texts.errors.sendFailed, attemptsRemaining: undefined } }
            : codeStepOf(current.form, outcome),
      },
    },
    checkingCode: {
      codeChecked: {
        to: ['requesting', 'code'],
        run: (current, { outcome }) => {
          if (outcome.kind === 'valid') return { ...current, state: 'requesting' };
          if (outcome.kind === 'locked') return codeStepOf(current.form, outcome);
          return { ...current, state: 'code', refusal: codeRefusalOf(outcome, texts.errors) };
        },
      },
    },
    requesting: {
      requestAnswered: {
        to: ['done', 'data'],
        run: ({ form }, { outcome }) =>
          outcome.kind === 'requested'
            ? { state: 'done', form, message: outcome.message ?? texts.done.message }
            : // The code was spent: the data come back, as typed, with the reason.
              { state: 'data', form, failure: outcome.message ?? texts.errors.rejected },
      },
    },
    done: {
      startAgain: { to: ['data'], run: (_state, { form }) => backToData({ form }) },
    },
  },
});
