/**
 * The mock layer as tests under src/ see it: the MSW node server that tests/setup.ts starts and
 * resets, and the named scenarios of the contract. One import point keeps the lint exception for
 * mocks/ to this folder.
 */
import { onTestFinished } from 'vitest';
import { server } from '@mocks/node';

export { server };
/** The one way a test chooses the mocks' outcomes (see mocks/testing.ts). */
export { chooseScenarios } from '@mocks/testing';
export type { ScenarioMap, ScenarioOutcome } from '@mocks/testing';

/**
 * Collects, in order, what `pick` makes of each request the app sends during the current test
 * (`undefined` leaves the request out), while the mock still answers it: a copy to read later, its
 * path and headers, a promise of its body.
 */
export function recordRequestsAs<T>(pick: (request: Request, url: URL) => T | undefined): T[] {
  const picked: T[] = [];
  const record = ({ request }: { request: Request }) => {
    const value = pick(request, new URL(request.url));
    if (value !== undefined) picked.push(value);
  };
  server.events.on('request:start', record);
  onTestFinished(() => {
    server.events.removeListener('request:start', record);
  });
  return picked;
}

/**
 * Collects copies of the requests the app sends to `pathname` during the current test, so a test
 * can read their headers and bodies while the mock still answers them.
 */
export function recordRequests(pathname: string): Request[] {
  return recordRequestsAs((request, url) => (url.pathname === pathname ? request.clone() : undefined));
}

/**
 * Matches a lockout's unlockDate as the mocks answer it: an hour after the request (the contract's
 * x-relative-date, issue 35), within a minute for a slow run.
 */
export function anHourFromNow(): { asymmetricMatch: (value: unknown) => boolean; toString: () => string } {
  return {
    asymmetricMatch: (value) => typeof value === 'string' && Math.abs(Date.parse(value) - Date.now() - 3_600_000) < 60_000,
    toString: () => 'an hour from now',
  };
}
