import { describe, expect, it } from 'vitest';
import { transitionRecorder } from '@/shared/testing/flow-transitions';
import { testSessionUser } from '@/shared/testing/session-user';
import { recoveryMachine, stepOf, type Memory, type RecoveryState, type SentNumbers } from '../flow';
import { emptyRecoveryNumberForm } from '../form-values';

const recorder = transitionRecorder(recoveryMachine);
const numbers: SentNumbers = { lineType: 'mbb', form: { ...emptyRecoveryNumberForm, lineNumber: '5512345678', lineNumberConfirmation: '5512345678' } };
const sent = { numbers, unlockDate: undefined, uuid: undefined } satisfies Memory;
const UNLOCK = '2026-01-15T13:00:00Z';
const locked = { ...sent, unlockDate: UNLOCK };
const verified = { ...sent, uuid: 'uuid-1' };

const start: RecoveryState = { state: 'number', memory: undefined };
const code: RecoveryState = { state: 'code', memory: sent };
const lockedOut: RecoveryState = { state: 'locked', memory: locked };
const password: RecoveryState = { state: 'password', memory: verified };
const shown = (step: 1 | 2 | 3, lineType: 'mbb' | 'hbb' = 'mbb') => ({ type: 'shown', step, lineType }) as const;

describe('recoveryMachine', () => {
  it('number, code, password: the happy path and the step each state shows', () => {
    const asking = recorder.run(start, { type: 'numbersSubmitted', numbers });
    expect(asking).toEqual({ state: 'requestingCode', memory: undefined, numbers });
    const atCode = recorder.reduce(asking, { type: 'codeRequested', outcome: { kind: 'sent' } });
    expect(atCode).toEqual(code);
    const checking = recorder.reduce(atCode, { type: 'codeSubmitted' });
    const atPassword = recorder.reduce(checking, { type: 'pinChecked', outcome: { kind: 'valid', uuid: 'uuid-1' } });
    expect(atPassword).toEqual(password);
    const setting = recorder.reduce(atPassword, { type: 'passwordSubmitted' });
    expect(recorder.reduce(setting, { type: 'passwordAnswered', outcome: { kind: 'set', user: testSessionUser() } })).toEqual({ state: 'done' });
    expect([asking, atCode, checking, atPassword, setting].map(stepOf)).toEqual([1, 2, 2, 3, 3]);
  });

  it('a code request: a lockout, a number not registered (forgotten), a failure (kept)', () => {
    const asking: RecoveryState = { state: 'requestingCode', memory: sent, numbers };
    expect(recorder.reduce(asking, { type: 'codeRequested', outcome: { kind: 'locked', unlockDate: UNLOCK } })).toEqual(lockedOut);
    expect(recorder.reduce(asking, { type: 'codeRequested', outcome: { kind: 'notRegistered', message: undefined } })).toEqual({
      state: 'number',
      memory: undefined,
    });
    expect(recorder.reduce(asking, { type: 'codeRequested', outcome: { kind: 'failed', message: undefined } })).toEqual({ state: 'number', memory: sent });
  });

  it('a wrong code stays at the code; a locked one goes to the lockout', () => {
    const checking: RecoveryState = { state: 'checkingCode', memory: sent };
    expect(recorder.reduce(checking, { type: 'pinChecked', outcome: { kind: 'invalid', message: undefined } })).toEqual(code);
    expect(recorder.reduce(checking, { type: 'pinChecked', outcome: { kind: 'locked', unlockDate: UNLOCK } })).toEqual(lockedOut);
  });

  it('the lockout asks for a new code: sent, locked again, or refused (the lockout stays)', () => {
    const resending = recorder.reduce(lockedOut, { type: 'resend' });
    expect(resending).toEqual({ state: 'resendingCode', memory: locked });
    expect(recorder.reduce(resending, { type: 'codeRequested', outcome: { kind: 'sent' } })).toEqual(code);
    const later = '2026-01-15T14:00:00Z';
    expect(recorder.reduce(resending, { type: 'codeRequested', outcome: { kind: 'locked', unlockDate: later } })).toEqual({
      state: 'locked',
      memory: { ...sent, unlockDate: later },
    });
    expect(recorder.reduce(resending, { type: 'codeRequested', outcome: { kind: 'failed', message: undefined } })).toEqual(lockedOut);
  });

  it('a refused password stays at the password', () => {
    const setting: RecoveryState = { state: 'settingPassword', memory: verified };
    expect(recorder.reduce(setting, { type: 'passwordAnswered', outcome: { kind: 'failed', message: undefined } })).toEqual(password);
  });

  it('the address: Back keeps what was sent, Forward comes back to it, a step without it is the number', () => {
    // The number entry.
    expect(recorder.reduce(start, shown(1))).toBe(start);
    expect(recorder.reduce(start, shown(2))).toEqual(start);
    expect(recorder.reduce({ state: 'number', memory: sent }, shown(2))).toEqual(code);
    expect(recorder.reduce({ state: 'number', memory: locked }, shown(2))).toEqual(lockedOut);
    expect(recorder.reduce({ state: 'number', memory: verified }, shown(3))).toEqual(password);
    // The code.
    expect(recorder.reduce(code, shown(2))).toBe(code);
    expect(recorder.reduce(code, shown(1))).toEqual({ state: 'number', memory: sent });
    expect(recorder.reduce(code, shown(2, 'hbb'))).toEqual({ state: 'number', memory: sent });
    expect(recorder.reduce({ state: 'code', memory: verified }, shown(3))).toEqual(password);
    // The lockout.
    expect(recorder.reduce(lockedOut, shown(2))).toBe(lockedOut);
    expect(recorder.reduce(lockedOut, shown(1))).toEqual({ state: 'number', memory: locked });
    expect(recorder.reduce({ state: 'locked', memory: { ...verified, unlockDate: UNLOCK } }, shown(3))).toEqual({
      state: 'password',
      memory: { ...verified, unlockDate: UNLOCK },
    });
    // The password.
    expect(recorder.reduce(password, shown(3))).toBe(password);
    expect(recorder.reduce(password, shown(1))).toEqual({ state: 'number', memory: verified });
    expect(recorder.reduce(password, shown(2))).toEqual({ state: 'code', memory: verified });
    expect(recorder.reduce({ state: 'password', memory: { ...verified, unlockDate: UNLOCK } }, shown(2))).toEqual({
      state: 'locked',
      memory: { ...verified, unlockDate: UNLOCK },
    });
  });

  it('ignores what a state does not answer: a second submit while a call is under way', () => {
    const checking: RecoveryState = { state: 'checkingCode', memory: sent };
    expect(recoveryMachine.reduce(checking, { type: 'codeSubmitted' })).toBe(checking);
    expect(recoveryMachine.reduce(checking, shown(1))).toBe(checking);
  });

  it('takes every transition of its table', () => {
    expect(recorder.untaken()).toEqual([]);
  });
});
