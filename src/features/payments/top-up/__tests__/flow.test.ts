import { describe, expect, it } from 'vitest';
import { transitionRecorder } from '@/shared/testing/flow-transitions';
import { pluginTexts } from '../../plugin/texts';
import type { PaymentPurchase } from '../../plugin/types';
import { GATEWAY_ERRORS_BEFORE_ALERT, initialTopUpState, topUpMachine, type TopUpEvent, type TopUpState } from '../flow';
import type { LineDataValues } from '../line-data';
import { topUpTexts } from '../texts';

const recorder = transitionRecorder(topUpMachine);

const values: LineDataValues = { serviceNumber: '', phone: '5512345678', email: 'ana@correo.mx' };

function purchaseFor(phone: string, uuid = 'uuid-1'): PaymentPurchase {
  return {
    channel: 'pagos',
    uuid,
    offer: { offerId: '1100101012', name: 'Bait 200', price: 200, duration: 30, type: 1, description: 'Bait 200' },
    phone,
    email: 'ana@correo.mx',
    logged: false,
  };
}

const purchase = purchaseFor('5512345678');
const submitted: TopUpEvent = { type: 'lineDataSubmitted', values, purchase, chargeBlocked: false };
const refused = (gateway: boolean, message = 'Pago rechazado'): TopUpEvent => ({ type: 'paymentFailed', message, gateway });

describe('topUpMachine', () => {
  it('opens on the line data for an offer, on the payment of a handed-over purchase, blocked when its charge is', () => {
    expect(initialTopUpState()).toEqual({ state: 'lineData', values: undefined, failure: undefined, gatewayErrors: 0 });
    expect(initialTopUpState({ purchase, chargeBlocked: false })).toEqual({
      state: 'payment',
      purchase,
      values: undefined,
      formShown: false,
      gatewayErrors: 0,
    });
    expect(initialTopUpState({ purchase, chargeBlocked: true })).toEqual({ state: 'blocked' });
  });

  it('goes from the line data to the payment, and shows the form once', () => {
    const paying = recorder.reduce(initialTopUpState(), submitted);
    expect(paying).toEqual({ state: 'payment', purchase, values, formShown: false, gatewayErrors: 0 });
    const shown = recorder.reduce(paying, { type: 'formShown' });
    expect(shown).toMatchObject({ state: 'payment', formShown: true });
    // Said again, it changes nothing: the same object, so nothing renders again.
    expect(recorder.reduce(shown, { type: 'formShown' })).toBe(shown);
  });

  it('keeps the line data with the in-process message when the charge is blocked, and lets another line be paid', () => {
    const blocked = recorder.reduce(initialTopUpState(), { ...submitted, chargeBlocked: true });
    expect(blocked).toEqual({ state: 'lineData', values, failure: { message: pluginTexts.inProcess, alerted: false }, gatewayErrors: 0 });
    const other = purchaseFor('5587654321');
    expect(
      recorder.reduce(blocked, { type: 'lineDataSubmitted', values: { ...values, phone: '5587654321' }, purchase: other, chargeBlocked: false }),
    ).toMatchObject({
      state: 'payment',
      purchase: other,
    });
  });

  it('ends paid, or in process when the charge gets no answer, keeping the purchase on screen', () => {
    const paying = recorder.reduce(initialTopUpState(), submitted);
    expect(recorder.reduce(paying, { type: 'chargePaid' })).toEqual({ ...paying, state: 'paid' });
    expect(recorder.reduce(paying, { type: 'chargeUnanswered' })).toEqual({ ...paying, state: 'inProcess' });
  });

  it('legacy: each refusal brings the line data back with its message, alerted, and counts nothing', () => {
    let state: TopUpState = initialTopUpState();
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      state = recorder.run(state, submitted, refused(false));
      expect(state).toEqual({ state: 'lineData', values, failure: { message: 'Pago rechazado', alerted: true }, gatewayErrors: 0 });
    }
    // A refusal without a message shows the default one.
    expect(recorder.run(state, submitted, refused(false, ''))).toMatchObject({ failure: { message: topUpTexts.failureDefault, alerted: true } });
  });

  it('gateway: the error count is the state, alerted at the third refusal, then counted again', () => {
    let state: TopUpState = initialTopUpState();
    const seen: { alerted: boolean; gatewayErrors: number }[] = [];
    for (let attempt = 1; attempt <= GATEWAY_ERRORS_BEFORE_ALERT + 1; attempt += 1) {
      state = recorder.run(state, submitted, refused(true));
      if (state.state !== 'lineData' || !state.failure) throw new Error(`unexpected ${state.state}`);
      seen.push({ alerted: state.failure.alerted, gatewayErrors: state.gatewayErrors });
    }
    expect(seen).toEqual([
      { alerted: false, gatewayErrors: 1 },
      { alerted: false, gatewayErrors: 2 },
      { alerted: true, gatewayErrors: 0 },
      { alerted: false, gatewayErrors: 1 },
    ]);
  });

  it('a handed-over purchase: a refusal offers a retry that pays again, keeping the count, or is blocked', () => {
    const refusedOnce = recorder.reduce(initialTopUpState({ purchase, chargeBlocked: false }), refused(true));
    expect(refusedOnce).toEqual({ state: 'failed', failure: { message: 'Pago rechazado', alerted: false }, gatewayErrors: 1 });
    const again = purchaseFor('5512345678', 'uuid-2');
    const retry: TopUpEvent = { type: 'retried', purchase: again, chargeBlocked: false };
    const retried = recorder.reduce(refusedOnce, retry);
    expect(retried).toEqual({ state: 'payment', purchase: again, values: undefined, formShown: false, gatewayErrors: 1 });
    expect(recorder.run(retried, refused(true), retry, refused(true))).toMatchObject({ state: 'failed', failure: { alerted: true }, gatewayErrors: 0 });
    // The retried charge got no answer a short while ago: no retry any more.
    expect(recorder.reduce(refusedOnce, { ...retry, chargeBlocked: true })).toEqual({ state: 'blocked' });
    // Legacy: every refusal is alerted.
    expect(recorder.reduce(retried, refused(false))).toMatchObject({ state: 'failed', failure: { alerted: true }, gatewayErrors: 1 });
  });

  it('ignores what a state does not answer', () => {
    const blocked = initialTopUpState({ purchase, chargeBlocked: true });
    expect(recorder.reduce(blocked, { type: 'retried', purchase, chargeBlocked: false })).toBe(blocked);
    const lineData = initialTopUpState();
    expect(recorder.reduce(lineData, { type: 'chargePaid' })).toBe(lineData);
    const paid = recorder.run(lineData, submitted, { type: 'chargePaid' });
    expect(recorder.reduce(paid, refused(true))).toBe(paid);
  });

  it('took every transition of its table', () => {
    expect(recorder.untaken()).toEqual([]);
  });
});
