/**
 * Typed builders of the events the site pushes to the tag manager's dataLayer, in the GA4
 * ecommerce vocabulary. Builders are pure; analytics.ts gates and pushes them.
 * The purchase journeys' events are in commerce-events.ts: only their lazy chunks load them.
 */
import type { CartEvent, CompleteRegistrationEvent, JourneyStepEvent, PurchaseEvent, ShippingInfoEvent } from './commerce-events';

/** Promotion names, ids and creative texts are cut to this many characters (spec 9). */
export const PROMOTION_TEXT_MAX_LENGTH = 75;

/** Every amount the site pushes is in Mexican pesos (spec 9). */
export const ANALYTICS_CURRENCY = 'MXN';

/** Cuts by code point, so an emoji at the limit is dropped whole rather than split in half. */
export function cutPromotionText(text: string): string {
  const characters = Array.from(text);
  return characters.length <= PROMOTION_TEXT_MAX_LENGTH ? text : characters.slice(0, PROMOTION_TEXT_MAX_LENGTH).join('');
}

// ---- inputs, in the app's names ----

export interface PageViewInput {
  path: string;
  title?: string;
  /** The full address; defaults to nothing, the tag manager then reads the page's own. */
  location?: string;
}

/** A banner as analytics sees it (the banners feature maps creator, name and alt onto it). */
export interface PromotionInput {
  id: string;
  name: string;
  creative: string;
  /** Position of the slide, such as its 1-based index. */
  slot?: string | number;
}

// ---- events, in the dataLayer's names ----

export interface PageViewEvent {
  event: 'page_view';
  page_path: string;
  page_title?: string;
  page_location?: string;
}

export interface PromotionItem {
  item_id: string;
  item_name: string;
  promotion_id: string;
  promotion_name: string;
  creative_name: string;
  creative_slot?: string;
}

export interface PromotionEvent {
  event: 'view_promotion' | 'select_promotion';
  ecommerce: {
    promotion_id: string;
    promotion_name: string;
    creative_name: string;
    creative_slot?: string;
    items: [PromotionItem];
  };
}

export interface CookieConsentEvent {
  event: 'cookie_consent';
  consent: 'granted';
}

/** A Core Web Vital of the visit, measured by the web-vitals library in the visitor's browser (issue 38). */
export interface WebVitalEvent {
  event: 'web_vitals';
  metric_name: WebVitalName;
  /** Milliseconds, whole; CLS unitless, to four decimals. */
  metric_value: number;
  metric_rating: WebVitalRating;
  /** The library's id of this metric in this page load, so a tag can add its later deltas up. */
  metric_id: string;
  /** The page the visit landed on: the library measures the document, not each route of the app. */
  page_path: string;
  /** The element most to blame (LCP's element, CLS's largest shift, INP's target), when there is one. */
  metric_target?: string;
}

export type WebVitalName = 'CLS' | 'FCP' | 'INP' | 'LCP' | 'TTFB';
export type WebVitalRating = 'good' | 'needs-improvement' | 'poor';

export type AnalyticsEvent =
  | PageViewEvent
  | PromotionEvent
  | CartEvent
  | PurchaseEvent
  | JourneyStepEvent
  | ShippingInfoEvent
  | CompleteRegistrationEvent
  | CookieConsentEvent
  | WebVitalEvent;

// ---- builders ----

export function buildPageView({ path, title, location }: PageViewInput): PageViewEvent {
  return {
    event: 'page_view',
    page_path: path,
    ...(title !== undefined ? { page_title: title } : {}),
    ...(location !== undefined ? { page_location: location } : {}),
  };
}

function buildPromotion(event: PromotionEvent['event'], promotion: PromotionInput): PromotionEvent {
  const id = cutPromotionText(promotion.id);
  const name = cutPromotionText(promotion.name);
  const creative = cutPromotionText(promotion.creative);
  const slot = promotion.slot !== undefined ? { creative_slot: String(promotion.slot) } : {};
  const fields = { promotion_id: id, promotion_name: name, creative_name: creative, ...slot };
  // GA4 requires items on promotion events; a banner is reported as an item carrying its promotion.
  return { event, ecommerce: { ...fields, items: [{ item_id: id, item_name: name, ...fields }] } };
}

/** A banner slide was shown. */
export function buildBannerImpression(promotion: PromotionInput): PromotionEvent {
  return buildPromotion('view_promotion', promotion);
}

/** A banner slide was clicked. */
export function buildBannerClick(promotion: PromotionInput): PromotionEvent {
  return buildPromotion('select_promotion', promotion);
}

export function buildCookieConsent(): CookieConsentEvent {
  return { event: 'cookie_consent', consent: 'granted' };
}
