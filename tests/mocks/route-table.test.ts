import { matchRequestUrl } from 'msw';
import { describe, expect, it } from 'vitest';
import { operations } from '@mocks/generated';
import { toMswPath } from '@mocks/handlers';
import { buildRouteTable } from '@mocks/route-table';

/** The mock server's route table finds what MSW's handler list finds, with the same parameters (decision 135). */
const ORIGIN = 'http://127.0.0.1:4020';
const findRoute = buildRouteTable(operations);

/** What MSW answers: the first handler, in list order, whose method and path match. */
function mswMatch(method: string, url: string) {
  for (const operation of operations) {
    if (operation.method.toUpperCase() !== method.toUpperCase()) continue;
    const { matches, params } = matchRequestUrl(new URL(url), toMswPath(operation.path));
    if (matches) return { operationId: operation.operationId, params };
  }
  return undefined;
}

function ourMatch(method: string, url: string) {
  const parsed = new URL(url);
  const found = findRoute(method, parsed.origin + parsed.pathname);
  return found && { operationId: found.operation.operationId, params: found.params };
}

/** Concrete URLs of every operation: plain values, encoded ones, a trailing slash, other cases, a base path. */
function urlsOf(path: string): string[] {
  const filled = (value: string) => path.replace(/\{[^}]+\}/g, value);
  return [
    filled('42'),
    filled('a%20b%2Fc'),
    filled('%C3%B1and%C3%BA'),
    `${filled('x')}/`,
    filled('X').toUpperCase(),
    `/v2${filled('7')}`,
    `${filled('1')}/extra`,
    filled('1').replace(/\/[^/]*$/, ''),
    `${filled('1')}.json`,
  ];
}

describe('the mock server route table', () => {
  it.each(['GET', 'POST', 'DELETE', 'get'])('matches every operation as MSW does for %s', (method) => {
    for (const operation of operations) {
      for (const path of urlsOf(operation.path)) {
        const url = `${ORIGIN}${path}`;
        expect(ourMatch(method, url), `${method} ${path}`).toEqual(mswMatch(method, url));
      }
    }
  });

  it('finds no operation for a path outside the contract', () => {
    expect(ourMatch('GET', `${ORIGIN}/no/such/path`)).toBeUndefined();
    expect(ourMatch('POST', `${ORIGIN}/`)).toBeUndefined();
  });

  it('throws on a parameter that is not valid percent-encoding, as MSW does', () => {
    const operation = operations.find((candidate) => candidate.path.includes('{'));
    if (!operation) throw new Error('no operation with a path parameter');
    const url = `${ORIGIN}${operation.path.replace(/\{[^}]+\}/g, '%E0%A4%A')}`;
    expect(() => ourMatch(operation.method, url)).toThrow(URIError);
    expect(() => mswMatch(operation.method, url)).toThrow(URIError);
  });
});
