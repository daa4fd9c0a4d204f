import type { ProductInput } from '@/shared/domain/analytics/commerce-events';
import type { LineType } from '@/shared/domain/line-check/line-type';
import type { Offer } from './offer';

/**
 * The product label of an offer for payments (spec payments 3): types below 3 and type 4 are
 * mobile broadband (mbb), type 3 is hbb, every other type mifi. The spec notes the oddity (type 2
 * is home internet, 3 portable) and so does decision 182: the rule is kept as written.
 */
export function paymentProductOf(offerType: number): LineType {
  if (offerType < 3 || offerType === 4) return 'mbb';
  return offerType === 3 ? 'hbb' : 'mifi';
}

/** The line-type groups of offer types (spec payments 3, first document 3): mbb [1,4,5,6], hbb [2], mifi [3]. */
const OFFER_TYPE_GROUPS = { mbb: [1, 4, 5, 6], hbb: [2], mifi: [3] } as const satisfies Record<LineType, readonly number[]>;

/** The group of an offer type, or undefined for the types no group lists (SIM, business, store). */
export function offerGroupOf(offerType: number): LineType | undefined {
  return (Object.keys(OFFER_TYPE_GROUPS) as LineType[]).find((group) => (OFFER_TYPE_GROUPS[group] as readonly number[]).includes(offerType));
}

/**
 * An offer as analytics sees it: the payment product label as its category, the
 * line-type group as the second category, and the raw type code as the variant. Never a line
 * number, e-mail or card data.
 */
export function offerAnalyticsProduct(offer: Pick<Offer, 'offerId' | 'rechargeName' | 'price' | 'type'>): ProductInput {
  const group = offerGroupOf(offer.type);
  return {
    id: offer.offerId,
    name: offer.rechargeName,
    price: offer.price,
    category: paymentProductOf(offer.type),
    ...(group ? { category2: group } : {}),
    variant: String(offer.type),
  };
}
