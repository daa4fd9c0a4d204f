/**
 * Every failing call of the scenario catalogue leaves the app usable (issue 15, decision 125):
 * each page of `mocks/scenario-pages.ts` loads with ALL its operations failing, first with the
 * server error each declares (`code=500`, else its first 5xx; the mocks refuse a status the
 * contract does not declare, decision 150), then with a dropped connection. The header and the footer stay, the page shows its
 * heading (no blank page, no error page), the error text of the scenario table where the page
 * shows one on load, and a header link still navigates. One test per kind of failure walks every
 * page in one browser page (the app restarts in the same document between pages), without axe:
 * the outcomes' accessibility is the scenario table's.
 */
import type { Page } from '@playwright/test';
import type { RestartStorage } from '../../mocks/browser';
import { operations } from '../../mocks/generated/operations';
import { scenarioPages } from '../../mocks/scenario-pages';
import { parseScenarioParam } from '../../mocks/scenarios';
import { accountPaths, paths } from '../../src/shared/domain/routing/paths';
import { SESSION_STORAGE_KEYS } from '../../src/shared/domain/session/session-store';
import { encodeValue } from '../../src/shared/storage/encoded-storage';
import { expect, scaledTimeout, test } from '../fixtures';
import { rowSets } from '../scenario-rows';
import { showsOnLoad } from '../scenario-rows/types';
import { restartWithScenarios } from '../scenarios';
import { acceptCookiesBeforeVisit, maria } from '../session';

type FailureKind = 'code=500' | 'networkError';

/** Each page of the catalogue with its operations: the page's address as the catalogue writes it (its own `?scenario=` kept). */
function operationsByPage(): Map<string, string[]> {
  const byPage = new Map<string, string[]>();
  for (const [operationId, page] of Object.entries(scenarioPages)) {
    if (page) byPage.set(page, [...(byPage.get(page) ?? []), operationId]);
  }
  return byPage;
}

/**
 * The server error an operation's contract declares: `code=500`, else its first 5xx. An operation
 * that declares none cannot fail that way on the mocks: the dropped connection covers it.
 */
function serverErrorOf(operationId: string): string | undefined {
  const statuses = (operations.find((operation) => operation.operationId === operationId)?.responses ?? [])
    .map((response) => response.status)
    .filter((status): status is number => typeof status === 'number' && status >= 500)
    .sort((left, right) => left - right);
  if (statuses.includes(500)) return 'code=500';
  return statuses[0] === undefined ? undefined : `code=${statuses[0]}`;
}

/** Account pages for visitors without a session, and those of the sso flag; the others need a session (spec 2.2). */
const PAGES_WITHOUT_SESSION = new Set<string>([
  accountPaths.login,
  accountPaths.recovery,
  accountPaths.register,
  accountPaths.completeRegistration,
  accountPaths.sso,
  accountPaths.ssoCallback,
]);
const needsSession = (pathname: string) => Object.values(accountPaths).includes(pathname as never) && !PAGES_WITHOUT_SESSION.has(pathname);

/** The texts the scenario table expects on load of `page` for `kind` (rows that act on nothing). */
function errorTextsOnLoad(page: string, kind: FailureKind): string[] {
  return Object.values(rowSets)
    .flat()
    .filter((row) => row.path === page && row.outcome === kind && row.act === showsOnLoad)
    .map((row) => row.shows);
}

/** A new visitor's storage, with María logged in when the page needs a session (set by the restart, decision 220). */
function freshStorage(withSession: boolean): RestartStorage {
  return { local: withSession ? { [SESSION_STORAGE_KEYS.user]: encodeValue(maria) } : {}, session: {} };
}

/**
 * Closes a dialog the page opened (a purchase dialog of `?oferta=`, or an alert a failure opened
 * once its retries were over) with its "Cerrar", else Escape; noted in the report. An alert
 * whose only way out reloads the page, which fails again, would trap the visitor: the header
 * click after it then fails.
 */
async function closeDialogIfOpen(page: Page, address: string): Promise<void> {
  const dialog = page.getByRole('dialog').first();
  if (!(await dialog.isVisible())) return;
  const text = (await dialog.innerText()).replace(/\s+/g, ' ').trim().slice(0, 120);
  test.info().annotations.push({ type: 'dialog', description: `${address}: ${text}` });
  const close = dialog.getByRole('button', { name: 'Cerrar', exact: true });
  if (await close.count()) await close.first().click();
  else await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

async function everyPageStaysUsable(page: Page, kind: FailureKind): Promise<void> {
  const header = page.getByRole('banner');
  for (const [address, pageOperations] of operationsByPage()) {
    await test.step(`${address}: ${pageOperations.join(', ')}`, async () => {
      const url = new URL(address, 'http://placeholder.invalid');
      const ownScenarios = parseScenarioParam(url.searchParams.get('scenario') ?? '');
      url.searchParams.delete('scenario');
      const failing = Object.fromEntries(
        pageOperations.flatMap((operationId) => {
          const outcome = kind === 'networkError' ? kind : serverErrorOf(operationId);
          return outcome ? [[operationId, outcome]] : [];
        }),
      );
      await restartWithScenarios(
        page,
        `${url.pathname}${url.search}`,
        { ...ownScenarios, ...failing },
        { latency: 0 },
        freshStorage(needsSession(url.pathname)),
      );

      await expect(header).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      for (const text of errorTextsOnLoad(address, kind)) await expect(page.getByText(text).first()).toBeVisible();

      // The header still leads elsewhere: "Recargas", or the brand's home link from /recargas.
      const leavesFor = url.pathname === paths.topUps ? paths.home : paths.topUps;
      const link =
        leavesFor === paths.home ? header.getByRole('link', { name: 'Bait', exact: true }) : header.getByRole('link', { name: 'Recargas', exact: true });
      // An alert may open once the failed call's retries are over, even just as the link is
      // clicked: the visitor closes it and clicks again, until the header has led away.
      await expect(async () => {
        await closeDialogIfOpen(page, address);
        await link.first().click({ timeout: scaledTimeout(3_000) });
        await expect(page).toHaveURL((current) => current.pathname === leavesFor, { timeout: scaledTimeout(3_000) });
      }).toPass({ timeout: scaledTimeout(20_000) });
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    });
  }
}

test.describe('failing calls on every page of the scenario catalogue', () => {
  test.beforeEach(async ({ page }) => {
    test.setTimeout(scaledTimeout(180_000));
    // The cookie notice slides in after 4 s and could take a click meant for the header.
    await acceptCookiesBeforeVisit(page);
  });

  test('every operation of each page at code=500', async ({ page }) => {
    await everyPageStaysUsable(page, 'code=500');
  });

  test('every operation of each page with a dropped connection', async ({ page, allowedConsoleErrors }) => {
    allowedConsoleErrors.push(/net::ERR_FAILED/);
    await everyPageStaysUsable(page, 'networkError');
  });
});
