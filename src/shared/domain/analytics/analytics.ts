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
/** The started tags; until their code arrives, the events for the pixels wait here. */
let tags: TagsHandle | undefined;
let tagsRequested = false;
let waitingForTags: AnalyticsEvent[] = [];

function dataLayer(): unknown[] | undefined {
  if (typeof window === 'undefined') return undefined;
  const target = window as WindowWithDataLayer;
  target.dataLayer ??= [];
  return target.dataLayer;
}

type TagsLoader = () => Promise<{ startTags: typeof StartTags }>;
type ReporterLoader = () => Promise<{ reportWebVitals: () => void }>;
let loadTags: TagsLoader | undefined;
let loadReporter: ReporterLoader | undefined;
let tagSettings: Record<TagName, TagSetting> | undefined;
let reporterRequested = false;

/**
 * Names the tag loader's lazy chunk and the tags' settings (env.tags). The cookie
 * notice, which is part of the entry, calls it: a dynamic import or the env module imported from
 * this module, which the journeys' chunks share, would move Vite's preload helper and the env
 * module out of the entry into chunks of their own, more requests on every page.
 */
export function setTagsLoader(loader: TagsLoader, settings: Record<TagName, TagSetting>, reporter?: ReporterLoader): void {
  loadTags = loader;
  tagSettings = settings;
  loadReporter = reporter;
}

/**
 * The field Web Vitals' reporter, once per page, asked for beside the tags' chunk as soon as the
 * visitor has consented, not after the load event: a visit of two seconds still sends its FCP and
 * TTFB (decision 285). The library's observers read the paints, shifts and inputs from the
 * browser's buffers however late they start. A chunk that did not arrive is not asked for again.
 */
function startReporter(): void {
  if (reporterRequested || !loadReporter) return;
  reporterRequested = true;
  loadReporter().then(
    ({ reportWebVitals }) => reportWebVitals(),
    () => undefined,
  );
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
  startReporter();
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
 * queued. It goes to the dataLayer (the tag manager) and to the pixels (decision
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
