/**
 * The five public routes of the real-mode production build hold still while the backend is down
 * or slow (issue 38, decision 254): the layout shift read from a `layout-shift`
 * PerformanceObserver in each page, summed over the whole visit, is at most 0.1 once the page's
 * calls and their retries have settled. A shift is a property of the layout, not of the
 * machine's speed, so the figure holds on a busy host. One test per backend state loads the five
 * routes side by side, each in its own tab, so their waits overlap.
 */
import type { Page } from '@playwright/test';
import { BACKEND_STATE_COOKIE, type BackendState } from '../../scripts/lib/backend-states';
import { followCalls, layoutShiftOf, OBSERVE_LAYOUT_SHIFTS } from '../../scripts/lib/layout-shift';
import { offersTexts } from '../../src/features/offers/texts';
import { accountPaths, paths } from '../../src/shared/domain/routing/paths';
import { expect, scaledTimeout, test } from '../fixtures';

/** Google's "good" cumulative layout shift, the goal of issue 38. */
const MOST_SHIFT = 0.1;
const ROUTES = [paths.home, paths.topUps, paths.esim, accountPaths.login, paths.coverage] as const;
const OFFER_ROUTES: readonly string[] = [paths.topUps, paths.esim];

async function visit(page: Page, route: string): Promise<{ route: string; total: number; calls: number; worst: string }> {
  await page.addInitScript({ content: OBSERVE_LAYOUT_SHIFTS });
  const calls = followCalls(page);
  await page.goto(route);
  await expect(page.locator('#root:not([inert]) h1').first()).toBeVisible({ timeout: scaledTimeout(20_000) });
  await calls.settled();
  const { total, shifts } = await layoutShiftOf(page);
  const worst = shifts.map((shift) => `${shift.value.toFixed(3)} ${shift.sources.join(' ')}`).join(', ');
  return { route, total, calls: calls.count(), worst };
}

const STATES: ReadonlyArray<{ state: BackendState; title: string; offersShow: RegExp | string }> = [
  { state: 'down-503', title: 'down, answering 503 to every call', offersShow: offersTexts.states.error },
  { state: 'down-closed', title: 'down, closing every connection', offersShow: offersTexts.states.error },
  { state: 'slow', title: 'slow, 1.5 s per answer', offersShow: /\$\d/ },
];

for (const { state, title, offersShow } of STATES) {
  test(`the five routes shift by at most ${MOST_SHIFT} with the backend ${title}`, async ({ page, context, allowedConsoleErrors, baseURL }) => {
    // Waiting out the retries of a failing backend (1, 2 and 4 s) and the quiet after them.
    test.setTimeout(scaledTimeout(60_000));
    allowedConsoleErrors.push(/^Failed to load resource: net::ERR_EMPTY_RESPONSE/);
    await context.addCookies([{ name: BACKEND_STATE_COOKIE, value: state, url: baseURL ?? '' }]);
    const pages: Page[] = [page, ...(await Promise.all(ROUTES.slice(1).map(() => context.newPage())))];
    const results = await Promise.all(ROUTES.map((route, index) => visit(pages[index] ?? page, route)));

    for (const [index, route] of ROUTES.entries()) {
      const result = results[index];
      expect(result?.calls, `${route} called its backend`).toBeGreaterThan(0);
      // The state measured is the one a visitor ends in: the offers' error panel, or the offers themselves.
      if (OFFER_ROUTES.includes(route)) await expect((pages[index] ?? page).getByText(offersShow).first()).toBeVisible();
    }
    const over = results.filter((result) => result.total > MOST_SHIFT).map((result) => `${result.route}: ${result.total.toFixed(3)} (${result.worst})`);
    expect(over, `routes that shift by more than ${MOST_SHIFT}`).toEqual([]);
  });
}
