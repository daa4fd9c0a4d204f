/**
 * Query parameters every offer list takes (contract: Rnd, AppVersion). The cache buster is taken
 * once per page load: proxies see a fresh address on each visit, while TanStack Query keeps one
 * stable key (and one cached list) for the visit.
 */
export const OFFER_LIST_APP_VERSION = '1.0.0';
export const OFFER_LIST_RND = String(Date.now());

export const offerListQuery = { rnd: OFFER_LIST_RND, appversion: OFFER_LIST_APP_VERSION } as const;

/** Thrown when an offer list cannot be read: HTTP error, success false or no answer at all. */
export class OfferListError extends Error {
  constructor(message = 'The offer list could not be read') {
    super(message);
    this.name = 'OfferListError';
  }
}
