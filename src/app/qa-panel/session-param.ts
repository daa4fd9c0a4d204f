import { getSessionUser, storeSessionUser, toSessionUser } from '@/shared/domain/session';
import { operations } from '@mocks/generated/operations';

/** `?session=<line number>`: the reproduce link of a logged-in page carries who was logged in (issue 47). */
export const SESSION_PARAM = 'session';

/** The contract's logged-in answer, for that line: the mock session a login would have started. */
function mockSessionFor(number: string) {
  const example = operations
    .find((operation) => operation.operationId === 'loginLegacyMbb')
    ?.responses.flatMap((response) => response.examples)
    .find((candidate) => candidate.key === 'loggedIn')?.value;
  return example && typeof example === 'object' ? toSessionUser({ ...(example as Parameters<typeof toSessionUser>[0]), number }) : undefined;
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
