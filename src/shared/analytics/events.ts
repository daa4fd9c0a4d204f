/**
 * Typed builders of the events the site pushes to the tag manager's dataLayer, in the GA4
 * ecommerce vocabulary (decision 021). Builders are pure; analytics.ts gates and pushes them.
 */

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

/** An offer, recharge, SIM or eSIM put in the cart; price in pesos. */
export interface ProductInput {
  id: string;
  name: string;
  price: number;
  /** Such as the offer type (recarga, paquete, esim). */
  category?: string;
  quantity?: number;
}

export interface ShippingInfoInput {
  products: readonly ProductInput[];
  shippingTier?: string;
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

export interface EcommerceItem {
  item_id: string;
  item_name: string;
  item_category?: string;
  price: number;
  quantity: number;
}

export interface CartEvent {
  event: 'add_to_cart' | 'begin_checkout';
  ecommerce: { currency: typeof ANALYTICS_CURRENCY; value: number; items: EcommerceItem[] };
}

export interface ShippingInfoEvent {
  event: 'add_shipping_info';
  ecommerce: { currency: typeof ANALYTICS_CURRENCY; value: number; shipping_tier?: string; items: EcommerceItem[] };
}

export interface PurchaseEvent {
  event: 'purchase';
  ecommerce: { transaction_id: string; currency: typeof ANALYTICS_CURRENCY; value: number; items: EcommerceItem[] };
}

/** A step of a purchase journey, such as the payment detail (spec payments 2 and 4 "Journey markers"). */
export interface JourneyStepEvent {
  event: 'journey_step';
  journey_step: string;
}

export interface CookieConsentEvent {
  event: 'cookie_consent';
  consent: 'granted';
}

export type AnalyticsEvent =
  | PageViewEvent
  | PromotionEvent
  | CartEvent
  | PurchaseEvent
  | JourneyStepEvent
  | ShippingInfoEvent
  | CookieConsentEvent;

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

function toItem({ id, name, price, category, quantity = 1 }: ProductInput): EcommerceItem {
  return { item_id: id, item_name: name, ...(category !== undefined ? { item_category: category } : {}), price, quantity };
}

/** The cart's value in pesos, rounded to centavos so float sums do not leak into reports. */
function valueOf(products: readonly ProductInput[]): number {
  const total = products.reduce((sum, { price, quantity = 1 }) => sum + price * quantity, 0);
  return Math.round(total * 100) / 100;
}

function buildCart(event: CartEvent['event'], products: readonly ProductInput[]): CartEvent {
  return { event, ecommerce: { currency: ANALYTICS_CURRENCY, value: valueOf(products), items: products.map(toItem) } };
}

export function buildAddToCart(products: readonly ProductInput[]): CartEvent {
  return buildCart('add_to_cart', products);
}

export function buildBeginCheckout(products: readonly ProductInput[]): CartEvent {
  return buildCart('begin_checkout', products);
}

/** A paid sale; `transactionId` is the sale's uuid (never a line number, e-mail or card data). */
export function buildPurchase(transactionId: string, products: readonly ProductInput[]): PurchaseEvent {
  return {
    event: 'purchase',
    ecommerce: { transaction_id: transactionId, currency: ANALYTICS_CURRENCY, value: valueOf(products), items: products.map(toItem) },
  };
}

export function buildJourneyStep(step: string): JourneyStepEvent {
  return { event: 'journey_step', journey_step: step };
}

export function buildShippingInfo({ products, shippingTier }: ShippingInfoInput): ShippingInfoEvent {
  return {
    event: 'add_shipping_info',
    ecommerce: {
      currency: ANALYTICS_CURRENCY,
      value: valueOf(products),
      ...(shippingTier !== undefined ? { shipping_tier: shippingTier } : {}),
      items: products.map(toItem),
    },
  };
}

export function buildCookieConsent(): CookieConsentEvent {
  return { event: 'cookie_consent', consent: 'granted' };
}
