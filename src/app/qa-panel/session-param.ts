import { getSessionUser, storeSessionUser, toSessionUser } from '@/shared/domain/session';
import { sessionFieldsFor, startSession } from '@mocks/behaviors/session';
import { operations } from '@mocks/generated/operations';

/** `?session=<line number>`: the reproduce link of a logged-in page carries who was logged in (issue 47). */
export const SESSION_PARAM = 'session';

const LOGIN_OPERATION = 'loginLegacyMbb';

/**
 * The contract's logged-in answer for that line, with the tokens the mocks give it, started as the
 * mocks' session too: the page's calls then pass the session checks a real login would pass
 * (mocks/behaviors/session.ts), so the balance shows instead of its error.
 */
function mockSessionFor(number: string) {
  const example = operations
    .find((operation) => operation.operationId === LOGIN_OPERATION)
    ?.responses.flatMap((response) => response.examples)
    .find((candidate) => candidate.key === 'loggedIn')?.value;
  if (!example || typeof example !== 'object') return undefined;
  const answer = { ...(example as Parameters<typeof toSessionUser>[0]), number, ...sessionFieldsFor(number) };
  startSession(LOGIN_OPERATION, answer);
  return toSessionUser(answer);
}

/**
 * Mock mode, before the first render: a `session=` in the address logs that line in, unless that
 * line is already logged in, so a logged-in page's link opens that page and not the login.
 */
export function applySessionParam(search: string): void {
  const number = new URLSearchParams(search).get(SESSION_PARAM);
  if (!number || !/^\d{10}$/.test(number) || getSessionUser()?.number === number) return;
  const user = mockSessionFor(number);
  if (user) storeSessionUser(user);
}
