import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { OperationDefinition } from '@mocks/engine/types';
import { createUsageRecorder, installUsageRecorder, sentFields } from '@mocks/usage/recorder';

const operation = (operationId: string, method: OperationDefinition['method'], path: string, parameters: OperationDefinition['parameters'] = []) =>
  ({ service: 'main-api', operationId, method, path, tags: [], parameters, responses: [] }) satisfies OperationDefinition;

const operations = [
  operation('requestCode', 'post', '/otp'),
  operation('checkCode', 'patch', '/otp'),
  operation('getOffers', 'get', '/offers/{kind}', [
    { name: 'kind', in: 'path', required: true },
    { name: 'page', in: 'query', required: false },
    { name: 'x-app', in: 'header', required: false },
  ]),
];

const answer = (url: string, status: number, operationId?: string) =>
  Object.defineProperty(new Response(null, { status, headers: operationId ? { 'x-mock-operation': operationId } : {} }), 'url', { value: url });

let uninstall: (() => void) | undefined;
afterEach(() => {
  uninstall?.();
  uninstall = undefined;
});

describe('the usage recorder', () => {
  it('notes each field the site reads, array items as [], absent fields too, and the status of every answer', () => {
    const recorder = createUsageRecorder(operations);
    const body = recorder.answer(answer('https://api.test/offers/prepaid', 200), {
      success: true,
      data: {
        offers: [
          { name: 'A', price: 1 },
          { name: 'B', price: 2 },
        ],
      },
    }) as { success: boolean; mensaje?: string; data: { offers: Array<{ name: string }> } };
    expect(body.data.offers.map((offer) => offer.name)).toEqual(['A', 'B']);
    expect(body.mensaje).toBeUndefined();
    // Every read of a value hands out the same value.
    expect(body.data).toBe(body.data);
    recorder.answer(answer('https://api.test/otp', 400, 'checkCode'), undefined);
    expect(recorder.entries().sort()).toEqual([
      'checkCode\tresponse\t400',
      'getOffers\tresponse\t200',
      'getOffers\tresponse\t200\tdata',
      'getOffers\tresponse\t200\tdata.offers',
      'getOffers\tresponse\t200\tdata.offers[]',
      'getOffers\tresponse\t200\tdata.offers[].name',
      'getOffers\tresponse\t200\tmensaje',
    ]);
  });

  it('ignores what every value is asked (await, JSON, a test matcher) and leaves an answer it cannot place alone', async () => {
    const recorder = createUsageRecorder(operations);
    const body = recorder.answer(answer('https://api.test/offers/x', 200), { a: 1 }) as object;
    await Promise.resolve(body);
    expect(String(body)).toBe('[object Object]');
    // Two methods share /otp: without the mocks' name for it, the answer is not placed.
    const shared = { b: 1 };
    expect(recorder.answer(answer('https://api.test/otp', 200), shared)).toBe(shared);
    expect(recorder.entries()).toEqual(['getOffers\tresponse\t200']);
  });

  it('notes the fields a request sends: body leaves, query, path and declared headers', async () => {
    const recorder = createUsageRecorder(operations);
    await recorder.recordRequest(new Request('https://api.test/offers/prepaid?page=2&other=1', { headers: { 'x-app': '1', 'x-not-declared': '1' } }));
    await recorder.recordRequest(new Request('https://api.test/otp', { method: 'PATCH', body: JSON.stringify({ code: '1', items: [{ id: 1 }], empty: {} }) }));
    expect(recorder.entries().sort()).toEqual([
      'checkCode\trequest\tbody.code',
      'checkCode\trequest\tbody.empty',
      'checkCode\trequest\tbody.items[].id',
      'getOffers\trequest\theader.x-app',
      'getOffers\trequest\tpath.kind',
      'getOffers\trequest\tquery.page',
    ]);
    expect(sentFields([{ name: 'a' }], 'body')).toEqual(['body[].name']);
  });

  it("does not count TanStack Query's structural sharing as reads, and puts back what was there", () => {
    const recorder = createUsageRecorder(operations);
    const before = (globalThis as { __baitUsage?: unknown }).__baitUsage;
    uninstall = installUsageRecorder(recorder);
    const client = new QueryClient();
    const key = ['offers'];
    client.setQueryData(key, recorder.answer(answer('https://api.test/offers/a', 200), { offers: [{ name: 'A' }] }));
    client.setQueryData(key, recorder.answer(answer('https://api.test/offers/a', 200), { offers: [{ name: 'A' }] }));
    expect(recorder.entries()).toEqual(['getOffers\tresponse\t200']);
    expect((globalThis as { __baitUsage?: unknown }).__baitUsage).toBe(recorder.answer);
    uninstall();
    uninstall = undefined;
    expect((globalThis as { __baitUsage?: unknown }).__baitUsage).toBe(before);
  });
});
