import type { AnalyticsEvent } from '../events';

/** A call of a pixel's queue function: the social pixel's `fbq(...)`, or a method of the video pixel's `ttq`. */
export type PixelCall = readonly [method: string, ...args: unknown[]];

type Ecommerce = { currency: string; value: number; items: Array<{ item_id: string; item_name: string; price: number; quantity: number }> };

function socialProperties({ currency, value, items }: Ecommerce) {
  return {
    currency,
    value,
    content_type: 'product',
    content_ids: items.map(({ item_id }) => item_id),
    contents: items.map(({ item_id, quantity }) => ({ id: item_id, quantity })),
  };
}

function videoProperties({ currency, value, items }: Ecommerce) {
  return {
    currency,
    value,
    content_type: 'product',
    contents: items.map(({ item_id, item_name, price, quantity }) => ({ content_id: item_id, content_name: item_name, price, quantity })),
  };
}

/**
 * What the pixels receive of an event: their standard events for page views, the
 * cart, the checkout, the purchase and the registration, with amounts in MXN. Banners, journey
 * steps, shipping and the consent itself are for the tag manager alone.
 */
export function pixelCallsOf(event: AnalyticsEvent): { social: PixelCall[]; video: PixelCall[] } {
  switch (event.event) {
    case 'page_view':
      return { social: [['track', 'PageView']], video: [['page']] };
    case 'add_to_cart':
      return { social: [['track', 'AddToCart', socialProperties(event.ecommerce)]], video: [['track', 'AddToCart', videoProperties(event.ecommerce)]] };
    case 'begin_checkout':
      return {
        social: [['track', 'InitiateCheckout', socialProperties(event.ecommerce)]],
        video: [['track', 'InitiateCheckout', videoProperties(event.ecommerce)]],
      };
    case 'purchase':
      return { social: [['track', 'Purchase', socialProperties(event.ecommerce)]], video: [['track', 'CompletePayment', videoProperties(event.ecommerce)]] };
    case 'CompleteRegistration':
      return { social: [['track', 'CompleteRegistration']], video: [['track', 'CompleteRegistration']] };
    default:
      return { social: [], video: [] };
  }
}
