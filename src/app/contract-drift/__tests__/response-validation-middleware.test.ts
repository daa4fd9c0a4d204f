import createClient from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import type { paths as SiteAssetsPaths } from '@/api/generated/site-assets';
import { siteAssetsOperations } from '@mocks/generated/site-assets-operations';
import { createResponseValidationMiddleware, type ContractDrift } from '../response-validation-middleware';

/** The item at index, failing the test when it is missing. */
function nth<T>(list: readonly T[], index = 0): T {
  const item = list[index];
  if (item === undefined) throw new Error(`nothing at ${index}`);
  return item;
}

const FLAGS = { 'e-sim': true, pospaid: true, 'business-page': true, sso: true, 'new-plugin': true };

function clientAnswering(response: () => Response) {
  const drifts: ContractDrift[] = [];
  const client = createClient<SiteAssetsPaths>({ baseUrl: 'http://assets.test', fetch: async () => response() });
  client.use(createResponseValidationMiddleware(siteAssetsOperations, (drift) => drifts.push(drift)));
  return { client, drifts };
}

const json = (body: unknown, status = 200, contentType = 'application/json') =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': contentType } });

describe('the response validator of dev:real', () => {
  it('stays silent on an answer that keeps the contract, and the page gets it unchanged', async () => {
    const { client, drifts } = clientAnswering(() => json(FLAGS));
    const { data } = await client.GET('/assets/config/feature-flags.json');
    expect(data).toEqual(FLAGS);
    expect(drifts).toEqual([]);
  });

  it('names a wrong type and a missing field, and the page still gets the answer', async () => {
    const drifted = { ...FLAGS, sso: 'yes' } as Record<string, unknown>;
    delete drifted.pospaid;
    const { client, drifts } = clientAnswering(() => json(drifted));
    const { data } = await client.GET('/assets/config/feature-flags.json');
    expect(data).toEqual(drifted);
    expect(drifts).toHaveLength(1);
    expect(drifts[0]).toMatchObject({ operationId: 'getFeatureFlags', method: 'GET', status: 200 });
    expect(nth(drifts).violations.join('\n')).toMatch(/pospaid/);
    expect(nth(drifts).violations.join('\n')).toMatch(/\/sso must be boolean/);
  });

  it('names an undeclared status and a wrong content type', async () => {
    const undeclared = clientAnswering(() => json({ error: 'teapot' }, 418));
    await undeclared.client.GET('/assets/config/feature-flags.json');
    expect(nth(undeclared.drifts).violations).toEqual(['status 418 is not declared by the contract']);

    const wrongType = clientAnswering(() => json(FLAGS, 200, 'text/plain'));
    await wrongType.client.GET('/assets/config/feature-flags.json');
    expect(nth(wrongType.drifts).violations).toEqual(['content type text/plain where the contract declares application/json']);
  });

  it('reports a body that is not JSON instead of breaking the call', async () => {
    const { client, drifts } = clientAnswering(() => new Response('<html>', { status: 200, headers: { 'content-type': 'application/json' } }));
    const result = await client.GET('/assets/config/feature-flags.json').catch((error: unknown) => error);
    expect(result).toBeInstanceOf(Error);
    expect(drifts).toHaveLength(1);
    expect(nth(drifts).violations.join('\n')).toMatch(/must be object/);
  });

  it('names the address with its secrets redacted, as every log does', async () => {
    const drifts: ContractDrift[] = [];
    const middleware = createResponseValidationMiddleware(siteAssetsOperations, (drift) => drifts.push(drift));
    const url = 'http://assets.test/assets/config/feature-flags.json?access_token=abc.def&card=4111111111111111&page=2';
    const answer = { request: new Request(url), response: json({ error: 'teapot' }, 418), schemaPath: '/assets/config/feature-flags.json' };
    await middleware.onResponse?.(answer as unknown as Parameters<NonNullable<typeof middleware.onResponse>>[0]);
    expect(nth(drifts).url).toBe('http://assets.test/assets/config/feature-flags.json?access_token=%5Bredactado%5D&card=****1111&page=2');
  });
});
