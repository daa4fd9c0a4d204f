/**
 * The purchase journeys' events (cart, checkout, shipping, purchase, journey steps, the pixels'
 * registration), in the GA4 ecommerce vocabulary: apart from events.ts so that only
 * the chunks of the journeys load them, not every page.
 */
import { ANALYTICS_CURRENCY } from './events';

// ---- inputs, in the app's names ----

/** An offer, recharge, SIM or eSIM put in the cart; price in pesos. */
export interface ProductInput {
  id: string;
  name: string;
  price: number;
  /** The offer's payment product label (mbb, hbb, mifi). */
  category?: string;
  /** The offer type's line-type group, when the type has one. */
  category2?: string;
  /** The raw offer type code. */
  variant?: string;
  quantity?: number;
}

export interface ShippingInfoInput {
  products: readonly ProductInput[];
  shippingTier?: string;
}

// ---- events, in the dataLayer's names ----

export interface EcommerceItem {
  item_id: string;
  item_name: string;
  item_category?: string;
  item_category2?: string;
  item_variant?: string;
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

/** The pixels' registration event: a visitor handed a SIM purchase's data to the payment (spec payments 2). */
export interface CompleteRegistrationEvent {
  event: 'CompleteRegistration';
}

// ---- builders ----

function toItem({ id, name, price, category, category2, variant, quantity = 1 }: ProductInput): EcommerceItem {
  return {
    item_id: id,
    item_name: name,
    ...(category !== undefined ? { item_category: category } : {}),
    ...(category2 !== undefined ? { item_category2: category2 } : {}),
    ...(variant !== undefined ? { item_variant: variant } : {}),
    price,
    quantity,
  };
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

export function buildCompleteRegistration(): CompleteRegistrationEvent {
  return { event: 'CompleteRegistration' };
}
