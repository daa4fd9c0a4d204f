// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MetricWithAttribution } from 'web-vitals/attribution';
import { AFTER_LOAD_IDLE_DELAY_MS } from '@/shared/scheduling/after-load-idle';
import { setAnalyticsConsent, setTagsLoader } from '../../analytics';
import { withoutPersonalData } from '../../personal-data';
import { startTags as realStartTags } from '../../tags/load-tags';
import { buildWebVital, reportMetric, targetOf } from '../report-web-vitals';
import { WEB_VITAL_EVENT } from '../web-vital-event';

type WindowWithDataLayer = Window & { dataLayer?: unknown[] };
const pushed = () => ((window as WindowWithDataLayer).dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'web_vitals');

/** A metric as the attribution build reports it; only the fields the reporter reads matter. */
function metric(name: 'LCP' | 'CLS' | 'FCP', value: number, attribution: Record<string, unknown> = {}): MetricWithAttribution {
  return {
    name,
    value,
    rating: 'good',
    id: 'v5-1764300000000-1234567890123',
    delta: value,
    entries: [],
    navigationType: 'navigate',
    attribution,
  } as unknown as MetricWithAttribution;
}

afterEach(() => {
  setAnalyticsConsent(false);
  delete (window as WindowWithDataLayer).dataLayer;
});

describe('buildWebVital', () => {
  it('gives the dataLayer the fields of issue 38: whole milliseconds, CLS to four decimals', () => {
    expect(buildWebVital({ name: 'LCP', value: 1834.56, rating: 'needs-improvement', id: 'v5-1-2' }, '/recargas')).toEqual({
      event: 'web_vitals',
      metric_name: 'LCP',
      metric_value: 1835,
      metric_rating: 'needs-improvement',
      metric_id: 'v5-1-2',
      page_path: '/recargas',
    });
    expect(buildWebVital({ name: 'CLS', value: 0.123456, rating: 'poor', id: 'v5-3-4', target: 'footer' }, '/')).toMatchObject({
      metric_value: 0.1235,
      metric_target: 'footer',
    });
  });

  it('passes the personal-data check whole: the metric id’s long digits are an identifier, not a phone number', () => {
    const event = buildWebVital({ name: 'INP', value: 72, rating: 'good', id: 'v5-1764300000000-1234567890123', target: 'button.menu' }, '/');
    expect(withoutPersonalData(event)).toEqual(event);
  });
});

describe('the web-vitals reporter', () => {
  it('names the element the attribution blames for LCP, CLS and INP, none for FCP', () => {
    expect(targetOf(metric('LCP', 1, { target: 'h1' }))).toBe('h1');
    expect(targetOf(metric('CLS', 1, { largestShiftTarget: 'footer' }))).toBe('footer');
    expect(targetOf(metric('FCP', 1, {}))).toBeUndefined();
  });

  it('pushes nothing and announces nothing before consent', () => {
    const announced = vi.fn();
    window.addEventListener(WEB_VITAL_EVENT, announced);
    reportMetric(metric('FCP', 900), '/');
    window.removeEventListener(WEB_VITAL_EVENT, announced);
    expect(pushed()).toEqual([]);
    expect(announced).not.toHaveBeenCalled();
  });

  it('after consent pushes each metric as a web_vitals event and announces it for the QA panel', () => {
    setAnalyticsConsent(true);
    const announced = vi.fn();
    window.addEventListener(WEB_VITAL_EVENT, announced);
    reportMetric(metric('LCP', 1200.4, { target: 'h1' }), '/e-sim');
    window.removeEventListener(WEB_VITAL_EVENT, announced);
    const expected = {
      event: 'web_vitals',
      metric_name: 'LCP',
      metric_value: 1200,
      metric_rating: 'good',
      metric_id: 'v5-1764300000000-1234567890123',
      page_path: '/e-sim',
      metric_target: 'h1',
    };
    expect(pushed()).toEqual([expected]);
    expect((announced.mock.calls[0]?.[0] as CustomEvent).detail).toEqual(expected);
  });
});

describe('loading the reporter (decisions 255 and 285)', () => {
  it('asks for it beside the tags once cookies are accepted, at once rather than after the load event, and once', async () => {
    vi.useFakeTimers();
    try {
      const reportWebVitals = vi.fn();
      const loadReporter = vi.fn(() => Promise.resolve({ reportWebVitals }));
      const startTags = vi.fn(realStartTags);
      setTagsLoader(
        () => Promise.resolve({ startTags }),
        {
          tagManager: { id: 'GTM-TEST', scriptUrl: '/gtm.js' },
          socialPixel: { id: '', scriptUrl: '' },
          videoPixel: { id: '', scriptUrl: '' },
        },
        loadReporter,
      );
      await vi.advanceTimersByTimeAsync(AFTER_LOAD_IDLE_DELAY_MS * 2);
      expect(loadReporter).not.toHaveBeenCalled();

      setAnalyticsConsent(true);
      // Asked for with the tags' chunk, not after it: no timer and no other chunk stand before it.
      expect(loadReporter).toHaveBeenCalledTimes(1);
      setAnalyticsConsent(false);
      setAnalyticsConsent(true);
      await vi.advanceTimersByTimeAsync(0);
      expect(startTags).toHaveBeenCalledTimes(1);
      expect(reportWebVitals).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(AFTER_LOAD_IDLE_DELAY_MS * 2);
      expect(loadReporter).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
