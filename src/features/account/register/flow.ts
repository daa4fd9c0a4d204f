import { defineMachine } from '@/shared/flow/machine';
import type { RegisterCodeOutcome, RegisterOtpOutcome } from './api/register-api';
import type { PendingRegistration } from './pending-registration';

/**
 * What the registration remembers: the registration whose code was asked for (also kept in
 * storage, so a reload of the code step finds it) and, while the number is locked, the end of
 * the lockout. Back and Forward keep both.
 */
export type RegistrationMemory = { pending: PendingRegistration; unlockDate: string | undefined };
type Locked = RegistrationMemory & { unlockDate: string };

export type RegistrationState =
  | { state: 'number'; memory: RegistrationMemory | undefined }
  | { state: 'requestingCode'; memory: RegistrationMemory | undefined; registration: PendingRegistration }
  | { state: 'code'; memory: RegistrationMemory & { unlockDate: undefined } }
  /** The code check answered the lockout without its end: the code request answers it. */
  | { state: 'readingLockout'; memory: RegistrationMemory }
  | { state: 'locked'; memory: Locked }
  | { state: 'resendingCode'; memory: Locked }
  /** The code was right: the registration goes on at /completar-registro. */
  | { state: 'verified'; memory: RegistrationMemory; uuid: string };

export type RegistrationEvent =
  /** The address shows the number step or the code step (verification=1): Back, Forward, a reload. */
  | { type: 'shown'; codeStep: boolean }
  | { type: 'numberSubmitted'; registration: PendingRegistration }
  | { type: 'codeRequested'; outcome: RegisterOtpOutcome }
  | { type: 'codeChecked'; outcome: RegisterCodeOutcome }
  | { type: 'resend' };

type CodeStepState = Extract<RegistrationState, { state: 'code' | 'locked' }>;

/** The code step of what is remembered: the lockout while it lasts, else the code. */
function codeStepOf(memory: RegistrationMemory): CodeStepState {
  return memory.unlockDate
    ? { state: 'locked', memory: { ...memory, unlockDate: memory.unlockDate } }
    : { state: 'code', memory: { ...memory, unlockDate: undefined } };
}

/** Whether a state shows the code step (verification=1); the others show the number. */
export function atCodeStep(current: RegistrationState): current is Exclude<RegistrationState, { state: 'number' | 'requestingCode' }> {
  return current.state !== 'number' && current.state !== 'requestingCode';
}

/** The first state: the code step of a stored registration after a reload, else the number. */
export function initialRegistrationState(pending: PendingRegistration | undefined, codeStep: boolean): RegistrationState {
  const memory = pending && { pending, unlockDate: undefined };
  return codeStep && memory ? codeStepOf(memory) : { state: 'number', memory };
}

const backToNumber = ({ memory }: CodeStepState, { codeStep }: { codeStep: boolean }): RegistrationState =>
  codeStep ? codeStepOf(memory) : { state: 'number', memory };

export const registrationMachine = defineMachine<RegistrationState, RegistrationEvent>({
  id: 'registration',
  summary: 'Registration: the number (or service number, e-mail and ICCID), then the code or the lockout, handed over to the complete registration.',
  initial: ['number', 'code'],
  transitions: {
    number: {
      shown: { to: ['code', 'locked', 'number'], run: (current, { codeStep }) => (codeStep && current.memory ? codeStepOf(current.memory) : current) },
      numberSubmitted: { to: ['requestingCode'], run: ({ memory }, { registration }) => ({ state: 'requestingCode', memory, registration }) },
    },
    requestingCode: {
      codeRequested: {
        to: ['code', 'locked', 'number'],
        run: ({ memory, registration }, { outcome }) => {
          if (outcome.kind === 'sent') return { state: 'code', memory: { pending: registration, unlockDate: undefined } };
          if (outcome.kind === 'locked') return { state: 'locked', memory: { pending: registration, unlockDate: outcome.unlockDate } };
          // Already registered (the visitor is sent to the recovery) or failed: what was typed stays.
          return { state: 'number', memory };
        },
      },
    },
    code: {
      shown: { to: ['number', 'code'], run: (current, event) => (event.codeStep ? current : backToNumber(current, event)) },
      codeChecked: {
        to: ['verified', 'readingLockout', 'code'],
        run: (current, { outcome }) => {
          if (outcome.kind === 'valid') return { state: 'verified', memory: current.memory, uuid: outcome.uuid };
          return outcome.locked ? { state: 'readingLockout', memory: current.memory } : current;
        },
      },
    },
    readingLockout: {
      // The code step stays when the answer carries no lockout.
      codeRequested: {
        to: ['locked', 'code'],
        run: ({ memory }, { outcome }) => codeStepOf({ ...memory, unlockDate: outcome.kind === 'locked' ? outcome.unlockDate : undefined }),
      },
    },
    locked: {
      shown: { to: ['number', 'locked'], run: (current, event) => (event.codeStep ? current : backToNumber(current, event)) },
      resend: { to: ['resendingCode'], run: ({ memory }) => ({ state: 'resendingCode', memory }) },
    },
    resendingCode: {
      codeRequested: {
        to: ['code', 'locked'],
        run: ({ memory }, { outcome }) => {
          if (outcome.kind === 'sent') return { state: 'code', memory: { ...memory, unlockDate: undefined } };
          if (outcome.kind === 'locked') return { state: 'locked', memory: { ...memory, unlockDate: outcome.unlockDate } };
          // Refused: the lockout screen stays under the warning.
          return { state: 'locked', memory };
        },
      },
    },
    verified: {},
  },
});
