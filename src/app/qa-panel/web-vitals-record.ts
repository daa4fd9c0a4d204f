import type { WebVitalEvent, WebVitalName, WebVitalRating } from '@/shared/domain/analytics';
import { WEB_VITAL_EVENT } from '@/shared/domain/analytics/web-vitals/web-vital-event';

/** The metrics of one page load, as the dataLayer received them. */
export type PageVitals = {
  pagePath: string;
  /** When the page loaded (performance.timeOrigin): tells one load from the next. */
  loadedAt: number;
  metrics: Partial<Record<WebVitalName, { value: number; rating: WebVitalRating }>>;
};

export const WEB_VITALS_STORAGE_KEY = 'bait-qa-web-vitals';
const STORAGE_KEY = WEB_VITALS_STORAGE_KEY;
const NAMES: ReadonlySet<string> = new Set<WebVitalName>(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
const RATINGS: ReadonlySet<string> = new Set<WebVitalRating>(['good', 'needs-improvement', 'poor']);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isMetric = (value: unknown) => isRecord(value) && Number.isFinite(value.value) && typeof value.rating === 'string' && RATINGS.has(value.rating);
/** A stored page load as this module writes it; anything else (another tool's value, a hand edit) is dropped. */
function isPageVitals(value: unknown): value is PageVitals {
  return (
    isRecord(value) &&
    typeof value.pagePath === 'string' &&
    Number.isFinite(value.loadedAt) &&
    isRecord(value.metrics) &&
    Object.entries(value.metrics).every(([name, metric]) => NAMES.has(name) && isMetric(metric))
  );
}
/** This page load and the one before: CLS and INP of a page arrive only as it is left. */
const PAGE_LOADS_KEPT = 2;
export const WEB_VITALS_RECORDED_EVENT = 'bait:qa-web-vitals';

/** The recorded page loads, the newest first; kept in the tab's session so the previous page's survive its unload. */
export function recordedWebVitals(): PageVitals[] {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '[]') as unknown;
    return Array.isArray(stored) ? stored.filter(isPageVitals).slice(0, PAGE_LOADS_KEPT) : [];
  } catch {
    return [];
  }
}

export function recordWebVital(event: WebVitalEvent, loadedAt: number): PageVitals[] {
  const loads = recordedWebVitals();
  const current = loads.find((load) => load.loadedAt === loadedAt) ?? { pagePath: event.page_path, loadedAt, metrics: {} };
  current.metrics[event.metric_name] = { value: event.metric_value, rating: event.metric_rating };
  const next = [current, ...loads.filter((load) => load !== current)].sort((left, right) => right.loadedAt - left.loadedAt).slice(0, PAGE_LOADS_KEPT);
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage full or refused: the panel shows this page's metrics until the next one.
  }
  return next;
}

/** Records each `web_vitals` event this page pushes, from the QA panel's start (mock mode only). */
export function recordWebVitals(): () => void {
  const loadedAt = Math.round(performance.timeOrigin);
  const onVital = (event: Event) => {
    recordWebVital((event as CustomEvent<WebVitalEvent>).detail, loadedAt);
    window.dispatchEvent(new Event(WEB_VITALS_RECORDED_EVENT));
  };
  window.addEventListener(WEB_VITAL_EVENT, onVital);
  return () => window.removeEventListener(WEB_VITAL_EVENT, onVital);
}
