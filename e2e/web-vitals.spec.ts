/**
 * Field Web Vitals after cookie consent only (issue 38, decision 255), as a new visitor meets
 * them: nothing before the choice; after "Aceptar", the page's metrics reach the dataLayer as
 * `web_vitals` events, the ones final only when the page is hidden (LCP, CLS) as the visitor
 * opens a second page, and the QA panel lists both pages' metrics with their rating. One page
 * load per step; the waits are the reporter's own (after the load event and idle time).
 */
import type { Page } from '@playwright/test';
import { expect, scaledTimeout, test } from './fixtures';
import { paths } from '../src/shared/domain/routing/paths';

type Pushed = { event?: string; metric_name?: string; metric_rating?: string; page_path?: string };

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
