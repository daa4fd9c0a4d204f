import { describe, expect, it } from 'vitest';
import type { Offer } from '@/shared/domain/offers/offer';
import { findDestinations, searchKey } from '../destination-search';

const offer: Offer = {
  offerId: '1500501004',
  rechargeName: 'Bait Internacional 300',
  price: 300,
  type: 5,
  validity: '30 días',
  duration: 30,
  includeMessage: [],
  associated: false,
};
const destinations = [
  { name: 'Japón', offerId: '1500501004' },
  { name: 'España', offerId: '1500501003' },
];

describe('destination search', () => {
  it('ignores accents, case and surrounding spaces', () => {
    expect(searchKey('  JAPÓN ')).toBe('japon');
  });

  it('finds destinations by part of the name, with the offer that covers them', () => {
    expect(findDestinations('jap', destinations, [offer])).toEqual([{ destination: destinations[0], offer }]);
    expect(findDestinations('espana', destinations, [offer])).toEqual([{ destination: destinations[1], offer: undefined }]);
  });

  it('finds nothing for an empty search or an unknown destination', () => {
    expect(findDestinations(' ', destinations, [offer])).toEqual([]);
    expect(findDestinations('Perú', destinations, [offer])).toEqual([]);
  });
});
