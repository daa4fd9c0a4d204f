/**
 * Field Web Vitals after cookie consent only (issue 38, decision 255), as a new visitor meets
 * them: nothing before the choice; after "Aceptar", the page's metrics reach the dataLayer as
 * `web_vitals` events, the ones final only when the page is hidden (LCP, CLS) as the visitor
 * opens a second page, and the QA panel lists both pages' metrics with their rating. One page
 * load per step; the waits are the reporter's own (after the load event and idle time).
 */
import type { Page } from '@playwright/test';
import { expect, scaledTimeout, test } from './fixtures';
import { ACCEPTED_COOKIE_OPTIONS, COOKIE_CONSENT_STORAGE_KEY } from '../src/features/cookies/constants';
import { paths } from '../src/shared/domain/routing/paths';

type Pushed = { event?: string; metric_name?: string; metric_rating?: string; page_path?: string };

/** Where the short-visit test keeps each page's pushes (sessionStorage outlives a page). */
const PUSHES_KEY = 'e2e-data-layer-pushes';
const recordedPushes = (page: Page) => page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as Pushed[], PUSHES_KEY);

const webVitalsPushed = (page: Page) =>
  page.evaluate(() => ((window as Window & { dataLayer?: Pushed[] }).dataLayer ?? []).filter((entry) => entry.event === 'web_vitals'));

test('web_vitals events reach the dataLayer and the QA panel after consent, never before', async ({ page }) => {
  test.setTimeout(scaledTimeout(60_000));
  await page.goto(paths.home);
  const notice = page.getByRole('region', { name: /cookies/i }).or(page.getByRole('dialog', { name: /cookies/i }));
  const accept = page.getByRole('button', { name: 'Aceptar', exact: true });
  // The notice shows 4 s after start, past the load event: the reporter would have had its chance.
  await expect(accept).toBeVisible({ timeout: scaledTimeout(15_000) });
  await page.waitForTimeout(3_000);
  expect(await webVitalsPushed(page)).toEqual([]);

  await accept.click();
  await expect(notice).toHaveCount(0);
  await expect
    .poll(() => webVitalsPushed(page).then((events) => events.map((event) => event.metric_name).sort()), { timeout: scaledTimeout(20_000) })
    .toEqual(expect.arrayContaining(['FCP', 'TTFB']));
  const [first] = await webVitalsPushed(page);
  expect(first).toEqual(
    expect.objectContaining({
      page_path: '/',
      metric_rating: expect.stringMatching(/^(good|needs-improvement|poor)$/),
      metric_id: expect.any(String),
      metric_value: expect.any(Number),
    }),
  );

  // A second page: the first one, hidden, sends its LCP and CLS; the QA panel keeps them.
  await page.goto(paths.topUps);
  await expect
    .poll(() => webVitalsPushed(page).then((events) => events.map((event) => event.page_path)), { timeout: scaledTimeout(20_000) })
    .toContain('/recargas');
  await page.getByRole('button', { name: 'Abrir panel de QA' }).click();
  const panel = page.getByRole('dialog', { name: 'Panel de QA' });
  await panel.getByText('Web Vitals', { exact: false }).first().click();
  const previous = panel.getByRole('region', { name: 'Página anterior: /' });
  const latest = panel.getByRole('region', { name: 'Última página: /recargas' });
  await expect(previous.getByText(/^LCP: \d+ ms · (bueno|necesita mejorar|malo)$/)).toBeVisible();
  await expect(previous.getByText(/^CLS: \d\.\d{3} · (bueno|necesita mejorar|malo)$/)).toBeVisible();
  await expect(latest.getByText(/^FCP: \d+ ms · (bueno|necesita mejorar|malo)$/)).toBeVisible();
});

test('a 2-second visit after consent sends its FCP and TTFB before the visitor leaves; without consent, nothing', async ({ page }) => {
  test.setTimeout(scaledTimeout(60_000));
  // Every push, as it happens, into the tab's session storage: what a page sent stays readable once it is left.
  await page.addInitScript((key) => {
    const layer: unknown[] = [];
    layer.push = (...entries: unknown[]) => {
      const kept = JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown[];
      sessionStorage.setItem(key, JSON.stringify([...kept, ...entries]));
      return Array.prototype.push.apply(layer, entries);
    };
    (window as Window & { dataLayer?: unknown[] }).dataLayer = layer;
  }, PUSHES_KEY);
  const vitalsOf = async (pagePath: string) =>
    (await recordedPushes(page))
      .filter((entry) => entry.event === 'web_vitals' && entry.page_path === pagePath)
      .map((entry) => entry.metric_name)
      .sort();
  const visitForTwoSeconds = async (path: string) => {
    await page.goto(path);
    // From the moment the visitor sees the page, not from the load of a machine that may be slow.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(2_000);
  };

  await visitForTwoSeconds(paths.coverage);
  await page.goto(paths.topUps);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect((await recordedPushes(page)).filter((entry) => entry.event === 'web_vitals')).toEqual([]);

  // Accepted on an earlier visit, as the cookie notice stores it.
  await page.evaluate(([key, options]) => localStorage.setItem(key, JSON.stringify(options)), [COOKIE_CONSENT_STORAGE_KEY, ACCEPTED_COOKIE_OPTIONS] as const);
  await visitForTwoSeconds(paths.coverage);
  await page.goto(paths.topUps);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Sent while the visitor was there (or as the page was hidden), not after: that page is gone.
  expect(await vitalsOf('/cobertura'), JSON.stringify(await recordedPushes(page))).toEqual(expect.arrayContaining(['FCP', 'TTFB']));
});
