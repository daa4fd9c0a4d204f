import { describe, expect, it } from 'vitest';
import { buildPurchase } from '@/shared/domain/analytics/commerce-events';
import { offerAnalyticsProduct, offerGroupOf, paymentProductOf } from '../offer-product';

describe('the payment product label and the groups of offer types (spec payments 3, decision 182)', () => {
  it('labels types below 3 and type 4 mbb, type 3 hbb and every other type mifi', () => {
    const labels = [1, 2, 3, 4, 5, 6, 7, 8, 9, 99].map((type) => [type, paymentProductOf(type)]);
    expect(labels).toEqual([
      [1, 'mbb'],
      [2, 'mbb'],
      [3, 'hbb'],
      [4, 'mbb'],
      [5, 'mifi'],
      [6, 'mifi'],
      [7, 'mifi'],
      [8, 'mifi'],
      [9, 'mifi'],
      [99, 'mifi'],
    ]);
  });

  it('groups mbb [1,4,5,6], hbb [2], mifi [3], and no group for the other types', () => {
    expect([1, 4, 5, 6].map(offerGroupOf)).toEqual(['mbb', 'mbb', 'mbb', 'mbb']);
    expect(offerGroupOf(2)).toBe('hbb');
    expect(offerGroupOf(3)).toBe('mifi');
    expect([7, 8, 9, 99].map(offerGroupOf)).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('sends the label, the group and the raw type to analytics, not the raw type alone', () => {
    const event = buildPurchase('venta-1', [offerAnalyticsProduct({ offerId: '1300301001', rechargeName: 'MiFi 300', price: 300, type: 3 })]);
    expect(event.ecommerce.items).toEqual([
      { item_id: '1300301001', item_name: 'MiFi 300', item_category: 'hbb', item_category2: 'mifi', item_variant: '3', price: 300, quantity: 1 },
    ]);
  });
});
