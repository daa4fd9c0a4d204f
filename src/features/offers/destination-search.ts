import type { Destination, Offer } from '@/shared/domain/offers/offer';

/** Lower case without accents: "Japón" and "japon" are the same search. */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('es-MX')
    .trim();
}

export interface DestinationMatch {
  destination: Destination;
  offer: Offer | undefined;
}

/** Destinations whose name contains the search (accent- and case-insensitive), with their offer. */
export function findDestinations(search: string, destinations: Destination[], offers: Offer[]): DestinationMatch[] {
  const key = searchKey(search);
  if (!key) return [];
  return destinations
    .filter((destination) => searchKey(destination.name).includes(key))
    .map((destination) => ({ destination, offer: offers.find((offer) => offer.offerId === destination.offerId) }));
}
