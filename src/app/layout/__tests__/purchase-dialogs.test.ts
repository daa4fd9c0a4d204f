import { describe, expect, it } from 'vitest';
import { isEsimOffer } from '@/shared/domain/offers/sale-offer';
import { purchaseQueryOf, withoutPurchaseParams } from '../purchase-dialogs';

describe('purchase dialog query', () => {
  it('reads oferta as a SIM or eSIM sale offer, and recarga with its tipo', () => {
    expect(purchaseQueryOf(new URLSearchParams('oferta=1700701001'))).toEqual({ kind: 'sim', offerId: '1700701001' });
    expect(purchaseQueryOf(new URLSearchParams('recarga=abc&tipo=7'))).toEqual({ kind: 'sim', offerId: 'abc' });
    expect(purchaseQueryOf(new URLSearchParams('recarga=abc&tipo=1'))).toEqual({ kind: 'prepaid', offerId: 'abc' });
    expect(purchaseQueryOf(new URLSearchParams('recarga=abc'))).toBeUndefined();
    expect(purchaseQueryOf(new URLSearchParams('recarga=abc&tipo=5'))).toBeUndefined();
    expect(purchaseQueryOf(new URLSearchParams('q=1'))).toBeUndefined();
  });

  it('clears oferta, recarga and tipo and keeps the rest', () => {
    expect(withoutPurchaseParams(new URLSearchParams('oferta=1&recarga=2&tipo=7&utm_source=fb')).toString()).toBe('utm_source=fb');
  });

  it('tells an eSIM offer by its name', () => {
    expect(isEsimOffer({ rechargeName: 'eSIM Bait 200' })).toBe(true);
    expect(isEsimOffer({ rechargeName: 'E-SIM 100' })).toBe(true);
    expect(isEsimOffer({ rechargeName: 'SIM Bait 100' })).toBe(false);
    expect(isEsimOffer({ rechargeName: 'Paquete Esimple' })).toBe(false);
  });
});
