import type { components } from '@/api/generated/site-assets';

/**
 * A banner slide. The contract already uses the app's names (alt, name, creator, action...), so
 * the generated type is the app's type and no mapper is needed.
 */
export type Banner = components['schemas']['Banner'];

/** What a recharge banner asks the top-up modal to open: the offer by id and price, in pesos. */
export interface BannerRecharge {
  type: components['schemas']['OfferType'];
  offerId: string;
  price: number;
}
