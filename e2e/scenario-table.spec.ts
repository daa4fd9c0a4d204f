/**
 * Every outcome of the contract that a screen shows, reproduced through `?scenario=` and checked
 * by the Spanish text the visitor reads. The rows live in `e2e/scenario-rows/`, one set per
 * flow; a flow that gains a screen adds its set there.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, scaledTimeout, test as base } from './fixtures';
import { rowSets } from './scenario-rows';
import type { ScreenOutcome } from './scenario-rows/types';
import { restartWithScenarios } from './scenarios';
import { acceptCookiesBeforeVisit } from './session';
import type { RestartStorage } from '../mocks/browser';
import { SESSION_STORAGE_KEYS } from '../src/shared/domain/session/session-store';
import { encodeValue } from '../src/shared/storage/encoded-storage';

const DESKTOP = { width: 1280, height: 720 };
const PHONE = { width: 375, height: 812 };

/** Rows of one page run in one browser page, this many at most to a test so the workers share them. */
const ROWS_PER_TEST = 8;

/**
 * One browser page for all the rows a worker runs: each row starts the app afresh in it, with
 * exactly the storage it asks for, so a test needs no context and no document load of its own
 * (about 1.5 CPU-s each). A worker that saw a test fail is replaced, page and all.
 */
const test = base.extend<object, { rowsPage: Page }>({
  rowsPage: [
    async ({ browser }, use, workerInfo) => {
      const { viewport, locale, timezoneId, baseURL, serviceWorkers, userAgent, deviceScaleFactor, isMobile, hasTouch } = workerInfo.project.use;
      const context = await browser.newContext({ viewport, locale, timezoneId, baseURL, serviceWorkers, userAgent, deviceScaleFactor, isMobile, hasTouch });
      const page = await context.newPage();
      // Cookies accepted on every load: the notice slides in after 4 s and could take a row's click.
      await acceptCookiesBeforeVisit(page);
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ rowsPage }, use) => {
    await use(rowsPage);
  },
});

/**
 * The tab as a new visitor has it: no stored choices, scenarios, session or mock state (cookies
 * aside, accepted on every load); or, for a row of a logged-in page, with only its customer
 * stored, as after a login; and the site's and the tab's entries a row asks for. Set by the restart itself, once
 * the previous row's calls have settled (decision 220).
 */
function freshStorageOf({ session, localEntries, tabStorage }: Pick<ScreenOutcome, 'session' | 'localEntries' | 'tabStorage'>): RestartStorage {
  return { local: { ...localEntries, ...(session ? { [SESSION_STORAGE_KEYS.user]: encodeValue(session) } : {}) }, session: { ...tabStorage } };
}

/** The rows of one page, or of the pages that share a document, in tests of at most ROWS_PER_TEST rows. */
function groupsOf(rows: ScreenOutcome[]): ScreenOutcome[][] {
  const byPage = new Map<string, ScreenOutcome[]>();
  for (const row of rows) {
    const documentKey = row.sharedDocument ?? row.path;
    byPage.set(documentKey, [...(byPage.get(documentKey) ?? []), row]);
  }
  return [...byPage.values()].flatMap((pageRows) =>
    Array.from({ length: Math.ceil(pageRows.length / ROWS_PER_TEST) }, (_, index) => pageRows.slice(index * ROWS_PER_TEST, (index + 1) * ROWS_PER_TEST)),
  );
}

for (const [setName, rows] of Object.entries(rowSets)) {
  test.describe(`${setName}: outcomes reproduced by ?scenario=`, () => {
    for (const group of groupsOf(rows)) {
      const names = group.map((row) => `${row.operationId}:${row.outcome}`).join(', ');
      const pages = [...new Set(group.map((row) => row.path))].join(', ');
      test(`${names} on ${pages}`, async ({ page, allowedConsoleErrors }) => {
        test.setTimeout(scaledTimeout(15_000 * group.length));
        for (const row of group) {
          await test.step(`${row.operationId}:${row.outcome}`, async () => {
            // A dropped connection logs a console error on purpose; only its own row allows it.
            allowedConsoleErrors.length = 0;
            if (row.outcome === 'networkError') allowedConsoleErrors.push(/net::ERR_FAILED/);
            await page.setViewportSize(row.phone ? PHONE : DESKTOP);
            // The outcome is what a row checks, not the loading states: the mocks answer at once.
            // Rows after the first start the app afresh in the same document (decision 126).
            await restartWithScenarios(page, row.path, { ...row.alsoScenarios, [row.operationId]: row.outcome }, { latency: 0 }, freshStorageOf(row));
            await row.act(page);
            await page.getByText(row.shows).waitFor();
            await expect(page.getByText(row.shows)).toBeVisible();
            if (row.link) await expect(page.getByRole('link', { name: row.link.name })).toHaveAttribute('href', row.link.href);
            if (row.element) {
              const element = page.getByRole(row.element.role, { name: row.element.name });
              await (row.element.absent ? expect(element).toHaveCount(0) : expect(element).toBeVisible());
            }
            await expectNoSeriousA11yViolations(page);
          });
        }
      });
    }
  });
}
