import { describe, expect, it } from 'vitest';
import type { Offer } from '../offer';
import { findRechargeOffer, offerListKindOf } from '../recharge-offer';

const offer = (offerId: string, price: number): Offer => ({
  offerId,
  price,
  rechargeName: `Bait ${price}`,
  type: 1,
  validity: '30 días',
  duration: 30,
  includeMessage: [],
  associated: false,
});

describe('findRechargeOffer', () => {
  const offers = [offer('1100101005', 100), offer('1100101012', 200)];

  it('finds the offer by id and price', () => {
    expect(findRechargeOffer(offers, { type: 1, offerId: '1100101012', price: 200 })).toBe(offers[1]);
  });

  it('finds nothing when the price changed since the banner was made', () => {
    expect(findRechargeOffer(offers, { type: 1, offerId: '1100101012', price: 150 })).toBeUndefined();
  });

  it('maps each offer type to its list, and international to its own call', () => {
    expect(offerListKindOf(1)).toBe('prepaid');
    expect(offerListKindOf(6)).toBe('packages');
    expect(offerListKindOf(3)).toBe('portableInternet');
    expect(offerListKindOf(5)).toBeUndefined();
  });
});
