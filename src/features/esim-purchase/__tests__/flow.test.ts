import { describe, expect, it } from 'vitest';
import { transitionRecorder } from '@/shared/testing/flow-transitions';
import { esimPurchaseMachine, type EsimPurchaseState } from '../flow';
import type { EsimForm } from '../schemas';

const form: EsimForm = { contactNumber: '55 1234 5678', email: 'ana@correo.mx', emailconfirmar: 'ana@correo.mx', imei: '356938035643809' };
const uuid = '3f2b8c1e-6d4a-4e7b-9c0d-2a1b3c4d5e6f';
const filling: EsimPurchaseState = { state: 'filling' };
const recorder = transitionRecorder(esimPurchaseMachine);

describe('the eSIM purchase flow', () => {
  it('pays, passes the check and hands the purchase over', () => {
    const checking = recorder.run(filling, { type: 'pay', form });
    expect(checking).toEqual({ state: 'checking', form });
    expect(recorder.run(checking, { type: 'checked', attempt: { kind: 'passed', uuid } })).toEqual({ state: 'handedOver', form, uuid });
  });

  it('a refused check warns with the server message; Reintentar checks the same form again', () => {
    const rejected = recorder.run(filling, { type: 'pay', form }, { type: 'checked', attempt: { kind: 'failed', serverMessage: 'Compra en proceso' } });
    expect(rejected).toEqual({ state: 'rejected', form, serverMessage: 'Compra en proceso' });
    expect(recorder.run(rejected, { type: 'retry' }, { type: 'checked', attempt: { kind: 'passed', uuid } })).toEqual({ state: 'handedOver', form, uuid });
  });

  it('the warning X keeps the form; a warning closed another way leaves the form payable', () => {
    const rejected = recorder.run(filling, { type: 'pay', form }, { type: 'checked', attempt: { kind: 'failed', serverMessage: undefined } });
    expect(rejected).toEqual({ state: 'rejected', form, serverMessage: undefined });
    expect(recorder.run(rejected, { type: 'dismiss' })).toEqual(filling);
    const edited = { ...form, email: 'otra@correo.mx', emailconfirmar: 'otra@correo.mx' };
    expect(recorder.run(rejected, { type: 'pay', form: edited })).toEqual({ state: 'checking', form: edited });
  });

  it('no guest for the attempt or on opening is the error alert; the form may still be paid from it', () => {
    const failed = recorder.run(filling, { type: 'pay', form }, { type: 'checked', attempt: { kind: 'guestFailed' } });
    expect(failed).toEqual({ state: 'guestFailed' });
    expect(recorder.run(filling, { type: 'noGuest' })).toEqual({ state: 'guestFailed' });
    expect(recorder.run({ state: 'checking', form }, { type: 'noGuest' })).toEqual({ state: 'guestFailed' });
    expect(recorder.run(failed, { type: 'pay', form })).toEqual({ state: 'checking', form });
  });

  it('ignores what a state does not answer: a second pay while checking, anything once handed over', () => {
    const checking: EsimPurchaseState = { state: 'checking', form };
    expect(recorder.reduce(checking, { type: 'pay', form })).toBe(checking);
    expect(recorder.reduce(filling, { type: 'checked', attempt: { kind: 'passed', uuid } })).toBe(filling);
    const handedOver: EsimPurchaseState = { state: 'handedOver', form, uuid };
    expect(recorder.reduce(handedOver, { type: 'noGuest' })).toBe(handedOver);
    expect(recorder.reduce(handedOver, { type: 'retry' })).toBe(handedOver);
  });

  it('takes every arrow of its table', () => {
    expect(recorder.untaken()).toEqual([]);
  });
});
