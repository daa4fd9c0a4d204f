import { describe, expect, it } from 'vitest';
import type { PaymentPurchase, PurchaseShipping } from '../../plugin/types';
import { missingMainData } from '../main-data';

const purchase: PaymentPurchase = {
  channel: 'pagos',
  uuid: '4f0c2b1e-8a7d-4c3b-9e2f-1a2b3c4d5e6f',
  offer: { offerId: '1809', name: 'Recarga 200', price: 200, duration: 30, type: 1, description: 'Recarga 200, Internet, llamadas y SMS' },
  phone: '5512345678',
  email: 'maria@example.com',
  logged: false,
};

const shipping: PurchaseShipping = {
  contactName: 'María',
  contactLastName: 'Hernández',
  phone: '5512345678',
  email: 'maria@example.com',
  street: 'Av. Coyoacán',
  exteriorNumber: '100',
  city: 'Ciudad de México',
  postalCode: '04100',
  neighbourhood: 'Villa Coyoacán',
  municipality: 'Coyoacán',
  state: 'Ciudad de México',
  country: 'México',
  cost: 0,
};

describe('missing main data of the hosted checkout (spec payments 5, second bullet)', () => {
  it('finds nothing missing in a complete purchase, with or without shipping', () => {
    expect(missingMainData(purchase)).toEqual([]);
    expect(missingMainData({ ...purchase, shipping })).toEqual([]);
  });

  it('reports a missing e-mail, phone and description, blank counting as missing', () => {
    expect(missingMainData({ ...purchase, email: '' })).toEqual(['email']);
    expect(missingMainData({ ...purchase, phone: '   ' })).toEqual(['phone']);
    expect(missingMainData({ ...purchase, offer: { ...purchase.offer, description: '' } })).toEqual(['description']);
    expect(missingMainData({ ...purchase, email: '', phone: '', offer: { ...purchase.offer, description: ' ' } })).toEqual(['email', 'phone', 'description']);
  });

  it.each(Object.keys(shipping).filter((field) => field !== 'cost'))('reports the shipping when its %s is absent', (field) => {
    expect(missingMainData({ ...purchase, shipping: { ...shipping, [field]: '' } })).toEqual(['shipping']);
  });

  it('reports the shipping when its cost is not a number', () => {
    expect(missingMainData({ ...purchase, shipping: { ...shipping, cost: Number.NaN } })).toEqual(['shipping']);
  });
});
