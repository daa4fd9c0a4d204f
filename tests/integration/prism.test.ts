import path from 'node:path';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { paths as MainApiPaths } from '@/api/generated/main-api';
import { resolveResponse } from '@mocks/engine/resolve-response';
import { operations } from '@mocks/generated';
import { namedOutcomes } from '../../scripts/lib/conformance/plan';
import { buildValidRequest } from '../../scripts/lib/contract-request';
import { startPrismMock, type RunningPrism } from '../../scripts/lib/prism';

const CONTRACT_DIR = path.resolve(import.meta.dirname, '../../openapi');
const services = [...new Set(operations.map((operation) => operation.service))];

function exampleOf(operationId: string, key: string): unknown {
  const operation = operations.find((candidate) => candidate.operationId === operationId);
  const example = operation?.responses.flatMap((response) => response.examples).find((candidate) => candidate.key === key);
  if (!example) throw new Error(`${operationId} has no example ${key}`);
  return example.value;
}

describe.each(services)('Prism serving openapi/%s.yaml', (service) => {
  let prism: RunningPrism;
  beforeAll(async () => {
    prism = await startPrismMock(path.join(CONTRACT_DIR, `${service}.yaml`));
  });
  afterAll(async () => {
    await prism?.stop();
  });

  const examples = operations
    .filter((operation) => operation.service === service)
    .flatMap((operation) => namedOutcomes(operation).map((outcome) => ({ operation, ...outcome })));

  it.each(examples.map((entry) => ({ ...entry, name: `${entry.operation.operationId}:${entry.key}` })))(
    'answers $name with the status and body the app mocks answer',
    async ({ operation, prefer }) => {
      const request = buildValidRequest(operation, prism.baseUrl);
      request.init.headers.Prefer = prefer;
      const response = await fetch(request.url, request.init);
      const ours = resolveResponse(
        operation,
        { method: request.init.method ?? 'GET', url: request.url, bodyText: String(request.init.body ?? ''), preferHeader: prefer },
        { globalSeed: 1 },
      );
      const text = await response.text();
      expect(response.status, text).toBe(ours.status);
      expect(/json/.test(response.headers.get('content-type') ?? '') ? JSON.parse(text) : text).toEqual(ours.body);
    },
  );
});

describe('the generated typed client against Prism', () => {
  let prism: RunningPrism;
  let client: ReturnType<typeof createClient<MainApiPaths>>;
  beforeAll(async () => {
    prism = await startPrismMock(path.join(CONTRACT_DIR, 'main-api.yaml'));
    client = createClient<MainApiPaths>({ baseUrl: prism.baseUrl });
  });
  afterAll(async () => {
    await prism?.stop();
  });

  const contactBody = {
    campania: { campaign: 'verano', content: '', medium: 'cpc', source: 'buscador' },
    persona: { compatible: true, nombre: 'Ana López', telefono: '5512345678', tipo: 2 as const },
  };

  it('sends a contact request that the contract accepts', async () => {
    const { data, response } = await client.POST('/api/core/captacion/contacto', {
      params: { header: { Ordaccess: 'llave', Ordservicio: 'servicio' } },
      body: contactBody,
    });
    expect(response.status).toBe(200);
    expect(data).toEqual(exampleOf('createContactRequest', 'saved'));
  });

  it('is refused by the contract without the Ordaccess and Ordservicio headers', async () => {
    const unchecked = createClient<Record<string, never>>({ baseUrl: prism.baseUrl });
    const { response } = await unchecked.request(
      'post' as never,
      '/api/core/captacion/contacto' as never,
      {
        body: contactBody,
      } as never,
    );
    expect(response.status).toBe(422);
  });

  it.each(['homologadosOVolte', 'vozapp', 'noEsim', 'notCompatible', 'successFalse'])('reads the %s answer of the IMEI verification', async (key) => {
    const { data } = await client.POST('/api/core/captacion/imei/verificacion', {
      body: { IMEI: '356938035643809' },
      headers: { Prefer: `example=${key}` },
    });
    expect(data).toEqual(exampleOf('verifyImei', key));
  });

  it.each([
    ['badRequest', 400],
    ['error500', 500],
  ])('reads the %s error of the IMEI verification as an error body', async (key, status) => {
    const { error, response } = await client.POST('/api/core/captacion/imei/verificacion', {
      body: { IMEI: '356938035643809' },
      headers: { Prefer: `code=${status}, example=${key}` },
    });
    expect(response.status).toBe(status);
    expect(error).toEqual(exampleOf('verifyImei', key));
  });

  it('refuses an IMEI shorter than 13 digits with the 400 answer the contract declares', async () => {
    const { response } = await client.POST('/api/core/captacion/imei/verificacion', { body: { IMEI: '123' } });
    expect(response.status).toBe(400);
  });

  it('reads the compatibility-result variant of the IMEI validation', async () => {
    const { data } = await client.POST('/api/core/api/validate/IMEI', {
      body: { IMEI: '356938035643809' },
      headers: { Prefer: 'example=noEsim' },
    });
    expect(data).toEqual({ success: true, isCompatible: true, supportEsim: false, message: 'HOMOLOGADOS O VOLTE' });
  });

  it('records a journey step', async () => {
    const { data } = await client.GET('/api/core/captacion/journey/{uuid}/update/{event}/{value}', {
      params: { path: { uuid: '0b8f5a8e-2f5e-4b7e-9d7c-1f2a3b4c5d6e', event: 3, value: 'true' } },
    });
    expect(data).toEqual({ success: true });
  });
});
