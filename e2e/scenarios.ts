import type { Page } from '@playwright/test';
import { formatScenarioParam, type ScenarioMap } from '../mocks/scenarios';

type MockSettingsParams = { latency?: number };

/** The address of a page with scenarios chosen, in the vocabulary QA uses: `?scenario=op:outcome,...`. */
export function withScenarios(path: string, scenarios: ScenarioMap, settings: MockSettingsParams = {}): string {
  const url = new URL(path, 'http://placeholder.invalid');
  url.searchParams.set('scenario', formatScenarioParam(scenarios));
  if (settings.latency !== undefined) url.searchParams.set('latency', String(settings.latency));
  return `${url.pathname}${url.search}`;
}

/** Opens a page with scenarios (and mock settings) chosen for the rest of the tab's life. */
export async function gotoWithScenarios(page: Page, path: string, scenarios: ScenarioMap, settings?: MockSettingsParams): Promise<void> {
  await page.goto(withScenarios(path, scenarios, settings));
}

/**
 * Starts the app afresh at `url` in the document already open (mock build:
 * `window.__baitMockRestart`), as a new load would but at a fraction of its cost (decision 126); a
 * page not yet on the site loads it instead. Clear storage first, as for a load of a new visitor.
 */
export async function restartAt(page: Page, url: string): Promise<void> {
  const restarted =
    page.url().startsWith('http') &&
    (await page.evaluate(async (address) => {
      if (!window.__baitMockRestart) return false;
      await window.__baitMockRestart(address);
      return true;
    }, url));
  if (!restarted) await page.goto(url);
}

/** `restartAt` the page with scenarios (and mock settings) chosen. */
export async function restartWithScenarios(page: Page, path: string, scenarios: ScenarioMap, settings?: MockSettingsParams): Promise<void> {
  await restartAt(page, withScenarios(path, scenarios, settings));
}
