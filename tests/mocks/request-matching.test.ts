// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { resolveResponse } from '@mocks/engine/resolve-response';
import type { OperationDefinition } from '@mocks/engine/types';
import { operations } from '@mocks/generated';
import { chooseScenarios } from '@mocks/testing';
import { operationsOf } from '../../scripts/generate';

const ASSETS = 'https://assets.bait.example';
const ADDRESS_CREDENTIALS = { servicio: 'srv', cliente: 'cli', secreto: 'sec' };

function operation(operationId: string): OperationDefinition {
  const found = operations.find((candidate) => candidate.operationId === operationId);
  if (!found) throw new Error(`no operation ${operationId}`);
  return found;
}

const bannersOf = (page: string) => fetch(`${ASSETS}/resources/banners/${page}/banners.json`);

describe('mocks that follow the request (x-when, x-otherwise)', () => {
  it('give the home banners only to the home page, the packages page its own banner, every other page none', async () => {
    const home = await bannersOf('home');
    expect(home.status).toBe(200);
    expect(home.headers.get('x-mock-source')).toBe('example:homeBanners');
    expect(await home.json()).toHaveLength(5);

    const packages = await bannersOf('paquetes');
    expect(packages.headers.get('x-mock-source')).toBe('example:singleBanner');

    for (const page of ['recargas', 'cambiate-a-bait', 'compatibilidad']) {
      const response = await bannersOf(page);
      expect(response.status, page).toBe(404);
      expect(response.headers.get('x-mock-source')).toBe('example:noBanners');
    }
  });

  it('still let a scenario or a Prefer header choose any outcome for any request', async () => {
    const preferred = await fetch(`${ASSETS}/resources/banners/recargas/banners.json`, { headers: { Prefer: 'example=homeBanners' } });
    expect(preferred.headers.get('x-mock-source')).toBe('prefer:homeBanners');
    chooseScenarios({ getPageBanners: 'noBanners' });
    expect((await bannersOf('home')).status).toBe(404);
  });

  it('answer a postal code with its own places, and any code the contract does not name with the places all lookups share', async () => {
    const search = (postalCode: string) => fetch(`https://address.bait.example/busqueda/colonias/${postalCode}`, { headers: ADDRESS_CREDENTIALS });
    expect((await search('45010')).headers.get('x-mock-source')).toBe('example:foundSingle');
    const unknown = await search('00000');
    expect(unknown.status).toBe(404);
    // One source of places for every lookup (mocks/behaviors/postal-codes.ts).
    expect((await search('04100')).headers.get('x-mock-source')).toBe('behavior:found');
    expect((await search('06700')).headers.get('x-mock-source')).toBe('behavior:found');
  });

  it('answer an unknown postal code of the replacement SIM with its not-found example', async () => {
    const lookup = (postalCode: string) => fetch(`https://api.bait.example/api/core/bait/servicio/reemplazo-sim/codigo-postal/${postalCode}`);
    const unknown = await lookup('00000');
    expect(unknown.headers.get('x-mock-source')).toBe('example:notFound');
    expect(await unknown.json()).toMatchObject({ success: false });
    expect((await lookup('45010')).headers.get('x-mock-source')).toBe('behavior:found');
  });

  it('read query values too, and leave a Prefer dynamic=true answer to the schema', () => {
    const banners = operation('getPageBanners');
    const dynamic = resolveResponse(
      banners,
      { method: 'GET', url: `${ASSETS}/resources/banners/home/banners.json`, bodyText: '', preferHeader: 'dynamic=true' },
      { globalSeed: 1 },
    );
    expect(dynamic.source).toBe('schema');
    expect(dynamic.exampleKey).toBeUndefined();

    const byQuery: OperationDefinition = {
      ...banners,
      path: '/items',
      parameters: [{ name: 'kind', in: 'query', required: false }],
      responses: [
        {
          status: 200,
          description: '',
          contentType: 'application/json',
          examples: [
            { key: 'all', value: [1, 2] },
            { key: 'some', value: [1], when: { kind: ['a', 'b'] } },
          ],
        },
      ],
    };
    const answer = (url: string) => resolveResponse(byQuery, { method: 'GET', url, bodyText: '' }, { globalSeed: 1 }).exampleKey;
    expect(answer('http://x.test/items?kind=b')).toBe('some');
    expect(answer('http://x.test/items?kind=c')).toBe('all');
    expect(answer('http://x.test/items')).toBe('all');
  });

  it('are checked by the generator: x-when names only path or query parameters, one x-otherwise per operation', () => {
    const document = (examples: Record<string, unknown>) => ({
      paths: {
        '/items/{id}': {
          get: {
            operationId: 'getItems',
            parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
            responses: { '200': { description: '', content: { 'application/json': { schema: { type: 'array' }, examples } } } },
          },
        },
      },
    });
    const [parsed] = operationsOf('test', document({ one: { value: [1], 'x-when': { id: [7, '8'] } }, rest: { value: [], 'x-otherwise': true } }));
    expect(parsed?.responses[0]?.examples).toEqual([
      { key: 'one', value: [1], when: { id: ['7', '8'] } },
      { key: 'rest', value: [], otherwise: true },
    ]);
    expect(() => operationsOf('test', document({ one: { value: [1], 'x-when': { page: 'home' } } }))).toThrow(/names page, not a path or query parameter/);
    expect(() => operationsOf('test', document({ one: { value: [], 'x-otherwise': true }, two: { value: [], 'x-otherwise': true } }))).toThrow(
      /more than one x-otherwise/,
    );
  });
});
