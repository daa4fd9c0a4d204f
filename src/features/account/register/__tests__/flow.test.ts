import { describe, expect, it } from 'vitest';
import { transitionRecorder } from '@/shared/testing/flow-transitions';
import { atCodeStep, initialRegistrationState, registrationMachine, type RegistrationMemory, type RegistrationState } from '../flow';
import type { PendingRegistration } from '../pending-registration';

const recorder = transitionRecorder(registrationMachine);
const pending: PendingRegistration = { lineType: 'mbb', number: '5512345678' };
const memory = { pending, unlockDate: undefined } satisfies RegistrationMemory;
const UNLOCK = '2026-01-15T13:00:00Z';
const locked = { pending, unlockDate: UNLOCK };

const start: RegistrationState = { state: 'number', memory: undefined };
const code: RegistrationState = { state: 'code', memory };
const lockedOut: RegistrationState = { state: 'locked', memory: locked };
const wrong = (isLocked: boolean) =>
  ({ type: 'codeChecked', outcome: { kind: 'wrong', message: 'El código ingresado es incorrecto.', locked: isLocked } }) as const;

describe('registrationMachine', () => {
  it('starts at the code step of a stored registration only when the address asks for it', () => {
    expect(initialRegistrationState(pending, true)).toEqual(code);
    expect(initialRegistrationState(pending, false)).toEqual({ state: 'number', memory });
    expect(initialRegistrationState(undefined, true)).toEqual(start);
  });

  it('number, code, verified: the happy path', () => {
    const asking = recorder.reduce(start, { type: 'numberSubmitted', registration: pending });
    expect(asking).toEqual({ state: 'requestingCode', memory: undefined, registration: pending });
    const atCode = recorder.reduce(asking, { type: 'codeRequested', outcome: { kind: 'sent' } });
    expect(atCode).toEqual(code);
    expect(recorder.reduce(atCode, { type: 'codeChecked', outcome: { kind: 'valid', uuid: 'uuid-1' } })).toEqual({ state: 'verified', memory, uuid: 'uuid-1' });
    expect([asking, atCode].map(atCodeStep)).toEqual([false, true]);
  });

  it('a code request: the lockout, or back to what was typed when already registered or failed', () => {
    const asking: RegistrationState = { state: 'requestingCode', memory: undefined, registration: pending };
    expect(recorder.reduce(asking, { type: 'codeRequested', outcome: { kind: 'locked', unlockDate: UNLOCK } })).toEqual(lockedOut);
    expect(recorder.reduce(asking, { type: 'codeRequested', outcome: { kind: 'alreadyRegistered', message: 'ya registrado' } })).toEqual(start);
    expect(recorder.reduce(asking, { type: 'codeRequested', outcome: { kind: 'failed', message: 'falló' } })).toEqual(start);
  });

  it('a wrong code stays; a locked one reads the lockout from the code request, which may carry none', () => {
    expect(recorder.reduce(code, wrong(false))).toBe(code);
    const reading = recorder.reduce(code, wrong(true));
    expect(reading).toEqual({ state: 'readingLockout', memory });
    expect(recorder.reduce(reading, { type: 'codeRequested', outcome: { kind: 'locked', unlockDate: UNLOCK } })).toEqual(lockedOut);
    expect(recorder.reduce(reading, { type: 'codeRequested', outcome: { kind: 'sent' } })).toEqual(code);
  });

  it('the lockout asks for a new code: sent, locked again, or refused (the lockout stays)', () => {
    const resending = recorder.reduce(lockedOut, { type: 'resend' });
    expect(resending).toEqual({ state: 'resendingCode', memory: locked });
    expect(recorder.reduce(resending, { type: 'codeRequested', outcome: { kind: 'sent' } })).toEqual(code);
    const later = '2026-01-15T14:00:00Z';
    expect(recorder.reduce(resending, { type: 'codeRequested', outcome: { kind: 'locked', unlockDate: later } })).toEqual({
      state: 'locked',
      memory: { pending, unlockDate: later },
    });
    expect(recorder.reduce(resending, { type: 'codeRequested', outcome: { kind: 'failed', message: 'falló' } })).toEqual(lockedOut);
  });

  it('the address: Back keeps the registration, Forward comes back to its code or lockout', () => {
    expect(recorder.reduce(start, { type: 'shown', codeStep: true })).toBe(start);
    expect(recorder.reduce({ state: 'number', memory }, { type: 'shown', codeStep: true })).toEqual(code);
    expect(recorder.reduce({ state: 'number', memory: locked }, { type: 'shown', codeStep: true })).toEqual(lockedOut);
    expect(recorder.reduce(code, { type: 'shown', codeStep: true })).toBe(code);
    expect(recorder.reduce(code, { type: 'shown', codeStep: false })).toEqual({ state: 'number', memory });
    expect(recorder.reduce(lockedOut, { type: 'shown', codeStep: true })).toBe(lockedOut);
    expect(recorder.reduce(lockedOut, { type: 'shown', codeStep: false })).toEqual({ state: 'number', memory: locked });
  });

  it('ignores what a state does not answer: a second submit while the code is asked for', () => {
    const asking: RegistrationState = { state: 'requestingCode', memory: undefined, registration: pending };
    expect(registrationMachine.reduce(asking, { type: 'numberSubmitted', registration: pending })).toBe(asking);
  });

  it('takes every transition of its table', () => {
    expect(recorder.untaken()).toEqual([]);
  });
});
