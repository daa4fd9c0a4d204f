/**
 * The web-vitals reporter, a lazy chunk loaded after cookie consent: each metric of
 * the visit goes to the dataLayer as a `web_vitals` event through the consent gate. LCP, FCP and
 * TTFB arrive once final; CLS and INP when the page is hidden, as the library reports them. The
 * attribution build names the element most to blame. Each pushed metric is also announced on the
 * window (WEB_VITAL_EVENT), where the mock mode's QA panel lists it.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricWithAttribution } from 'web-vitals/attribution';
import { pushAnalyticsEvent } from '../analytics';
import type { WebVitalEvent, WebVitalName, WebVitalRating } from '../events';
import { WEB_VITAL_EVENT } from './web-vital-event';

/** A metric as the web-vitals library reports it, in the fields this builder reads. */
export interface WebVitalInput {
  name: WebVitalName;
  value: number;
  rating: WebVitalRating;
  id: string;
  target?: string;
}

export function buildWebVital({ name, value, rating, id, target }: WebVitalInput, pagePath: string): WebVitalEvent {
  return {
    event: 'web_vitals',
    metric_name: name,
    metric_value: name === 'CLS' ? Number(value.toFixed(4)) : Math.round(value),
    metric_rating: rating,
    metric_id: id,
    page_path: pagePath,
    ...(target ? { metric_target: target } : {}),
  };
}

/** The element the attribution blames, per metric; none for FCP and TTFB. */
export function targetOf(metric: MetricWithAttribution): string | undefined {
  switch (metric.name) {
    case 'LCP':
      return metric.attribution.target;
    case 'CLS':
      return metric.attribution.largestShiftTarget;
    case 'INP':
      return metric.attribution.interactionTarget;
    default:
      return undefined;
  }
}

export function reportMetric(metric: MetricWithAttribution, pagePath: string): void {
  const input: WebVitalInput = { name: metric.name, value: metric.value, rating: metric.rating, id: metric.id, target: targetOf(metric) };
  const event = buildWebVital(input, pagePath);
  if (pushAnalyticsEvent(event)) window.dispatchEvent(new CustomEvent(WEB_VITAL_EVENT, { detail: event }));
}

/** `pagePath`: the page the visit is on as the reporter starts; the library measures this document. */
export function reportWebVitals(pagePath = window.location.pathname): void {
  const report = (metric: MetricWithAttribution) => reportMetric(metric, pagePath);
  onCLS(report);
  onFCP(report);
  onINP(report);
  onLCP(report);
  onTTFB(report);
}
