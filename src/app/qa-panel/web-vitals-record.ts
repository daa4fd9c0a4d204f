import type { WebVitalEvent, WebVitalName, WebVitalRating } from '@/shared/domain/analytics';
import { WEB_VITAL_EVENT } from '@/shared/domain/analytics/web-vitals/web-vital-event';

/** The metrics of one page load, as the dataLayer received them. */
export type PageVitals = {
  pagePath: string;
  /** When the page loaded (performance.timeOrigin): tells one load from the next. */
  loadedAt: number;
  metrics: Partial<Record<WebVitalName, { value: number; rating: WebVitalRating }>>;
};

const STORAGE_KEY = 'bait-qa-web-vitals';
/** This page load and the one before: CLS and INP of a page arrive only as it is left. */
const PAGE_LOADS_KEPT = 2;
export const WEB_VITALS_RECORDED_EVENT = 'bait:qa-web-vitals';

/** The recorded page loads, the newest first; kept in the tab's session so the previous page's survive its unload. */
export function recordedWebVitals(): PageVitals[] {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as unknown;
    return Array.isArray(stored) ? (stored as PageVitals[]) : [];
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
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
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
