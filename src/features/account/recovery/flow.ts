import { usesServiceNumber, type LineType } from '@/shared/domain/line-check/line-type';
import { defineMachine } from '@/shared/flow/machine';
import type { CodeRequestOutcome, PasswordOutcome, PinOutcome, RecoveryLine } from './api/recovery-api';
import type { RecoveryNumberForm } from './form-values';

export type RecoveryStep = 1 | 2 | 3;

/** What step 1 sent, for the line type it was sent for. */
export type SentNumbers = { lineType: LineType; form: RecoveryNumberForm };

export function lineOf({ lineType, form }: SentNumbers): RecoveryLine {
  return usesServiceNumber(lineType) ? { lineType, number: form.phone, serviceNumber: form.serviceNumber } : { lineType, number: form.lineNumber };
}

/**
 * What the page remembers once a code was asked for: the numbers, the lockout's end while the
 * number is locked, the uuid of a valid code. It survives Back and Forward, not a reload.
 */
export type Memory = { numbers: SentNumbers; unlockDate: string | undefined; uuid: string | undefined };
type Locked = Memory & { unlockDate: string };
type Verified = Memory & { uuid: string };

export type RecoveryState =
  | { state: 'number'; memory: Memory | undefined }
  | { state: 'requestingCode'; memory: Memory | undefined; numbers: SentNumbers }
  | { state: 'code'; memory: Memory & { unlockDate: undefined } }
  | { state: 'checkingCode'; memory: Memory }
  | { state: 'locked'; memory: Locked }
  | { state: 'resendingCode'; memory: Locked }
  | { state: 'password'; memory: Verified }
  | { state: 'settingPassword'; memory: Verified }
  | { state: 'done' };

export type RecoveryEvent =
  /** The address shows a step (a step sent, Back, Forward, a shared link) for a line type. */
  | { type: 'shown'; step: RecoveryStep; lineType: LineType }
  | { type: 'numbersSubmitted'; numbers: SentNumbers }
  | { type: 'codeRequested'; outcome: CodeRequestOutcome }
  | { type: 'resend' }
  | { type: 'codeSubmitted' }
  | { type: 'pinChecked'; outcome: PinOutcome }
  | { type: 'passwordSubmitted' }
  | { type: 'passwordAnswered'; outcome: PasswordOutcome };

type Shown = Extract<RecoveryEvent, { type: 'shown' }>;
type IdleState = Extract<RecoveryState, { state: 'number' | 'code' | 'locked' | 'password' }>;

/** The step a state shows (what the address should say). */
export function stepOf({ state }: RecoveryState): RecoveryStep {
  if (state === 'number' || state === 'requestingCode') return 1;
  if (state === 'password' || state === 'settingPassword' || state === 'done') return 3;
  return 2;
}

/**
 * The state a step of the address stands for, from what is remembered: steps 2 and 3 need a
 * code asked for this line type (and step 3 a valid code); otherwise the number entry.
 */
function shownState(current: IdleState, { step, lineType }: Shown): IdleState {
  const { memory } = current;
  if (step === stepOf(current) && (current.state === 'number' || memory?.numbers.lineType === lineType)) return current;
  if (step === 1 || !memory || memory.numbers.lineType !== lineType) return { state: 'number', memory };
  if (step === 2)
    return memory.unlockDate
      ? { state: 'locked', memory: { ...memory, unlockDate: memory.unlockDate } }
      : { state: 'code', memory: { ...memory, unlockDate: undefined } };
  return memory.uuid ? { state: 'password', memory: { ...memory, uuid: memory.uuid } } : { state: 'number', memory };
}

/** A code request's answer: the code step, the lockout, or back where the numbers were typed. */
function afterCodeRequest(numbers: SentNumbers, outcome: CodeRequestOutcome): Extract<RecoveryState, { state: 'code' | 'locked' }> | undefined {
  if (outcome.kind === 'sent') return { state: 'code', memory: { numbers, unlockDate: undefined, uuid: undefined } };
  if (outcome.kind === 'locked') return { state: 'locked', memory: { numbers, unlockDate: outcome.unlockDate, uuid: undefined } };
  return undefined;
}

export const recoveryMachine = defineMachine<RecoveryState, RecoveryEvent>({
  id: 'recovery',
  summary: 'Password recovery: the number, the code (or the lockout and a new code), the new password.',
  initial: ['number'],
  transitions: {
    number: {
      shown: { to: ['number', 'code', 'locked', 'password'], run: shownState },
      numbersSubmitted: { to: ['requestingCode'], run: ({ memory }, { numbers }) => ({ state: 'requestingCode', memory, numbers }) },
    },
    requestingCode: {
      codeRequested: {
        to: ['code', 'locked', 'number'],
        run: ({ memory, numbers }, { outcome }) =>
          afterCodeRequest(numbers, outcome) ??
            // Not registered: the visitor is sent to the registration, nothing is kept; a failure keeps what was sent before.
            { state: 'number', memory: outcome.kind === 'notRegistered' ? undefined : memory },
      },
    },
    code: {
      shown: { to: ['number', 'code', 'password'], run: shownState },
      codeSubmitted: { to: ['checkingCode'], run: ({ memory }) => ({ state: 'checkingCode', memory }) },
    },
    checkingCode: {
      pinChecked: {
        to: ['password', 'locked', 'code'],
        run: ({ memory }, { outcome }) => {
          if (outcome.kind === 'valid') return { state: 'password', memory: { ...memory, uuid: outcome.uuid } };
          if (outcome.kind === 'locked') return { state: 'locked', memory: { ...memory, unlockDate: outcome.unlockDate } };
          return { state: 'code', memory: { ...memory, unlockDate: undefined } };
        },
      },
    },
    locked: {
      shown: { to: ['number', 'locked', 'password'], run: shownState },
      resend: { to: ['resendingCode'], run: ({ memory }) => ({ state: 'resendingCode', memory }) },
    },
    resendingCode: {
      // A refused new code leaves the lockout screen as it was, under the warning.
      codeRequested: { to: ['code', 'locked'], run: ({ memory }, { outcome }) => afterCodeRequest(memory.numbers, outcome) ?? { state: 'locked', memory } },
    },
    password: {
      shown: { to: ['number', 'code', 'locked', 'password'], run: shownState },
      passwordSubmitted: { to: ['settingPassword'], run: ({ memory }) => ({ state: 'settingPassword', memory }) },
    },
    settingPassword: {
      passwordAnswered: {
        to: ['done', 'password'],
        run: ({ memory }, { outcome }) => (outcome.kind === 'set' ? { state: 'done' } : { state: 'password', memory }),
      },
    },
    done: {},
  },
});
