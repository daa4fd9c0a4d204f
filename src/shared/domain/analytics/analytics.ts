import {
  buildBannerClick,
  buildBannerImpression,
  buildCookieConsent,
  buildPageView,
  type AnalyticsEvent,
  type PageViewInput,
  type PromotionInput,
} from './events';
import type { startTags as StartTags, TagsHandle } from './tags/load-tags';
import type { TagName, TagSetting } from './tags/tag-defaults';

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

/** The web-vitals reporter's lazy chunk (decision 255), named with the tags' loader by the cookie notice. */
type WebVitalsLoader = () => Promise<{ reportWebVitals: () => void }>;
type TagsLoader = () => Promise<{ startTags: typeof StartTags }>;
let loadTags: TagsLoader | undefined;
let tagSettings: Record<TagName, TagSetting> | undefined;

/**
 * Names the tag loader's lazy chunk and the tags' settings (env.tags; decision 142). The cookie
 * notice, which is part of the entry, calls it: a dynamic import or the env module imported from
 * this module, which the journeys' chunks share, would move Vite's preload helper and the env
 * module out of the entry into chunks of their own, more requests on every page.
 */
export function setTagsLoader(loader: TagsLoader, settings: Record<TagName, TagSetting>, webVitalsLoader?: WebVitalsLoader): void {
  loadTags = loader;
  tagSettings = settings;
  loadWebVitals = webVitalsLoader;
}

let loadWebVitals: WebVitalsLoader | undefined;
let webVitalsRequested = false;
/** As AFTER_LOAD_IDLE_DELAY_MS of the shared scheduler. */
const WEB_VITALS_DELAY_MS = 5_000;

/**
 * Loads the web-vitals reporter once, after consent, 5 s after the load event like the work that
 * must not compete with the page (decision 217); written out here because the shared scheduler,
 * imported from this module, becomes a chunk and a request of its own on every page. The library
 * reads the earlier paints, shifts and inputs from the browser's buffers (decision 255).
 */
function startWebVitals(): void {
  if (webVitalsRequested || !loadWebVitals) return;
  const loader = loadWebVitals;
  webVitalsRequested = true;
  // A chunk that did not arrive is not asked for again in this page: the next page load asks.
  const load = () =>
    void loader().then(
      ({ reportWebVitals }) => reportWebVitals(),
      () => undefined,
    );
  const later = () => setTimeout(load, WEB_VITALS_DELAY_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

const anyTagConfigured = () => Object.values(tagSettings ?? {}).some(({ id }) => id !== '');

/**
 * Loads the tag loader the first time consent is given (a small lazy chunk: it waits for the load
 * event and idle time before it adds any tag's script); later consents resume the tags.
 */
function startTags(): void {
  if (tags) return tags.resume();
  if (tagsRequested || !loadTags || !tagSettings || !anyTagConfigured()) return;
  const settings = tagSettings;
  tagsRequested = true;
  loadTags()
    .then(({ startTags: start }) => {
      tags = start(settings);
      if (!consented) return tags.stop();
      waitingForTags.forEach((event) => tags?.forward(event));
      waitingForTags = [];
    })
    .catch(() => {
      // The chunk did not arrive: the next consent (or page load) tries again.
      tagsRequested = false;
    });
}

/**
 * Pushes one event when the visitor accepted cookies; before that the event is dropped, not
 * queued (decision 021). It goes to the dataLayer (the tag manager) and to the pixels (decision
 * 142). Once the tags have started, it passes their personal-data check first; before, no tag's
 * script is on the page, and starting them checks what the dataLayer already holds. Returns
 * whether it was pushed.
 */
export function pushAnalyticsEvent(event: AnalyticsEvent): boolean {
  if (!consented) return false;
  const layer = dataLayer();
  if (!layer) return false;
  const safe = tags ? tags.clean(event) : event;
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
    startWebVitals();
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
