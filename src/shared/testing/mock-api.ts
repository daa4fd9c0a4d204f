/**
 * The mock layer as tests under src/ see it: the MSW node server that tests/setup.ts starts and
 * resets, and the named scenarios of the contract. One import point keeps the lint exception for
 * mocks/ to this folder.
 */
import { onTestFinished } from 'vitest';
import { server } from '@mocks/node';

export { server };
export { setScenarios } from '@mocks/scenarios';

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
