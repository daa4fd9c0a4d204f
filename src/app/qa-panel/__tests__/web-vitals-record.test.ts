// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { buildWebVital } from '@/shared/domain/analytics/web-vitals/report-web-vitals';
import { WEB_VITAL_EVENT } from '@/shared/domain/analytics/web-vitals/web-vital-event';
import { recordedWebVitals, recordWebVital, recordWebVitals } from '../web-vitals-record';

afterEach(() => sessionStorage.clear());

describe('the QA panel’s record of Web Vitals', () => {
  const vital = (name: 'LCP' | 'CLS', value: number, pagePath: string) => buildWebVital({ name, value, rating: 'good', id: 'v5-1-1' }, pagePath);

  it('keeps the metrics of this page load and of the one before, the newest first, across the unload', () => {
    recordWebVital(vital('LCP', 800, '/'), 1_000);
    recordWebVital(vital('CLS', 0.01, '/'), 1_000);
    recordWebVital(vital('LCP', 700, '/recargas'), 2_000);
    recordWebVital(vital('LCP', 600, '/e-sim'), 3_000);
    expect(recordedWebVitals()).toEqual([
      { pagePath: '/e-sim', loadedAt: 3_000, metrics: { LCP: { value: 600, rating: 'good' } } },
      { pagePath: '/recargas', loadedAt: 2_000, metrics: { LCP: { value: 700, rating: 'good' } } },
    ]);
  });

  it('records what the reporter announces from the panel’s start', () => {
    const stop = recordWebVitals();
    window.dispatchEvent(new CustomEvent(WEB_VITAL_EVENT, { detail: vital('CLS', 0.02, '/login') }));
    stop();
    expect(recordedWebVitals()[0]).toMatchObject({ pagePath: '/login', metrics: { CLS: { value: 0.02, rating: 'good' } } });
  });
});
