import { env } from '@/shared/config/env';
import { buildBannerClick, buildBannerImpression, buildCookieConsent, buildPageView, type AnalyticsEvent, type PageViewInput, type PromotionInput } from './events';
import { withoutPersonalData } from './personal-data';
import type { TagsHandle } from './tags/load-tags';

/** The tag manager's queue; typed locally so no global declaration can clash with another one. */
type WindowWithDataLayer = Window & { dataLayer?: unknown[] };

let consented = false;
/** The started tags (decision 142); until their code arrives, the events for the pixels wait here. */
let tags: TagsHandle | undefined;
let tagsRequested = false;
let waitingForTags: AnalyticsEvent[] = [];

function dataLayer(): unknown[] | undefined {
  if (typeof window === 'undefined') return undefined;
  const target = window as WindowWithDataLayer;
  target.dataLayer ??= [];
  return target.dataLayer;
}

const anyTagConfigured = () => Object.values(env.tags).some(({ id }) => id !== '');

/** After the page's load event, when the browser is idle: the tags' code is never part of the first paint. */
function afterLoadWhenIdle(run: () => void): void {
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 4000 }) : setTimeout(run, 1));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** Loads and starts the configured tags the first time consent is given; later consents resume them. */
function startTags(): void {
  if (tags) return tags.resume();
  if (tagsRequested || typeof window === 'undefined' || !anyTagConfigured()) return;
  tagsRequested = true;
  afterLoadWhenIdle(() => {
    import('./tags/load-tags')
      .then(({ startTags: start }) => {
        tags = start(env.tags);
        if (!consented) return tags.stop();
        waitingForTags.forEach((event) => tags?.forward(event));
        waitingForTags = [];
      })
      .catch(() => {
        // The chunk did not arrive: the next consent (or page load) tries again.
        tagsRequested = false;
      });
  });
}

/**
 * Pushes one event when the visitor accepted cookies; before that the event is dropped, not
 * queued (decision 021). What is pushed has passed the personal-data check and goes to the
 * dataLayer (the tag manager) and to the pixels (decision 142). Returns whether it was pushed.
 */
export function pushAnalyticsEvent(event: AnalyticsEvent): boolean {
  if (!consented) return false;
  const layer = dataLayer();
  if (!layer) return false;
  const safe = withoutPersonalData(event);
  // GTM keeps merging ecommerce objects across pushes unless it is cleared first.
  if ('ecommerce' in safe) layer.push({ ecommerce: null });
  layer.push(safe);
  if (tags) tags.forward(safe);
  else if (anyTagConfigured()) waitingForTags.push(safe);
  return true;
}

/**
 * Opens (true) or closes (false) the gate. Opening pushes the cookie-consent event once and starts
 * the configured tags; closing (a refusal or a withdrawn consent) stops every further push and
 * tells the pixels. The cookie notice calls this on the visitor's choice, and at start with the
 * stored one.
 */
export function setAnalyticsConsent(accepted: boolean): void {
  if (accepted === consented) return;
  consented = accepted;
  if (accepted) {
    startTags();
    pushAnalyticsEvent(buildCookieConsent());
  } else {
    waitingForTags = [];
    tags?.stop();
  }
}

export function hasAnalyticsConsent(): boolean {
  return consented;
}

export const trackPageView = (page: PageViewInput) => pushAnalyticsEvent(buildPageView(page));
export const trackBannerImpression = (promotion: PromotionInput) => pushAnalyticsEvent(buildBannerImpression(promotion));
export const trackBannerClick = (promotion: PromotionInput) => pushAnalyticsEvent(buildBannerClick(promotion));
