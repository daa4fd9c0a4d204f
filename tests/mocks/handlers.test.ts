// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { configureMocks } from '@mocks/config';
import { parsePreferHeader } from '@mocks/engine/prefer';
import { operations } from '@mocks/generated';
import { toMswPath } from '@mocks/handlers';
import { applyScenarioParam, formatScenarioParam, getScenarios, parseScenarioParam, storeScenarios } from '@mocks/scenarios';
import { chooseScenarios } from '@mocks/testing';
import { buildValidRequest } from '../../scripts/lib/contract-request';

const API = 'https://api.bait.example';
const IMEI_PATH = '/api/core/captacion/imei/verificacion';

function postImei(headers: Record<string, string> = {}, imei = '356938035643809') {
  return fetch(`${API}${IMEI_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ IMEI: imei }),
  });
}

function exampleOf(operationId: string, key: string): unknown {
  const operation = operations.find((candidate) => candidate.operationId === operationId);
  const example = operation?.responses.flatMap((response) => response.examples).find((candidate) => candidate.key === key);
  if (!example) throw new Error(`${operationId} has no example ${key}`);
  return example.value;
}

describe('a generated handler answers', () => {
  it('the first success example by default', async () => {
    const response = await postImei();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(exampleOf('verifyImei', 'homologadosOVolte'));
    expect(response.headers.get('x-mock-source')).toBe('example:homologadosOVolte');
  });

  it('the example a Prefer header names, with its status', async () => {
    const response = await postImei({ Prefer: 'example=badRequest' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(exampleOf('verifyImei', 'badRequest'));
  });

  it('the first example of the status a Prefer code names', async () => {
    const response = await postImei({ Prefer: 'code=500' });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual(exampleOf('verifyImei', 'error500'));
  });

  it('a schema-made body for Prefer dynamic=true, the same for the same request', async () => {
    const first = await postImei({ Prefer: 'dynamic=true' });
    expect(first.headers.get('x-mock-source')).toBe('schema');
    const body = await first.json();
    expect(await (await postImei({ Prefer: 'dynamic=true' })).json()).toEqual(body);
  });

  it('other schema-made data for another global seed', async () => {
    const withSeedOne = await (await postImei({ Prefer: 'dynamic=true' })).json();
    configureMocks({ seed: 2 });
    expect(await (await postImei({ Prefer: 'dynamic=true' })).json()).not.toEqual(withSeedOne);
  });

  it('the active scenario before any Prefer header', async () => {
    chooseScenarios({ verifyImei: 'vozapp' });
    const response = await postImei({ Prefer: 'example=badRequest' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(exampleOf('verifyImei', 'vozapp'));
    expect(response.headers.get('x-mock-source')).toBe('scenario:vozapp');
  });

  it('a status of the contract that a scenario names as code=', async () => {
    chooseScenarios({ verifyImei: 'code=500' });
    expect((await postImei()).status).toBe(500);
  });

  it('a 421 problem+json, a status no operation declares, never the default, when the scenario names an example the operation does not have (decision 150)', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    storeScenarios({ verifyImei: 'noSuchExample' });
    const response = await postImei();
    expect(response.status).toBe(421);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    const body = (await response.json()) as { status: number; unknown: Array<{ known: string[] }> };
    expect(body).not.toEqual(exampleOf('verifyImei', 'homologadosOVolte'));
    expect(body.unknown[0]?.known).toContain('homologadosOVolte');
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('Unknown outcome "noSuchExample" for verifyImei: refused.'));
  });

  it('path parameters of any value', async () => {
    const response = await fetch(`${API}/api/core/captacion/journey/0b8f5a8e-2f5e-4b7e-9d7c-1f2a3b4c5d6e/update/3/true`);
    expect(await response.json()).toEqual(exampleOf('updateJourney', 'recorded'));
  });
});

describe('scenarios in the URL', () => {
  it('parse one or several operationId:outcome pairs', () => {
    expect(parseScenarioParam('verifyImei:vozapp,createContactRequest:serverError')).toEqual({
      verifyImei: 'vozapp',
      createContactRequest: 'serverError',
    });
    // Malformed entries are kept, so that the check of the mocks refuses them aloud (decision 150).
    expect(parseScenarioParam('broken,:x,y:')).toEqual({ broken: '', '': 'x', y: '' });
    expect(formatScenarioParam({ verifyImei: 'vozapp', updateJourney: 'code=404' })).toBe('verifyImei:vozapp,updateJourney:code=404');
  });

  it('are kept until ?scenario= clears them, and a URL without the parameter keeps them', () => {
    applyScenarioParam('?scenario=verifyImei:noEsim');
    expect(getScenarios()).toEqual({ verifyImei: 'noEsim' });
    applyScenarioParam('?other=1');
    expect(getScenarios()).toEqual({ verifyImei: 'noEsim' });
    expect(window.sessionStorage.getItem('bait.mock.scenarios')).toContain('noEsim');
    applyScenarioParam('?scenario=');
    expect(getScenarios()).toEqual({});
  });
});

describe('the Prefer header', () => {
  it('reads code, example and dynamic as Prism does', () => {
    expect(parsePreferHeader('code=404, example=notFound')).toEqual({ code: 404, example: 'notFound' });
    expect(parsePreferHeader('dynamic=true')).toEqual({ dynamic: true });
    expect(parsePreferHeader('respond-async, wait=5')).toEqual({});
    expect(parsePreferHeader(null)).toEqual({});
  });
});

describe('contract paths', () => {
  it('become MSW paths that match any host', () => {
    expect(toMswPath('/api/core/captacion/journey/{uuid}/update/{event}/{value}')).toBe('*/api/core/captacion/journey/:uuid/update/:event/:value');
  });
});

describe('every named example of the contract, through the generated MSW handlers', () => {
  const cases = operations.flatMap((operation) =>
    operation.responses.flatMap((response) =>
      response.examples.map((example) => ({ operation, response, example, name: `${operation.operationId}:${example.key}` })),
    ),
  );

  it.each(cases)('answers $name with its status and body when asked as Prism is', async ({ operation, response, example }) => {
    const request = buildValidRequest(operation, API);
    request.init.headers.Prefer = `code=${String(response.status)}, example=${example.key}`;
    const answer = await fetch(request.url, request.init);
    const text = await answer.text();
    expect(answer.status, text).toBe(response.status);
    expect(/json/.test(answer.headers.get('content-type') ?? '') ? JSON.parse(text) : text).toEqual(example.value);
  });
});
