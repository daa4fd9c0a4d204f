import { buildBannerClick, buildBannerImpression, buildCookieConsent, buildPageView, type AnalyticsEvent, type PageViewInput, type PromotionInput } from './events';

/** The tag manager's queue; typed locally so no global declaration can clash with another one. */
type WindowWithDataLayer = Window & { dataLayer?: unknown[] };

let consented = false;

function dataLayer(): unknown[] | undefined {
  if (typeof window === 'undefined') return undefined;
  const target = window as WindowWithDataLayer;
  target.dataLayer ??= [];
  return target.dataLayer;
}

/**
 * Pushes one event when the visitor accepted cookies; before that the event is dropped, not
 * queued (decision 021). Returns whether it was pushed.
 */
export function pushAnalyticsEvent(event: AnalyticsEvent): boolean {
  if (!consented) return false;
  const layer = dataLayer();
  if (!layer) return false;
  // GTM keeps merging ecommerce objects across pushes unless it is cleared first.
  if ('ecommerce' in event) layer.push({ ecommerce: null });
  layer.push(event);
  return true;
}

/**
 * Opens (true) or closes (false) the gate. Opening pushes the cookie-consent event once; the
 * cookie notice calls this on Accept, and the app at start when the stored choice says accepted.
 */
export function setAnalyticsConsent(accepted: boolean): void {
  if (accepted === consented) return;
  consented = accepted;
  if (accepted) pushAnalyticsEvent(buildCookieConsent());
}

export function hasAnalyticsConsent(): boolean {
  return consented;
}

export const trackPageView = (page: PageViewInput) => pushAnalyticsEvent(buildPageView(page));
export const trackBannerImpression = (promotion: PromotionInput) => pushAnalyticsEvent(buildBannerImpression(promotion));
export const trackBannerClick = (promotion: PromotionInput) => pushAnalyticsEvent(buildBannerClick(promotion));
