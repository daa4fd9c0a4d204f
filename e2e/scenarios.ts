import type { Page } from '@playwright/test';
import type { RestartStorage } from '../mocks/browser';
import type { DataProfile } from '../mocks/engine/schema-faker';
import { formatScenarioParam, type ScenarioMap } from '../mocks/scenarios';
import { FLAGS_QUERY_PARAM, type FlagOverrides } from '../src/shared/domain/feature-flags/flag-overrides';

/** The mock settings and forced flags of a reproduce link, as a spec the QA panel writes passes them. */
type MockSettingsParams = { latency?: number; seed?: number; profile?: DataProfile; timeout?: number; flags?: FlagOverrides };

/** The address of a page with scenarios chosen, in the vocabulary QA uses: `?scenario=op:outcome,...`. */
export function withScenarios(path: string, scenarios: ScenarioMap, settings: MockSettingsParams = {}): string {
  const url = new URL(path, 'http://placeholder.invalid');
  url.searchParams.set('scenario', formatScenarioParam(scenarios));
  for (const name of ['latency', 'seed', 'profile', 'timeout'] as const) {
    const value = settings[name];
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  const flags = Object.entries(settings.flags ?? {}).map(([name, on]) => `${name}:${on ? 'on' : 'off'}`);
  if (flags.length > 0) url.searchParams.set(FLAGS_QUERY_PARAM, flags.join(','));
  return `${url.pathname}${url.search}`;
}

/** Opens a page with scenarios (and mock settings) chosen for the rest of the tab's life. */
export async function gotoWithScenarios(page: Page, path: string, scenarios: ScenarioMap, settings?: MockSettingsParams): Promise<void> {
  await page.goto(withScenarios(path, scenarios, settings));
}

/** Any page of the site: where a tab that is not on the site yet goes first when it has storage to be given. */
const A_PAGE_OF_THE_SITE = '/404';

/**
 * Starts the app afresh at `url` in the document already open (mock build:
 * `window.__baitMockRestart`), as a new load would but at a fraction of its cost (decision 126); a
 * page not yet on the site loads it instead. With `storage`, the app starts with exactly that
 * local and session storage, set by the restart once the previous app's calls have settled
 * (decision 220); a tab not yet on the site with entries to set opens one of its pages first.
 */
export async function restartAt(page: Page, url: string, storage?: RestartStorage): Promise<void> {
  // A new tab's storage is empty already: it only needs a page of the site for entries to set.
  const entryCount = Object.keys(storage?.local ?? {}).length + Object.keys(storage?.session ?? {}).length;
  if (entryCount > 0 && !page.url().startsWith('http')) {
    await page.goto(A_PAGE_OF_THE_SITE);
    // The mock build offers the restart once its first app is mounted (src/app/start-app.ts).
    await page.waitForFunction(() => window.__baitMockRestart !== undefined);
  }
  const restarted =
    page.url().startsWith('http') &&
    (await page.evaluate(
      async ([address, entries]) => {
        if (!window.__baitMockRestart) return false;
        await window.__baitMockRestart(address, entries);
        return true;
      },
      [url, storage] as const,
    ));
  if (!restarted) await page.goto(url);
}

/** `restartAt` the page with scenarios (and mock settings) chosen. */
export async function restartWithScenarios(
  page: Page,
  path: string,
  scenarios: ScenarioMap,
  settings?: MockSettingsParams,
  storage?: RestartStorage,
): Promise<void> {
  await restartAt(page, withScenarios(path, scenarios, settings), storage);
}
