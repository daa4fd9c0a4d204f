import type { OfferListKind } from './api/list-offers';
import type { Offer, OfferType } from './offer';

/** What a recharge banner asks for: the offer of a type, found by its id and its price (spec payments 4). */
export interface RechargeRequest {
  type: OfferType;
  offerId: string;
  price: number;
}

/** The international list (type 5) has a call of its own; every other type has its list here. */
export const INTERNATIONAL_OFFER_TYPE = 5;

const offerListOfType: Readonly<Record<Exclude<OfferType, typeof INTERNATIONAL_OFFER_TYPE>, OfferListKind>> = {
  1: 'prepaid',
  2: 'homeInternet',
  3: 'portableInternet',
  4: 'associates',
  6: 'packages',
  7: 'sim',
  8: 'businessMifi',
  9: 'business',
  99: 'store',
};

export function offerListKindOf(type: OfferType): OfferListKind | undefined {
  return type === INTERNATIONAL_OFFER_TYPE ? undefined : offerListOfType[type];
}

/** The offer a recharge banner names: the same id at the same price, or none (the banner is stale). */
export function findRechargeOffer(offers: readonly Offer[], request: RechargeRequest): Offer | undefined {
  return offers.find((offer) => offer.offerId === request.offerId && offer.price === request.price);
}
