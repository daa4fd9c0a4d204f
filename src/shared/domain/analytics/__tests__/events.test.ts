import { describe, expect, it } from 'vitest';
import { buildAddToCart, buildBeginCheckout, buildShippingInfo } from '../commerce-events';
import {
  ANALYTICS_CURRENCY,
  buildBannerClick,
  buildBannerImpression,
  buildCookieConsent,
  buildPageView,
  cutPromotionText,
  PROMOTION_TEXT_MAX_LENGTH,
} from '../events';

const RECARGA = { id: '1809901200', name: 'Recarga 200', price: 200, category: 'recarga' };
const ESIM = { id: 'ESIM-01', name: 'eSIM Bait', price: 99.9, quantity: 2 };

describe('cutPromotionText', () => {
  it('keeps texts of up to 75 characters', () => {
    expect(PROMOTION_TEXT_MAX_LENGTH).toBe(75);
    expect(cutPromotionText('Recarga 200')).toBe('Recarga 200');
    const exactly = 'á'.repeat(PROMOTION_TEXT_MAX_LENGTH);
    expect(cutPromotionText(exactly)).toBe(exactly);
  });

  it('cuts longer texts to 75 characters', () => {
    const long = `${'Paquetes con redes sociales ilimitadas y llamadas '.repeat(2)}fin`;
    const cut = cutPromotionText(long);
    expect(cut).toHaveLength(PROMOTION_TEXT_MAX_LENGTH);
    expect(long.startsWith(cut)).toBe(true);
  });

  it('counts an emoji as one character and never splits it', () => {
    const text = `${'x'.repeat(PROMOTION_TEXT_MAX_LENGTH - 1)}📱📱`;
    expect(Array.from(cutPromotionText(text))).toHaveLength(PROMOTION_TEXT_MAX_LENGTH);
    expect(cutPromotionText(text).endsWith('📱')).toBe(true);
  });
});

describe('event builders', () => {
  it('page view', () => {
    expect(buildPageView({ path: '/recargas', title: 'Recargas | Bait', location: 'https://www.bait.example/recargas' })).toEqual({
      event: 'page_view',
      page_path: '/recargas',
      page_title: 'Recargas | Bait',
      page_location: 'https://www.bait.example/recargas',
    });
    expect(buildPageView({ path: '/' })).toEqual({ event: 'page_view', page_path: '/' });
  });

  it('banner impression and click, with the promotion on the event and on its item', () => {
    const promotion = { id: 'recarga-200-home', name: 'Recarga 200', creative: 'Recarga 200 pesos y navega 30 días', slot: 1 };
    const fields = {
      promotion_id: 'recarga-200-home',
      promotion_name: 'Recarga 200',
      creative_name: 'Recarga 200 pesos y navega 30 días',
      creative_slot: '1',
    };
    const ecommerce = { ...fields, items: [{ item_id: 'recarga-200-home', item_name: 'Recarga 200', ...fields }] };
    expect(buildBannerImpression(promotion)).toEqual({ event: 'view_promotion', ecommerce });
    expect(buildBannerClick(promotion)).toEqual({ event: 'select_promotion', ecommerce });
  });

  it('cuts the promotion name, id and creative text to 75 characters, everywhere they appear', () => {
    const long = (prefix: string) => `${prefix}${'-'.repeat(100)}`;
    const event = buildBannerClick({ id: long('id'), name: long('name'), creative: long('creative') });
    const { items, ...onEvent } = event.ecommerce;
    for (const value of [...Object.values(onEvent), ...Object.values(items[0])]) {
      expect(value.length).toBeLessThanOrEqual(PROMOTION_TEXT_MAX_LENGTH);
    }
    expect(onEvent.promotion_id).toBe(long('id').slice(0, PROMOTION_TEXT_MAX_LENGTH));
    expect(onEvent.promotion_name).toBe(long('name').slice(0, PROMOTION_TEXT_MAX_LENGTH));
    expect(onEvent.creative_name).toBe(long('creative').slice(0, PROMOTION_TEXT_MAX_LENGTH));
    expect(onEvent).not.toHaveProperty('creative_slot');
  });

  it('add to cart and begin checkout, in MXN with the value of the items', () => {
    const ecommerce = {
      currency: 'MXN',
      value: 399.8,
      items: [
        { item_id: '1809901200', item_name: 'Recarga 200', item_category: 'recarga', price: 200, quantity: 1 },
        { item_id: 'ESIM-01', item_name: 'eSIM Bait', price: 99.9, quantity: 2 },
      ],
    };
    expect(ANALYTICS_CURRENCY).toBe('MXN');
    expect(buildAddToCart([RECARGA, ESIM])).toEqual({ event: 'add_to_cart', ecommerce });
    expect(buildBeginCheckout([RECARGA, ESIM])).toEqual({ event: 'begin_checkout', ecommerce });
  });

  it('rounds the value to centavos', () => {
    const products = [0.1, 0.2].map((price, index) => ({ id: String(index), name: 'x', price }));
    expect(buildAddToCart(products).ecommerce.value).toBe(0.3);
  });

  it('shipping info', () => {
    expect(buildShippingInfo({ products: [RECARGA], shippingTier: 'SIM de reemplazo' })).toEqual({
      event: 'add_shipping_info',
      ecommerce: {
        currency: 'MXN',
        value: 200,
        shipping_tier: 'SIM de reemplazo',
        items: [{ item_id: '1809901200', item_name: 'Recarga 200', item_category: 'recarga', price: 200, quantity: 1 }],
      },
    });
    expect(buildShippingInfo({ products: [] }).ecommerce).toEqual({ currency: 'MXN', value: 0, items: [] });
  });

  it('cookie consent', () => {
    expect(buildCookieConsent()).toEqual({ event: 'cookie_consent', consent: 'granted' });
  });
});
