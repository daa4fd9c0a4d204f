import { describe, expect, it } from 'vitest';
import { transitionRecorder } from '@/shared/testing/flow-transitions';
import { codeTaken, simReplacementMachine, stepOf, type SimReplacementState } from '../flow';
import { emptySimReplacementForm, type SimReplacementForm } from '../form';

const recorder = transitionRecorder(simReplacementMachine);
const form: SimReplacementForm = { phone: '5512345678', iccid: '0001234567890', email: 'ana@correo.mx', reason: 'robo' };
const UNLOCK = '2026-01-15T13:00:00Z';
const sentView = { kind: 'code', sentMessage: 'Te enviamos un código de verificación por SMS.' } as const;
const lockedView = { kind: 'locked', unlockDate: UNLOCK } as const;

const data: SimReplacementState = { state: 'data', form: emptySimReplacementForm, failure: undefined };
const code: SimReplacementState = { state: 'code', form, view: sentView, refusal: undefined };
const locked: SimReplacementState = { state: 'code', form, view: lockedView, refusal: undefined };

describe('simReplacementMachine', () => {
  it('data, code, request, answer: the happy path and the step each state shows', () => {
    const sending = recorder.reduce(data, { type: 'dataSubmitted', form });
    expect(sending).toEqual({ state: 'sendingCode', form });
    const atCode = recorder.reduce(sending, { type: 'codeSent', outcome: { kind: 'sent', message: sentView.sentMessage } });
    expect(atCode).toEqual(code);
    const checking = recorder.reduce(atCode, { type: 'codeSubmitted' });
    const requesting = recorder.reduce(checking, { type: 'codeChecked', outcome: { kind: 'valid' } });
    expect(requesting).toEqual({ ...code, state: 'requesting' });
    const done = recorder.reduce(requesting, { type: 'requestAnswered', outcome: { kind: 'requested', message: undefined } });
    expect(done).toEqual({ state: 'done', form, message: 'Tu solicitud de reemplazo de SIM fue registrada.' });
    expect([data, sending, atCode, checking, requesting, done, locked].map(stepOf)).toEqual(['data', 'data', 'code', 'code', 'code', 'done', 'locked']);
    expect(recorder.reduce(done, { type: 'startAgain', form: emptySimReplacementForm })).toEqual(data);
  });

  it('a code request: the lockout, or the data with the reason it failed', () => {
    const sending: SimReplacementState = { state: 'sendingCode', form };
    expect(recorder.reduce(sending, { type: 'codeSent', outcome: { kind: 'locked', unlockDate: UNLOCK } })).toEqual(locked);
    expect(recorder.reduce(sending, { type: 'codeSent', outcome: { kind: 'failed', message: 'Intenta más tarde' } })).toEqual({
      state: 'data',
      form,
      failure: 'Intenta más tarde',
    });
  });

  it('a wrong code, a failed check, a lockout', () => {
    const checking: SimReplacementState = { ...code, state: 'checkingCode' };
    expect(recorder.reduce(checking, { type: 'codeChecked', outcome: { kind: 'wrong', message: undefined, attemptsRemaining: 2 } })).toEqual({
      ...code,
      refusal: { message: 'El código ingresado es incorrecto.', attemptsRemaining: 2 },
    });
    const failed = recorder.reduce(checking, { type: 'codeChecked', outcome: { kind: 'failed' } });
    expect(failed).toMatchObject({ state: 'code', refusal: { attemptsRemaining: undefined } });
    // The lockout screen stands alone: the last refusal does not follow it there.
    expect(
      recorder.reduce(
        { ...checking, refusal: { message: 'x', attemptsRemaining: 1 } },
        { type: 'codeChecked', outcome: { kind: 'locked', unlockDate: UNLOCK } },
      ),
    ).toEqual(locked);
    expect([{ kind: 'valid' }, { kind: 'locked', unlockDate: UNLOCK }, { kind: 'failed' }].map((outcome) => codeTaken(outcome as never))).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('a new code: sent (the refusal goes), locked, or refused (its message under the code or the lockout)', () => {
    const resending = recorder.reduce({ ...code, refusal: { message: 'x', attemptsRemaining: 1 } }, { type: 'resend' });
    expect(resending).toMatchObject({ state: 'resendingCode', view: sentView });
    expect(recorder.reduce(resending, { type: 'codeSent', outcome: { kind: 'sent', message: sentView.sentMessage } })).toEqual(code);
    const fromLockout = recorder.reduce(locked, { type: 'resend' });
    expect(recorder.reduce(fromLockout, { type: 'codeSent', outcome: { kind: 'failed', message: undefined } })).toEqual({
      ...locked,
      refusal: { message: 'No fue posible enviar el código de verificación. Inténtalo más tarde.', attemptsRemaining: undefined },
    });
  });

  it('a rejected request brings the data back with the reason; "Cambiar datos" brings them back without one', () => {
    const requesting: SimReplacementState = { ...code, state: 'requesting' };
    expect(recorder.reduce(requesting, { type: 'requestAnswered', outcome: { kind: 'rejected', message: undefined } })).toMatchObject({ state: 'data', form });
    expect(recorder.reduce(code, { type: 'back' })).toEqual({ state: 'data', form, failure: undefined });
  });

  it('ignores what a state does not answer: a second code while one is checked', () => {
    const checking: SimReplacementState = { ...code, state: 'checkingCode' };
    expect(simReplacementMachine.reduce(checking, { type: 'codeSubmitted' })).toBe(checking);
  });

  it('takes every transition of its table', () => {
    expect(recorder.untaken()).toEqual([]);
  });
});
