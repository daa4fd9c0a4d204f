import type { Offer } from './offer';

/**
 * listSimOffers answers SIM and eSIM sale offers alike (tipo 7, no category field): an eSIM offer
 * is told apart by its name, "eSIM" or "E-SIM" as a word.
 */
const ESIM_NAME = /(^|[^a-z0-9])e-?sim([^a-z0-9]|$)/i;

export function isEsimOffer(offer: Pick<Offer, 'rechargeName'>): boolean {
  return ESIM_NAME.test(offer.rechargeName);
}

/** SIM and eSIM sale offers (listSimOffers) are of this type, "SIM (captacion)" (spec payments 3). */
export const SIM_SALE_OFFER_TYPE = 7;

/** The query parameters that open the purchase dialogs on any page (spec 2.11). */
export const SALE_OFFER_PARAM = 'oferta';
export const RECHARGE_ID_PARAM = 'recarga';
export const RECHARGE_TYPE_PARAM = 'tipo';
