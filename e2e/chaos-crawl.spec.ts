/**
 * The chaos crawl's small budget in `npm test` (issue 47 part 4): a few routes at both widths under
 * one chaos seed must give no finding; and a planted defect, a page that throws when a call
 * answers 500, must be found. `npm run chaos` runs every route under 20 seeds.
 */
import { expect, scaledTimeout, test } from './fixtures';
import { crawlRoutes, crawlVisit, formatFinding, type Visit, type VisitResult } from '../scripts/lib/chaos-crawl/crawl';

const BUDGET_ROUTES = ['/recargas', '/home'];
const visitOf = (route: Visit['route'], width: number, seed: number, rate: number): Visit => ({
  route,
  seed,
  rate,
  width,
  maxSteps: 2,
  maxMs: 5_000,
  timeoutMs: 500,
});

/** A defect the crawl must catch: every answer of 500 or more throws, unhandled, in the page. */
const THROWS_ON_A_500 = `(() => {
  const fetchOfPage = window.fetch.bind(window);
  window.fetch = async (...args) => {
    const response = await fetchOfPage(...args);
    if (response.status >= 500) Promise.reject(new Error('planted: the page throws on a ' + response.status));
    return response;
  };
})();`;

test.describe('the chaos crawl', () => {
  test('finds nothing on its small budget: a few routes, both widths, one seed', async ({ browser, baseURL }) => {
    test.setTimeout(scaledTimeout(60_000));
    const visits = crawlRoutes(BUDGET_ROUTES).flatMap((route) => [390, 1280].map((width) => visitOf(route, width, 11, 0.3)));
    const results: VisitResult[] = [];
    // Two lanes: the budget stays within a minute on two cores.
    const lanes = [visits.filter((_, index) => index % 2 === 0), visits.filter((_, index) => index % 2 === 1)];
    await Promise.all(
      lanes.map(async (lane) => {
        for (const visit of lane) results.push(await crawlVisit(browser, baseURL ?? '', visit));
      }),
    );
    const findings = results.flatMap((result) => result.findings.map((finding) => formatFinding(result, finding)));
    expect(findings, findings.join('\n\n')).toEqual([]);
    expect(results).toHaveLength(visits.length);
  });

  test('catches a planted defect: a page that throws on a 500, with the link and steps that replay it', async ({ browser, baseURL }) => {
    const [route] = crawlRoutes(['/recargas']);
    if (!route) throw new Error('no /recargas row');
    // Rate 1: every call fails, so some answer is a 500 (or a timeout's 504).
    const result = await crawlVisit(browser, baseURL ?? '', { ...visitOf(route, 390, 3, 1), maxSteps: 1 }, THROWS_ON_A_500);
    const planted = result.findings.find((finding) => finding.kind === 'uncaughtError');
    expect(planted?.detail).toMatch(/planted: the page throws on a 5\d\d/);
    expect(result.link).toContain('/recargas?chaos=3:1&timeout=500&latency=0');
    if (planted) expect(formatFinding(result, planted)).toMatch(/reproduce: http:\/\/127\.0\.0\.1:\d+\/recargas\?chaos=3:1[^\n]*\n {2}1\. open \/recargas/);
  });
});
