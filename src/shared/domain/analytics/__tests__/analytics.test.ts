// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { hasAnalyticsConsent, pushAnalyticsEvent, setAnalyticsConsent, trackBannerClick, trackBannerImpression, trackPageView } from '../analytics';
import { trackAddToCart, trackBeginCheckout, trackShippingInfo } from '../commerce';
import { buildPageView } from '../events';

type WindowWithDataLayer = Window & { dataLayer?: unknown[] };
const pushed = () => (window as WindowWithDataLayer).dataLayer ?? [];
const eventNames = () => pushed().map((entry) => (entry as { event?: string }).event ?? 'clear');

const PRODUCT = { id: '1809901200', name: 'Recarga 200', price: 200 };
const PROMOTION = { id: 'recarga-200-home', name: 'Recarga 200', creative: 'Recarga 200 pesos' };

function trackEverything() {
  trackPageView({ path: '/' });
  trackBannerImpression(PROMOTION);
  trackBannerClick(PROMOTION);
  trackAddToCart([PRODUCT]);
  trackBeginCheckout([PRODUCT]);
  trackShippingInfo({ products: [PRODUCT] });
}

describe('the consent gate', () => {
  afterEach(() => {
    setAnalyticsConsent(false);
    delete (window as WindowWithDataLayer).dataLayer;
  });

  it('pushes nothing, and creates no dataLayer, before cookies are accepted', () => {
    expect(hasAnalyticsConsent()).toBe(false);
    trackEverything();
    expect(pushAnalyticsEvent(buildPageView({ path: '/' }))).toBe(false);
    expect((window as WindowWithDataLayer).dataLayer).toBeUndefined();
  });

  it('drops events sent before consent instead of replaying them after it', () => {
    trackPageView({ path: '/recargas' });
    setAnalyticsConsent(true);
    expect(pushed()).toEqual([{ event: 'cookie_consent', consent: 'granted' }]);
  });

  it('pushes the consent event once, then every event, clearing ecommerce before each ecommerce event', () => {
    setAnalyticsConsent(true);
    setAnalyticsConsent(true);
    trackEverything();
    expect(hasAnalyticsConsent()).toBe(true);
    expect(eventNames()).toEqual([
      'cookie_consent',
      'page_view',
      'clear',
      'view_promotion',
      'clear',
      'select_promotion',
      'clear',
      'add_to_cart',
      'clear',
      'begin_checkout',
      'clear',
      'add_shipping_info',
    ]);
    expect(pushed()[2]).toEqual({ ecommerce: null });
  });

  it("keeps what the tag manager's snippet already queued", () => {
    (window as WindowWithDataLayer).dataLayer = [{ 'gtm.start': 1 }];
    setAnalyticsConsent(true);
    expect(pushed()).toEqual([{ 'gtm.start': 1 }, { event: 'cookie_consent', consent: 'granted' }]);
  });

  it('stops pushing when consent is withdrawn', () => {
    setAnalyticsConsent(true);
    setAnalyticsConsent(false);
    expect(trackPageView({ path: '/' })).toBe(false);
    expect(eventNames()).toEqual(['cookie_consent']);
  });
});
