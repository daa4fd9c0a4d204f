import { describe, expect, it } from 'vitest';
import type { PostalCodePlaces } from '@/shared/domain/postal-code/postal-code-places';
import { transitionRecorder } from '@/shared/testing/flow-transitions';
import { simPurchaseMachine, type SimPurchaseState } from '../flow';
import type { ShippingForm } from '../schemas';

const form: ShippingForm = {
  contactName: 'María',
  contactLastName: 'López',
  email: 'maria@example.com',
  contactNumber: '5512345678',
  address: 'Av. Insurgentes Sur',
  exteriorNumber: '1602',
  interiorNumber: '',
  postalCode: '03100',
  colony: '1',
};
const places: PostalCodePlaces = {
  neighbourhoods: [{ id: '1', name: 'Narvarte Poniente', type: 'Colonia' }],
  state: 'Ciudad de México',
  municipality: 'Benito Juárez',
  country: 'México',
};
const uuid = '3f6c2a1e-8b4d-4c7a-9e21-5d0b7f3a9c12';
const filling: SimPurchaseState = { state: 'filling' };
const recorder = transitionRecorder(simPurchaseMachine);

describe('the SIM purchase flow', () => {
  it('proceeds, gets the guest and hands the purchase over', () => {
    const gettingGuest = recorder.run(filling, { type: 'proceed', form, places });
    expect(gettingGuest).toEqual({ state: 'gettingGuest', form, places });
    expect(recorder.run(gettingGuest, { type: 'guestAnswered', outcome: { kind: 'given', uuid } })).toEqual({ state: 'handedOver', form, places, uuid });
  });

  it('no guest is the error alert; proceeding again asks for the guest again', () => {
    const failed = recorder.run(filling, { type: 'proceed', form, places }, { type: 'guestAnswered', outcome: { kind: 'failed' } });
    expect(failed).toEqual({ state: 'guestFailed' });
    expect(recorder.run(failed, { type: 'proceed', form, places }, { type: 'guestAnswered', outcome: { kind: 'given', uuid } })).toEqual({
      state: 'handedOver',
      form,
      places,
      uuid,
    });
  });

  it('closing before the hand-over is the closed state, from every state that shows the form', () => {
    expect(recorder.run(filling, { type: 'close' })).toEqual({ state: 'closed' });
    expect(recorder.run({ state: 'gettingGuest', form, places }, { type: 'close' })).toEqual({ state: 'closed' });
    expect(recorder.run({ state: 'guestFailed' }, { type: 'close' })).toEqual({ state: 'closed' });
  });

  it('ignores what a state does not answer: a second proceed while the guest is asked for, anything after the end', () => {
    const gettingGuest: SimPurchaseState = { state: 'gettingGuest', form, places };
    expect(recorder.reduce(gettingGuest, { type: 'proceed', form, places })).toBe(gettingGuest);
    const handedOver: SimPurchaseState = { state: 'handedOver', form, places, uuid };
    expect(recorder.reduce(handedOver, { type: 'close' })).toBe(handedOver);
    const closed: SimPurchaseState = { state: 'closed' };
    expect(recorder.reduce(closed, { type: 'guestAnswered', outcome: { kind: 'given', uuid } })).toBe(closed);
  });

  it('takes every arrow of its table', () => {
    expect(recorder.untaken()).toEqual([]);
  });
});
