// @vitest-environment jsdom
/**
 * Issue 24 section 1, decision 142: no event pushed to any tag (the tag manager's dataLayer, the
 * social pixel, the video pixel) carries a phone number, an e-mail, a name, a card number or a CVV.
 * The tags here are the mock mode's stand-ins (mocks/public/tags/), which record what they
 * receive as the real scripts would receive it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as AnalyticsModule from '@/shared/domain/analytics';
import type * as CommerceModule from '@/shared/domain/analytics/commerce';

type Analytics = typeof AnalyticsModule;
type Commerce = typeof CommerceModule;
type StandIns = Record<'tagManager' | 'socialPixel' | 'videoPixel', Array<{ entry: unknown }>>;
type TagWindow = Window & { __baitTagStandIns?: StandIns; dataLayer?: unknown[]; fbq?: unknown; ttq?: unknown };

const STAND_INS = path.resolve(import.meta.dirname, '../../mocks/public/tags');
const tagWindow = window as TagWindow;
let analytics: Analytics;
let commerce: Commerce;

/** Everything every tag received so far. */
function received(): { tagManager: unknown[]; socialPixel: unknown[]; videoPixel: unknown[] } {
  const records = tagWindow.__baitTagStandIns;
  const entries = (tag: keyof StandIns) => (records?.[tag] ?? []).map(({ entry }) => entry);
  return { tagManager: entries('tagManager'), socialPixel: entries('socialPixel'), videoPixel: entries('videoPixel') };
}

beforeAll(async () => {
  vi.stubEnv('VITE_TAG_MANAGER_ID', 'GTM-PRUEBA');
  vi.stubEnv('VITE_TAG_MANAGER_SCRIPT_URL', '/tags/gtm.js');
  vi.stubEnv('VITE_SOCIAL_PIXEL_ID', '123456');
  vi.stubEnv('VITE_SOCIAL_PIXEL_SCRIPT_URL', '/tags/fbevents.js');
  vi.stubEnv('VITE_VIDEO_PIXEL_ID', 'PIXELPRUEBA');
  vi.stubEnv('VITE_VIDEO_PIXEL_SCRIPT_URL', '/tags/pixel-events.js');
  vi.resetModules();
  delete tagWindow.dataLayer;
  analytics = await import('@/shared/domain/analytics');
  commerce = await import('@/shared/domain/analytics/commerce');
  // As the cookie notice does in the app.
  const { env } = await import('@/shared/config/env');
  analytics.setTagsLoader(() => import('@/shared/domain/analytics/tags/load-tags'), env.tags);
  analytics.setAnalyticsConsent(true);
  // The tags start after load, when the browser is idle; jsdom does not run their scripts, so the
  // stand-ins are run here once the page asked for them.
  await vi.waitFor(() => expect(document.head.querySelectorAll('script[src^="/tags/"]')).toHaveLength(3), { timeout: 5000 });
  const sources = [...document.head.querySelectorAll<HTMLScriptElement>('script[src^="/tags/"]')].map((script) => new URL(script.src).pathname);
  expect(sources.sort()).toEqual(['/tags/fbevents.js', '/tags/gtm.js', '/tags/pixel-events.js']);
  for (const file of ['gtm.js', 'fbevents.js', 'pixel-events.js']) window.eval(readFileSync(path.join(STAND_INS, file), 'utf8'));
});

afterAll(() => {
  analytics.setAnalyticsConsent(false);
  delete tagWindow.dataLayer;
  delete tagWindow.fbq;
  delete tagWindow.ttq;
  delete tagWindow.__baitTagStandIns;
  vi.unstubAllEnvs();
  vi.resetModules();
});

const digits = (length: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length }).map((values) => values.join(''));
/** A Mexican phone number as people type it: ten digits, maybe grouped with spaces, dots or dashes. */
const phone = fc
  .tuple(digits(10), fc.constantFrom('', ' ', '-', '.'))
  .map(([number, separator]) => `${number.slice(0, 2)}${separator}${number.slice(2, 6)}${separator}${number.slice(6)}`);
const email = fc
  .tuple(fc.stringMatching(/^[a-z][a-z0-9._]{2,12}$/), fc.constantFrom('gmail.com', 'correo.mx', 'bait.com.mx'))
  .map(([user, domain]) => `${user}@${domain}`);
const cardNumber = fc.tuple(digits(16), fc.constantFrom('', ' ')).map(([number, separator]) => number.match(/.{4}/g)?.join(separator) ?? number);
const cvv = digits(3);
const name = fc.tuple(fc.stringMatching(/^[A-Z][a-z]{4,9}$/), fc.stringMatching(/^[A-Z][a-z]{4,9}$/)).map(([first, last]) => `${first}Q ${last}Z`);
const personalData = fc.record({ phone, email, cardNumber, cvv, name });

describe('what the tags receive', () => {
  it('reaches each tag named by the documents, with amounts in MXN', () => {
    const product = { id: '1809901200', name: 'Recarga 200', price: 200, category: 'recarga' };
    analytics.trackPageView({ path: '/recargas', title: 'Recargas | Bait' });
    commerce.trackAddToCart([product]);
    commerce.trackBeginCheckout([product]);
    commerce.trackPurchase('3f1c2e9a-7b3d-4f8e-9a6c-1d2e3f4a5b6c', [product]);
    commerce.trackCompleteRegistration();
    analytics.trackBannerClick({ id: 'banner-1', name: 'Recarga 200', creative: 'Recarga 200 pesos' });
    commerce.trackJourneyStep('portabilidad_inicio');

    const { tagManager, socialPixel, videoPixel } = received();
    const names = tagManager.map((entry) => (entry as { event?: string }).event).filter(Boolean);
    expect(names).toEqual(
      expect.arrayContaining([
        'cookie_consent',
        'page_view',
        'add_to_cart',
        'begin_checkout',
        'purchase',
        'CompleteRegistration',
        'select_promotion',
        'journey_step',
      ]),
    );
    expect(socialPixel).toEqual(
      expect.arrayContaining([
        ['init', '123456'],
        ['track', 'PageView'],
        ['track', 'AddToCart', expect.objectContaining({ currency: 'MXN', value: 200, content_ids: ['1809901200'] })],
        ['track', 'InitiateCheckout', expect.objectContaining({ currency: 'MXN', value: 200 })],
        ['track', 'Purchase', expect.objectContaining({ currency: 'MXN', value: 200 })],
        ['track', 'CompleteRegistration'],
      ]),
    );
    expect(videoPixel).toEqual(
      expect.arrayContaining([
        ['page'],
        ['track', 'AddToCart', expect.objectContaining({ currency: 'MXN', value: 200 })],
        ['track', 'InitiateCheckout', expect.objectContaining({ currency: 'MXN' })],
        ['track', 'CompletePayment', expect.objectContaining({ currency: 'MXN', value: 200 })],
        ['track', 'CompleteRegistration'],
      ]),
    );
    // Banners and journey steps are the tag manager's alone.
    expect(JSON.stringify([socialPixel, videoPixel])).not.toMatch(/portabilidad_inicio|banner-1/);
  });

  it('never carries a phone number, an e-mail, a name, a card number or a CVV, wherever the app would put them', () => {
    fc.assert(
      fc.property(personalData, ({ phone: number, email: address, cardNumber: card, cvv: code, name: person }) => {
        const before = received();
        const query = `?numero=${encodeURIComponent(number)}&correo=${encodeURIComponent(address)}`;
        analytics.trackPageView({ path: `/recargas${query}`, title: `Recargas ${number}`, location: `https://www.bait.com.mx/recargas${query}` });
        const product = { id: `recarga-${address}`, name: `Recarga para ${number} de ${address} ${card}`, price: 100 };
        commerce.trackAddToCart([product]);
        commerce.trackBeginCheckout([product]);
        commerce.trackJourneyStep(`portabilidad_correo ${address}`);
        // Fields no event of the site has, as a careless caller could add them.
        const careless = {
          cvv: code,
          card_number: card,
          nombre: person,
          telefono: number,
          email: address,
          name: person,
          user: { name: person, phone: number },
        };
        analytics.pushAnalyticsEvent({ ...commerce.buildPurchase('3f1c2e9a-7b3d-4f8e-9a6c-1d2e3f4a5b6c', [product]), ...careless } as never);
        // `name` of a product is its offer name, from the catalogue: the careless fields without it.
        const carelessItemFields = Object.fromEntries(Object.entries(careless).filter(([key]) => key !== 'name'));
        commerce.trackShippingInfo({ products: [{ ...product, ...carelessItemFields } as never], shippingTier: `Envío ${number}` });

        const after = received();
        const fresh = {
          tagManager: after.tagManager.slice(before.tagManager.length),
          socialPixel: after.socialPixel.slice(before.socialPixel.length),
          videoPixel: after.videoPixel.slice(before.videoPixel.length),
        };
        expect(fresh.tagManager.length).toBeGreaterThan(0);
        expect(fresh.socialPixel.length).toBeGreaterThan(0);
        expect(fresh.videoPixel.length).toBeGreaterThan(0);
        for (const [tag, entries] of Object.entries(fresh)) {
          const text = JSON.stringify(entries);
          const bareDigits = text.replace(/[\s.-]/g, '');
          expect(bareDigits, tag).not.toContain(number.replace(/[\s.-]/g, ''));
          expect(bareDigits, tag).not.toContain(card.replace(/\s/g, ''));
          expect(text, tag).not.toContain(address);
          expect(text, tag).not.toContain(encodeURIComponent(address));
          expect(text, tag).not.toContain(person.split(' ')[0]);
          expect(text, tag).not.toMatch(new RegExp(`"${code}"`));
          expect(text, tag).not.toMatch(/"(cvv|card_number|nombre|telefono|email|name|user|phone)"/);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('keeps every field of the events the site defines', () => {
    const product = { id: 'esim-300', name: 'eSIM 300', price: 300, category: 'esim', quantity: 2 };
    const events = [
      commerce.buildAddToCart([product]),
      commerce.buildBeginCheckout([product]),
      commerce.buildShippingInfo({ products: [product], shippingTier: 'estándar' }),
      commerce.buildPurchase('3f1c2e9a-7b3d-4f8e-9a6c-1d2e3f4a5b6c', [product]),
      commerce.buildJourneyStep('portabilidad_numero'),
      commerce.buildCompleteRegistration(),
    ];
    const before = received().tagManager.length;
    for (const event of events) analytics.pushAnalyticsEvent(event);
    const pushed = received()
      .tagManager.slice(before)
      .filter((entry) => (entry as { ecommerce?: unknown }).ecommerce !== null);
    expect(pushed).toEqual(events);
  });

  it('stops every push to every tag once the consent is withdrawn', () => {
    analytics.setAnalyticsConsent(false);
    const before = received();
    analytics.trackPageView({ path: '/cobertura' });
    commerce.trackAddToCart([{ id: 'a', name: 'Recarga 50', price: 50 }]);
    const after = received();
    expect(after.tagManager).toHaveLength(before.tagManager.length);
    // The pixels were told, and received nothing else.
    expect(after.socialPixel.slice(before.socialPixel.length)).toEqual([]);
    expect(after.videoPixel.slice(before.videoPixel.length)).toEqual([]);
    expect(before.socialPixel).toContainEqual(['consent', 'revoke']);
    expect(before.videoPixel).toContainEqual(['revokeConsent']);
  });
});
