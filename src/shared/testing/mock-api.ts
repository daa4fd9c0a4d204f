/**
 * The mock layer as tests under src/ see it: the MSW node server that tests/setup.ts starts and
 * resets, and the named scenarios of the contract. One import point keeps the lint exception for
 * mocks/ to this folder.
 */
import { onTestFinished } from 'vitest';
import { server } from '@mocks/node';
import { setScenarios as replaceScenarios, type ScenarioMap } from '@mocks/scenarios';

export { server };
export type { ScenarioMap, ScenarioOutcome } from '@mocks/scenarios';

/** Replaces the active scenarios; keys typed from the contract, so a typo fails the typecheck (decision 150). */
export function setScenarios(scenarios: ScenarioMap): void {
  replaceScenarios(scenarios);
}

/**
 * Collects copies of the requests the app sends to `pathname` during the current test, so a test
 * can read their headers and bodies while the mock still answers them.
 */
export function recordRequests(pathname: string): Request[] {
  const requests: Request[] = [];
  const record = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === pathname) requests.push(request.clone());
  };
  server.events.on('request:start', record);
  onTestFinished(() => {
    server.events.removeListener('request:start', record);
  });
  return requests;
}
