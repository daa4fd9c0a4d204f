/**
 * The purchase journeys' pushes: imported from here, not from the analytics index,
 * so that only the journeys' chunks carry them.
 */
import { pushAnalyticsEvent } from './analytics';
import {
  buildAddToCart,
  buildBeginCheckout,
  buildCompleteRegistration,
  buildJourneyStep,
  buildPurchase,
  buildShippingInfo,
  type ProductInput,
  type ShippingInfoInput,
} from './commerce-events';

export const trackAddToCart = (products: readonly ProductInput[]) => pushAnalyticsEvent(buildAddToCart(products));
export const trackBeginCheckout = (products: readonly ProductInput[]) => pushAnalyticsEvent(buildBeginCheckout(products));
export const trackShippingInfo = (shipping: ShippingInfoInput) => pushAnalyticsEvent(buildShippingInfo(shipping));
export const trackPurchase = (transactionId: string, products: readonly ProductInput[]) => pushAnalyticsEvent(buildPurchase(transactionId, products));
export const trackJourneyStep = (step: string) => pushAnalyticsEvent(buildJourneyStep(step));
export const trackCompleteRegistration = () => pushAnalyticsEvent(buildCompleteRegistration());

export * from './commerce-events';
