import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureMocks, DATA_PROFILES, resetMockSettings } from '@mocks/config';
import { operations } from '@mocks/generated';
import { clearScenarios } from '@mocks/scenarios';
import { startMockServer } from '@mocks/server';
import { namedOutcomes } from '../../scripts/lib/conformance/plan';
import { readProxyAnswer, sendRequest } from '../../scripts/lib/conformance/prism-answer';
import { buildValidRequest } from '../../scripts/lib/contract-request';
import { freePort } from '../../scripts/lib/free-port';
import { startPrismProxy, type RunningPrism } from '../../scripts/lib/prism';

const CONTRACT_DIR = path.resolve(import.meta.dirname, '../../openapi');
const DEV_ORIGIN = 'http://127.0.0.1:5173';
const REQUEST_TIMEOUT_MS = 15_000;

let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = await startMockServer({ host: '127.0.0.1', port: await freePort(), allowedOrigins: [DEV_ORIGIN] });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  resetMockSettings();
  clearScenarios();
});

describe('npm run mock:server', () => {
  const imeiBody = JSON.stringify({ IMEI: '356938035643809' });
  const post = (url: string, body = imeiBody, headers: Record<string, string> = {}) =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

  it('answers a scenario named in the URL, and keeps it for later calls', async () => {
    const first = await post(`${baseUrl}/api/core/captacion/imei/verificacion?scenario=verifyImei:vozapp`);
    expect(first.headers.get('x-mock-source')).toBe('scenario:vozapp');
    const later = await post(`${baseUrl}/api/core/captacion/imei/verificacion`);
    expect(((await later.json()) as { mensaje: string }).mensaje).toBe('VOZAPP');
    await post(`${baseUrl}/api/core/captacion/imei/verificacion?scenario=`);
  });

  it('refuses an unknown operation or outcome in ?scenario= with 421 problem+json listing the known ones, and applies none of it (decision 150, issue 35)', async () => {
    type Refusal = { status: number; detail: string; unknown: Array<{ operationId: string; outcome: string; known: string[]; suggestion?: string }> };
    const typo = await post(`${baseUrl}/api/core/captacion/imei/verificacion?scenario=verifyImei:vozzapp`);
    expect(typo.status).toBe(421);
    expect(typo.headers.get('content-type')).toContain('application/problem+json');
    const body = (await typo.json()) as Refusal;
    expect(body.unknown).toEqual([expect.objectContaining({ operationId: 'verifyImei', outcome: 'vozzapp', suggestion: 'vozapp' })]);
    expect(body.unknown[0]?.known).toEqual(expect.arrayContaining(['homologadosOVolte', 'vozapp', 'code=400', 'networkError', 'timeout', 'hostileText']));
    expect(body.detail).toContain('Known outcomes of verifyImei:');

    const operation = await post(`${baseUrl}/api/core/captacion/imei/verificacion?scenario=verifyImeii:vozapp,createContactRequest:saved`);
    expect(operation.status).toBe(421);
    const refused = (await operation.json()) as Refusal;
    expect(refused.unknown).toEqual([expect.objectContaining({ operationId: 'verifyImeii', suggestion: 'verifyImei' })]);
    expect(refused.unknown[0]?.known).toContain('verifyImei');

    // Nothing of a refused address was applied: the next call gets the usual answer.
    const next = await post(`${baseUrl}/api/core/captacion/imei/verificacion`);
    expect(next.headers.get('x-mock-source')).toBe('example:homologadosOVolte');
  });

  it('refuses a Prefer header naming an example or status the operation does not have', async () => {
    for (const prefer of ['example=vozzapp', 'code=418']) {
      const response = await post(`${baseUrl}/api/core/captacion/imei/verificacion`, imeiBody, { Prefer: prefer });
      expect(response.status, prefer).toBe(421);
      expect(response.headers.get('content-type')).toContain('application/problem+json');
      expect(((await response.json()) as { unknown: Array<{ known: string[] }> }).unknown[0]?.known).toContain('badRequest');
    }
  });

  it('answers a request the contract forbids with 422 problem+json', async () => {
    const response = await post(`${baseUrl}/api/core/captacion/imei/verificacion`, JSON.stringify({ IMEI: '12' }));
    expect(response.status).toBe(422);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
  });

  it('allows the dev origin through CORS, preflight included', async () => {
    const preflight = await fetch(`${baseUrl}/api/core/captacion/contacto`, {
      method: 'OPTIONS',
      headers: { origin: DEV_ORIGIN, 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(DEV_ORIGIN);
    const other = await post(`${baseUrl}/api/core/captacion/imei/verificacion`, imeiBody, { origin: 'http://elsewhere.example' });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers 404 for a path no operation has', async () => {
    expect((await fetch(`${baseUrl}/no/such/path`)).status).toBe(404);
  });
});

describe.each([...new Set(operations.map((operation) => operation.service))])("Prism's validating proxy in front of the mock server, for %s", (service) => {
  let proxy: RunningPrism;
  beforeAll(async () => {
    proxy = await startPrismProxy(path.join(CONTRACT_DIR, `${service}.yaml`), baseUrl);
  });
  afterAll(async () => {
    await proxy?.stop();
    resetMockSettings();
  });

  const serviceOperations = operations.filter((operation) => operation.service === service);

  async function expectNoViolation(operationId: string, request: ReturnType<typeof buildValidRequest>) {
    const answer = readProxyAnswer(await sendRequest(request, REQUEST_TIMEOUT_MS));
    expect(answer.unreachable, operationId).toBeUndefined();
    expect(answer.violations, operationId).toEqual([]);
  }

  it('reports no violation for any named example', async () => {
    for (const operation of serviceOperations) {
      for (const { key, prefer } of namedOutcomes(operation)) {
        const request = buildValidRequest(operation, proxy.baseUrl);
        request.init.headers.Prefer = prefer;
        await expectNoViolation(`${operation.operationId}:${key}`, request);
      }
    }
  });

  it.each(DATA_PROFILES)('reports no violation for schema-made bodies in the %s profile', async (profile) => {
    configureMocks({ profile });
    for (const operation of serviceOperations) {
      for (const response of operation.responses.filter((candidate) => candidate.schema)) {
        for (const seed of [1, 2, 3]) {
          const request = buildValidRequest(operation, proxy.baseUrl, seed);
          request.init.headers.Prefer = `code=${String(response.status)}, dynamic=true`;
          await expectNoViolation(`${operation.operationId} ${String(response.status)} (${profile}, seed ${seed})`, request);
        }
      }
    }
  });
});
