/**
 * npm run layout-shift: the layout shift of each route of the real-mode production build in each
 * backend state (issue 38), read from a `layout-shift` PerformanceObserver in the page until its
 * calls have settled (a failing page has then shown its error state). One row per route, state
 * and viewport; the worst shifts' elements where a row is over 0.1. Exits 1 when a row is over.
 *
 *   npm run layout-shift                          build, then the five routes, ok / slow / down, phone width
 *   npm run layout-shift -- --no-build            measure the existing dist/
 *   npm run layout-shift -- --all                 every route of the sitemap
 *   npm run layout-shift -- --route /login        one route (repeatable)
 *   npm run layout-shift -- --backend down,timeout
 *   npm run layout-shift -- --desktop             also at a desktop width
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { previewRealBuild } from './lib/backend-in-state';
import { BACKEND_STATE_COOKIE, requestedBackendStates, TIMEOUT_HOLD_MS, type BackendState } from './lib/backend-states';
import { chromiumLaunchOptions } from './lib/chromium';
import { followCalls, layoutShiftOf, OBSERVE_LAYOUT_SHIFTS } from './lib/layout-shift';
import { accountPaths, paths } from '../src/shared/domain/routing/paths';
import { indexedPaths } from '../src/shared/domain/seo/page-heads';

const ROOT = path.resolve(import.meta.dirname, '..');
const FIVE_ROUTES: readonly string[] = [paths.home, paths.topUps, paths.esim, accountPaths.login, paths.coverage];
/** The goal of issue 38, Google's "good" CLS. */
const MOST_SHIFT = 0.1;
const PAGES_AT_ONCE = 4;
const VIEWPORTS = { phone: { width: 412, height: 823 }, desktop: { width: 1280, height: 720 } } as const;
type Viewport = keyof typeof VIEWPORTS;

function requestedRoutes(): readonly string[] {
  if (process.argv.includes('--all')) return indexedPaths();
  const chosen = process.argv.flatMap((argument, index) => (argument === '--route' ? [process.argv[index + 1] ?? ''] : []));
  return chosen.length > 0 ? chosen : FIVE_ROUTES;
}

type Row = { route: string; backend: BackendState; viewport: Viewport; cls: number; calls: number; worst: string };

async function measure(browser: Browser, baseUrl: string, route: string, backend: BackendState, viewport: Viewport): Promise<Row> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], locale: 'es-MX', timezoneId: 'America/Mexico_City' });
  try {
    await context.addCookies([{ name: BACKEND_STATE_COOKIE, value: backend, url: baseUrl }]);
    const page = await context.newPage();
    await page.addInitScript({ content: OBSERVE_LAYOUT_SHIFTS });
    const calls = followCalls(page);
    await page.goto(new URL(route, baseUrl).href);
    // The real build's first view is `inert` until the app has taken over (decision 218).
    const appStarted = await page
      .locator('#root:not([inert]) h1')
      .first()
      .waitFor({ timeout: 30_000 })
      .then(() => true)
      .catch(() => false);
    await calls.settled(4_500, TIMEOUT_HOLD_MS * 4);
    await page.waitForTimeout(500);
    const { total, shifts } = await layoutShiftOf(page);
    const worst = [...shifts]
      .sort((left, right) => right.value - left.value)
      .slice(0, 3)
      .map((shift) => `${shift.value.toFixed(3)}@${shift.at}ms ${shift.sources.join(' ')}`)
      .join(' | ');
    return { route, backend, viewport, cls: Number(total.toFixed(3)), calls: calls.count(), worst: appStarted ? worst : `no heading after 30 s; ${worst}` };
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  if (!process.argv.includes('--no-build')) {
    execFileSync(path.join(ROOT, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
  }
  const states = requestedBackendStates(process.argv);
  const viewports: Viewport[] = process.argv.includes('--desktop') ? ['phone', 'desktop'] : ['phone'];
  const server = await previewRealBuild(ROOT, () => 'ok');
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const jobs = requestedRoutes().flatMap((route) => states.flatMap((backend) => viewports.map((viewport) => ({ route, backend, viewport }))));
    const rows: Row[] = [];
    for (let index = 0; index < jobs.length; index += PAGES_AT_ONCE) {
      const batch = jobs.slice(index, index + PAGES_AT_ONCE);
      rows.push(...(await Promise.all(batch.map((job) => measure(browser, server.baseUrl, job.route, job.backend, job.viewport)))));
    }
    console.table(rows.map((row) => ({ route: row.route, backend: row.backend, viewport: row.viewport, cls: row.cls, calls: row.calls })));
    const over = rows.filter((row) => row.cls > MOST_SHIFT);
    for (const row of over) console.log(`${row.route} ${row.backend} ${row.viewport}: ${row.worst}`);
    if (over.length > 0) {
      console.error(`layout-shift: ${over.length} rows over ${MOST_SHIFT}`);
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
