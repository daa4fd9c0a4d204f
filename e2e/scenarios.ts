import type { Page } from '@playwright/test';
import { formatScenarioParam, type ScenarioMap } from '../mocks/scenarios';

/** The address of a page with scenarios chosen, in the vocabulary QA uses: `?scenario=op:outcome,...`. */
export function withScenarios(path: string, scenarios: ScenarioMap): string {
  const url = new URL(path, 'http://placeholder.invalid');
  url.searchParams.set('scenario', formatScenarioParam(scenarios));
  return `${url.pathname}${url.search}`;
}

/** Opens a page with scenarios chosen for the rest of the tab's life. */
export async function gotoWithScenarios(page: Page, path: string, scenarios: ScenarioMap): Promise<void> {
  await page.goto(withScenarios(path, scenarios));
}
