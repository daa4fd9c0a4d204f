import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test as base, expect, type Browser, type ConsoleMessage, type Page, type Request } from '@playwright/test';
import { axeViolations } from './axe';
import { measureCpu } from './cpu-probe';
import { chromiumLaunchOptions } from '../scripts/lib/chromium';

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);
/**
 * MSW's own race on a full reload: the leaving page tells the mock worker it closed, the worker
 * unregisters itself when no page is left, and the arriving page's `registration.update()`, which
 * MSW does not await, rejects (an uncaught rejection) finding no registration. The page is mocked
 * all the same.
 */
const MSW_RELOAD_RACE = /^Failed to update a ServiceWorker for scope \('[^']+'\) with script \('[^']+\/mockServiceWorker\.js'\): Not found\.?$/;
const EXPECTED_CONSOLE_ERRORS = [
  /** Chromium logs every 4xx/5xx answer; error scenarios produce them on purpose. */
  /^Failed to load resource: the server responded with a status of [45]\d\d/,
  MSW_RELOAD_RACE,
];

/**
 * Colour transitions still running (a button's hover or focus fading in) would be measured halfway,
 * with a contrast the page never rests at: wait for the finite ones to end. Endless ones (spinners)
 * are left running.
 */
async function settleTransitions(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** axe on the page at rest: fails on any serious or critical violation, listing them. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  await settleTransitions(page);
  const blocking = (await axeViolations(page))
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(blocking, 'serious or critical accessibility violations').toEqual([]);
}

type ConsoleFixtures = {
  /** Console errors a test causes on purpose (e.g. a dropped connection); push patterns to allow them. */
  allowedConsoleErrors: RegExp[];
  failOnPageErrors: undefined;
  /** Hosts other than this machine a test reaches on purpose (answered by `route`); push them to allow them. */
  allowedRemoteHosts: string[];
  failOnRemoteRequests: undefined;
};

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost']);

/**
 * npm run usage:record (USAGE_RECORD=<dir>): every context of the worker, the tests' own and those
 * a spec makes (the scenario table's shared page), exposes a collector the mock build's recorder
 * reports to (mocks/usage/browser-recording.ts); the worker writes what it heard once, at its end.
 */
async function recordUsage(browser: Browser, dir: string, workerIndex: number, use: () => Promise<void>): Promise<void> {
  const entries = new Set<string>();
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await context.exposeBinding('__baitUsageReport', (_source, batch: string[]) => {
      for (const entry of batch) entries.add(entry);
    });
    return context;
  };
  try {
    await use();
  } finally {
    browser.newContext = newContext;
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `playwright-${workerIndex}-${randomUUID().slice(0, 8)}.json`), `${JSON.stringify({ entries: [...entries] })}\n`);
  }
}

/** Every test fails on a console error or an uncaught exception of the page it did not allow. */
export const test = base.extend<ConsoleFixtures & { cpuOfTest: undefined }, { usageRecording: undefined }>({
  usageRecording: [
    async ({ browser }, use, workerInfo) => {
      const dir = process.env.USAGE_RECORD;
      if (!dir) return use(undefined);
      await recordUsage(browser, dir, workerInfo.workerIndex, () => use(undefined));
    },
    { scope: 'worker', auto: true },
  ],
  // Set up first and torn down last, so a test's CPU includes its context, page and fixtures.
  cpuOfTest: [
    async ({}, use, testInfo) => {
      const into = process.env.E2E_CPU_PROFILE;
      if (!into) return use(undefined);
      await measureCpu(into, { file: relative(testInfo.project.testDir, testInfo.file), title: testInfo.title }, () => use(undefined));
    },
    { auto: true },
  ],
  allowedConsoleErrors: async ({}, use) => {
    await use([]);
  },
  failOnPageErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      const onPageError = (error: Error) => {
        if (!MSW_RELOAD_RACE.test(error.message)) errors.push(error.message);
      };
      const onConsole = (message: ConsoleMessage) => {
        const text = message.text();
        const allowed = [...EXPECTED_CONSOLE_ERRORS, ...allowedConsoleErrors];
        if (message.type() === 'error' && !allowed.some((pattern) => pattern.test(text))) errors.push(text);
      };
      page.on('pageerror', onPageError);
      page.on('console', onConsole);
      await use(undefined);
      // A page shared by the tests of a worker (the scenario table's) hears the next test afresh.
      page.off('pageerror', onPageError);
      page.off('console', onConsole);
      expect(errors, 'errors in the page console').toEqual([]);
    },
    { auto: true },
  ],
  allowedRemoteHosts: async ({}, use) => {
    await use([]);
  },
  // The mock site works offline: every image, PDF, video and call is answered on this machine.
  failOnRemoteRequests: [
    async ({ page, allowedRemoteHosts }, use) => {
      const remote: string[] = [];
      const onRequest = (request: Request) => {
        const url = new URL(request.url());
        if (!/^https?:$/.test(url.protocol) || LOCAL_HOSTS.has(url.hostname) || allowedRemoteHosts.includes(url.hostname)) return;
        remote.push(request.url());
      };
      page.on('request', onRequest);
      await use(undefined);
      page.off('request', onRequest);
      expect(remote, 'requests that left the machine').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * A timeout chosen on the reference machine, for the machine running now: multiplied by the
 * slowness the config measured (decision 288), as the config's own timeouts are.
 */
export function scaledTimeout(ms: number): number {
  return ms * (Number(process.env.MACHINE_SLOWNESS) || 1);
}

/**
 * For a test that opens a PDF in a window of its own: the whole browser and its PDF viewer. The
 * headless shell the tests run on has none, and would download the file instead (decision 256).
 */
export const WITH_PDF_VIEWER = { launchOptions: chromiumLaunchOptions };
