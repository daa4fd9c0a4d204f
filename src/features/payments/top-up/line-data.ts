import type { ProductInput } from '@/shared/domain/analytics/commerce';
import { ASSOCIATES_OFFER_TYPE, SERVICE_NUMBER_OFFER_TYPES } from '@/shared/domain/line-check/api/check-top-up-line';
import type { Offer } from '@/shared/domain/offers/offer';
import { offerAnalyticsProduct } from '@/shared/domain/offers/offer-product';
import { aliasPaths, paths } from '@/shared/domain/routing/paths';
import { stripSpaces } from '@/shared/format/normalize';
import type { PaymentChannel, PaymentPurchase } from '../plugin/types';

/** The line-data step of the top-up modal (spec payments 3 "Top-up form"). */
export interface LineDataValues {
  serviceNumber: string;
  phone: string;
  email: string;
}

/** Offer types 3 and 8 are recharged through their service number (spec payments 2, 9). */
export function needsServiceNumber(offerType: number): boolean {
  return SERVICE_NUMBER_OFFER_TYPES.includes(offerType);
}

/** The number the modal checks remotely: the one recharged. */
export function checkedNumberOf(values: LineDataValues, offerType: number): string {
  return needsServiceNumber(offerType) ? values.serviceNumber : values.phone;
}

/** 'asociados' for an associates' offer bought on /recargas-asociados, 'pagos' otherwise. */
export function paymentChannelOf(pathname: string, offerType: number): PaymentChannel {
  return pathname === paths.associatesTopUps && offerType === ASSOCIATES_OFFER_TYPE ? 'asociados' : 'pagos';
}

/**
 * The pages whose payment-detail step is tagged as a journey step (spec payments 2). The spec
 * names /portabilidad, an alias that redirects to /haz-tu-portabilidad before any modal opens:
 * the page the visitor is on is the route, so both are listed.
 */
const JOURNEY_PAGES: readonly string[] = [paths.getALine, paths.prepaid, paths.portIn, aliasPaths.portIn, paths.esim];

export function isJourneyPage(pathname: string): boolean {
  return JOURNEY_PAGES.includes(pathname);
}

const UTM_FIELDS = ['source', 'medium', 'campaign', 'content'] as const;

/** The utm_* parameters of the page, when any (spec payments 3 "Payment request"). */
export function campaignOf(search: string): PaymentPurchase['campaign'] {
  const query = new URLSearchParams(search);
  const campaign: NonNullable<PaymentPurchase['campaign']> = {};
  for (const field of UTM_FIELDS) {
    const value = query.get(`utm_${field}`);
    if (value) campaign[field] = value;
  }
  return Object.keys(campaign).length > 0 ? campaign : undefined;
}

/** The description of the sale: the offer's name and its benefits. */
function descriptionOf(offer: Offer): string {
  return [offer.rechargeName, ...offer.includeMessage].join(', ');
}

export interface PurchaseInput {
  offer: Offer;
  values: LineDataValues;
  channel: PaymentChannel;
  uuid: string;
  logged: boolean;
  search: string;
}

/** What the payment plugin is handed once the line data is valid; spaces are stripped from numbers. */
export function toPaymentPurchase({ offer, values, channel, uuid, logged, search }: PurchaseInput): PaymentPurchase {
  const campaign = campaignOf(search);
  return {
    channel,
    uuid,
    offer: {
      offerId: offer.offerId,
      name: offer.rechargeName,
      price: offer.price,
      duration: offer.duration,
      type: offer.type,
      description: descriptionOf(offer),
      ...(offer.imageMobile ? { image: offer.imageMobile } : {}),
    },
    phone: stripSpaces(values.phone),
    ...(needsServiceNumber(offer.type) ? { serviceNumber: stripSpaces(values.serviceNumber) } : {}),
    email: values.email.trim(),
    logged,
    ...(campaign ? { campaign } : {}),
  };
}

/** The offer as analytics sees it: no line number, e-mail or card data ever goes there. */
export function toAnalyticsProduct(offer: Offer): ProductInput {
  return offerAnalyticsProduct(offer);
}
