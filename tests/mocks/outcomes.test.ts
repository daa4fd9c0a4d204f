// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { recentCalls } from '@mocks/activity';
import { storedContactRequests } from '@mocks/behaviors/contact-requests';
import { applySettingsParams, configureMocks, getMockSettings, initialiseMockSettings } from '@mocks/config';
import { parseOutcome } from '@mocks/scenarios';
import { chooseScenarios } from '@mocks/testing';

const API = 'https://api.bait.example';
const IMEI_URL = `${API}/api/core/captacion/imei/verificacion`;
const CONTACT_URL = `${API}/api/core/captacion/contacto`;
const validContact = {
  campania: { campaign: '', content: '', medium: '', source: '' },
  persona: { compatible: true, nombre: 'Ana López', telefono: '5512345678', tipo: 2 },
};

const postJson = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
const channelHeaders = { Ordaccess: 'llave', Ordservicio: 'servicio' };

describe('outcomes a scenario can name', () => {
  it('parse into example, code, network error, timeout and delay', () => {
    expect(parseOutcome('vozapp')).toEqual({ kind: 'example', key: 'vozapp' });
    expect(parseOutcome('code=500')).toEqual({ kind: 'code', status: 500 });
    expect(parseOutcome('networkError')).toEqual({ kind: 'networkError' });
    expect(parseOutcome('timeout')).toEqual({ kind: 'timeout' });
    expect(parseOutcome('delay=1200')).toEqual({ kind: 'delay', ms: 1200 });
  });

  it('networkError fails the request as a dropped connection does', async () => {
    chooseScenarios({ verifyImei: 'networkError' });
    await expect(postJson(IMEI_URL, { IMEI: '356938035643809' })).rejects.toThrow();
    expect(recentCalls()[0]).toMatchObject({ operationId: 'verifyImei', status: 'networkError' });
  });

  it('timeout keeps the request waiting, then answers 504', async () => {
    configureMocks({ timeoutMs: 30 });
    chooseScenarios({ verifyImei: 'timeout' });
    const started = performance.now();
    const response = await postJson(IMEI_URL, { IMEI: '356938035643809' });
    expect(response.status).toBe(504);
    expect(performance.now() - started).toBeGreaterThanOrEqual(25);
  });

  it('delay=<ms> answers the default after waiting', async () => {
    chooseScenarios({ verifyImei: 'delay=40' });
    const started = performance.now();
    const response = await postJson(IMEI_URL, { IMEI: '356938035643809' });
    expect(response.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(35);
  });
});

describe('requests the contract forbids', () => {
  it('get 422 problem+json naming the broken field', async () => {
    const response = await postJson(IMEI_URL, { IMEI: '12' });
    expect(response.status).toBe(422);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    const problem = (await response.json()) as { validation: Array<{ location: string[] }> };
    expect(problem.validation[0]?.location).toEqual(['body', 'IMEI']);
  });

  it('get 422 when a required header is missing', async () => {
    const response = await postJson(CONTACT_URL, validContact);
    expect(response.status).toBe(422);
    const problem = (await response.json()) as { validation: Array<{ message: string }> };
    expect(problem.validation.map((violation) => violation.message).join(' ')).toContain('ordaccess');
  });

  it('get 422 for a path parameter of the wrong type', async () => {
    const response = await fetch(`${API}/api/core/captacion/journey/0b8f5a8e-2f5e-4b7e-9d7c-1f2a3b4c5d6e/update/paso/true`);
    expect(response.status).toBe(422);
  });

  it('show in the call list with their violations', async () => {
    await postJson(CONTACT_URL, { ...validContact, persona: { ...validContact.persona, telefono: '55 1234' } }, channelHeaders);
    const [call] = recentCalls();
    expect(call?.status).toBe(422);
    expect(call?.requestViolations[0]?.location).toEqual(['body', 'persona', 'telefono']);
  });
});

describe('mock settings', () => {
  it('take ?seed=, ?profile= and ?latency= from the URL and ignore invalid values', () => {
    applySettingsParams('?seed=42&profile=maximal&latency=0');
    expect(getMockSettings()).toMatchObject({ seed: 42, profile: 'maximal', latencyMs: 0 });
    applySettingsParams('?seed=abc&profile=huge&latency=-5');
    expect(getMockSettings()).toMatchObject({ seed: 42, profile: 'maximal', latencyMs: 0 });
    applySettingsParams('?latency=400');
    expect(getMockSettings()).toMatchObject({ latencyMs: 400 });
  });

  it('survive a reload of the tab', () => {
    configureMocks({ seed: 7, profile: 'minimal' });
    initialiseMockSettings({ seed: 1, latencyMs: 150 });
    expect(getMockSettings()).toMatchObject({ seed: 7, profile: 'minimal' });
  });

  it('make minimal bodies hold required fields only', async () => {
    configureMocks({ profile: 'minimal' });
    const body = await (await postJson(IMEI_URL, { IMEI: '356938035643809' }, { Prefer: 'dynamic=true' })).json();
    expect(Object.keys(body as object)).toEqual(['success']);
  });
});

describe('stateful mocks', () => {
  it('keep every contact request sent', async () => {
    await postJson(CONTACT_URL, validContact, channelHeaders);
    expect(storedContactRequests()).toHaveLength(1);
    expect(storedContactRequests()[0]?.body).toEqual(validContact);
  });

  it('start every test empty', () => {
    expect(storedContactRequests()).toEqual([]);
    expect(recentCalls()).toEqual([]);
  });
});
