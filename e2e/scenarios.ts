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
