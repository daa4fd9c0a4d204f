/**
 * npm run interaction-speed: with the CPU slowed four times (as Lighthouse's mobile run does), how
 * long four interactions of the real build take from input to the next paint (issue 38): opening
 * the menu, choosing an offer, typing a line number and typing a postal code. Read from the
 * page's own Event Timing entries, the measure INP is made of; the worst entry per interaction.
 * Exits 1 over 200 ms.
 *
 *   npm run interaction-speed                 build, then measure
 *   npm run interaction-speed -- --no-build   measure the existing dist/
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { previewRealBuild } from './lib/backend-in-state';
import { chromiumLaunchOptions } from './lib/chromium';
import { paths } from '../src/shared/domain/routing/paths';

const ROOT = path.resolve(import.meta.dirname, '..');
const CPU_SLOWDOWN = 4;
/** Google's "good" INP, the guard of issue 38. */
const MOST_INPUT_TO_PAINT_MS = 200;

/** Collects the page's Event Timing entries (plain JavaScript: see scripts/lib/layout-shift.ts). */
const OBSERVE_EVENTS = `(() => {
  const events = [];
  window.__eventTimings = events;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      events.push({
        name: entry.name,
        duration: entry.duration,
        inputDelay: entry.processingStart - entry.startTime,
        processing: entry.processingEnd - entry.processingStart,
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
})();`;

/** One Event Timing entry: its whole duration, the wait before its handlers ran and the handlers' own time. */
type Timing = { name: string; duration: number; inputDelay: number; processing: number };

/** The worst entry, split as INP is: waiting for the main thread, the page's handlers, then rendering to the paint. */
type Worst = { ms: number; event: string; inputDelayMs: number; processingMs: number; presentationMs: number };

async function worstSince(page: Page, from: number): Promise<Worst> {
  // Event Timing entries are queued after the paint: give the observer a frame or two.
  await page.waitForTimeout(500);
  const timings = await page.evaluate(() => (window as Window & { __eventTimings?: Timing[] }).__eventTimings ?? []);
  const worst = timings.slice(from).reduce<Timing | undefined>((found, timing) => (found && found.duration >= timing.duration ? found : timing), undefined);
  if (!worst) return { ms: 0, event: '-', inputDelayMs: 0, processingMs: 0, presentationMs: 0 };
  const presentation = Math.max(0, worst.duration - worst.inputDelay - worst.processing);
  return {
    ms: Math.round(worst.duration),
    event: worst.name,
    inputDelayMs: Math.round(worst.inputDelay),
    processingMs: Math.round(worst.processing),
    presentationMs: Math.round(presentation),
  };
}

const countOf = (page: Page) => page.evaluate(() => ((window as Window & { __eventTimings?: Timing[] }).__eventTimings ?? []).length);

async function main(): Promise<void> {
  if (!process.argv.includes('--no-build')) {
    execFileSync(path.join(ROOT, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
  }
  const server = await previewRealBuild(ROOT, () => 'ok');
  const browser = await chromium.launch(chromiumLaunchOptions);
  const rows: Array<{ interaction: string; route: string } & Worst> = [];
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'es-MX', hasTouch: false });
    // Cookies chosen before the visit, so the notice covers nothing.
    await context.addInitScript(() => localStorage.setItem('cookie-consent', '[1,2]'));
    await context.addInitScript({ content: OBSERVE_EVENTS });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const open = async (route: string) => {
      await page.goto(new URL(route, server.baseUrl).href);
      await page.locator('#root:not([inert]) h1').first().waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle');
    };
    const measure = async (interaction: string, route: string, act: () => Promise<void>) => {
      const from = await countOf(page);
      await act();
      rows.push({ interaction, route, ...(await worstSince(page, from)) });
    };

    await open(paths.home);
    await measure('open the menu', paths.home, () => page.getByRole('button', { name: 'Abrir menú' }).click());

    await open(paths.topUps);
    await measure('choose an offer', paths.topUps, () =>
      page
        .getByRole('button', { name: /Comprar/ })
        .first()
        .click(),
    );
    await measure('type a line number', paths.topUps, async () => {
      const field = page.getByRole('dialog').getByRole('textbox').first();
      await field.waitFor({ timeout: 30_000 });
      await field.pressSequentially('5512345678');
    });

    await open(paths.coverage);
    await measure('type a postal code', paths.coverage, () => page.getByLabel('Código postal').first().pressSequentially('06600'));
  } finally {
    await browser.close();
    await server.close();
  }
  console.table(rows);
  const slow = rows.filter((row) => row.ms > MOST_INPUT_TO_PAINT_MS);
  if (slow.length > 0) {
    console.error(`interaction-speed: over ${MOST_INPUT_TO_PAINT_MS} ms: ${slow.map((row) => `${row.interaction} (${row.ms} ms)`).join(', ')}`);
    process.exitCode = 1;
  }
}

await main();
