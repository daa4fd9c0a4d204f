import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetState } from '@mocks/behaviors/state';
import { resetMockSettings } from '@mocks/config';
import { operations } from '@mocks/generated';
import { clearScenarios } from '@mocks/scenarios';
import { startMockServer, type MockServer } from '@mocks/server';
import { buildValidRequest } from '../../scripts/lib/contract-request';
import { freePort } from '../../scripts/lib/free-port';

/** Two testers (and curl) against one mock server over real HTTP: every session on its own (decisions 131 to 134). */
const IMEI_PATH = '/api/core/captacion/imei/verificacion';
const IMEI_BODY = JSON.stringify({ IMEI: '356938035643809' });
const IDLE_MS = 60_000;
const MAX_SESSIONS = 3;
const DEV_ORIGIN = 'http://127.0.0.1:5173';

type Client = { session?: string; cookie?: string };
type SessionList = {
  count: number;
  maxSessions: number;
  idleTimeoutSeconds: number;
  sessions: Array<{ id: string; requests: number; scenarios: Record<string, string> }>;
};

let server: MockServer;
let baseUrl: string;
let clock = Date.parse('2026-11-26T10:00:00Z');

async function start(): Promise<void> {
  server = await startMockServer({
    host: '127.0.0.1',
    port: await freePort(),
    allowedOrigins: [DEV_ORIGIN],
    sessions: { idleMs: IDLE_MS, maxSessions: MAX_SESSIONS, now: () => clock },
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function headersOf(client: Client, extra: Record<string, string> = {}): Record<string, string> {
  return {
    ...extra,
    ...(client.session ? { 'x-mock-session': client.session } : {}),
    ...(client.cookie ? { cookie: client.cookie } : {}),
  };
}

function verifyImei(client: Client, search = '') {
  return fetch(`${baseUrl}${IMEI_PATH}${search}`, { method: 'POST', headers: headersOf(client, { 'content-type': 'application/json' }), body: IMEI_BODY });
}

async function message(response: Response): Promise<string | undefined> {
  return ((await response.json()) as { mensaje?: string }).mensaje;
}

function operation(operationId: string) {
  const found = operations.find((candidate) => candidate.operationId === operationId);
  if (!found) throw new Error(`no operation ${operationId}`);
  return found;
}

/** A contract-valid call of an operation with some body fields set. */
function call(client: Client, operationId: string, fields: Record<string, unknown> = {}, extraHeaders: Record<string, string> = {}) {
  const request = buildValidRequest(operation(operationId), baseUrl);
  const body = typeof request.init.body === 'string' ? JSON.stringify({ ...(JSON.parse(request.init.body) as object), ...fields }) : undefined;
  return fetch(request.url, { ...request.init, body, headers: headersOf(client, { ...request.init.headers, ...extraHeaders }) });
}

async function listSessions(): Promise<SessionList> {
  return (await fetch(`${baseUrl}/__mock/sessions`)).json() as Promise<SessionList>;
}

beforeAll(start);
afterEach(async () => {
  // Every case starts with no named session and a clean default one.
  for (const { id } of (await listSessions()).sessions) await fetch(`${baseUrl}/__mock/sessions/${id}`, { method: 'DELETE' });
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  clearScenarios();
  resetMockSettings();
  resetState();
});

describe('mock sessions over HTTP', () => {
  const alice: Client = { session: 'alice' };
  const bob: Client = { session: 'bob' };

  it("keeps a scenario to the session that chose it, as the issue's two testers tried it", async () => {
    const chosen = await verifyImei(alice, '?scenario=verifyImei:error500');
    expect(chosen.status).toBe(500);
    expect(chosen.headers.get('x-mock-session')).toBe('alice');

    const other = await verifyImei(bob);
    expect(other.status).toBe(200);
    expect(other.headers.get('x-mock-source')).not.toMatch(/^scenario/);
    // curl, with neither header nor cookie: the default session, untouched too.
    expect((await verifyImei({})).status).toBe(200);
    // The chooser keeps its scenario for later calls.
    expect((await verifyImei(alice)).status).toBe(500);
  });

  it('answers a Prefer header for the request that sent it only', async () => {
    const preferred = await fetch(`${baseUrl}${IMEI_PATH}`, {
      method: 'POST',
      headers: headersOf(alice, { 'content-type': 'application/json', Prefer: 'example=vozapp' }),
      body: IMEI_BODY,
    });
    expect(await message(preferred)).toBe('VOZAPP');
    expect(await message(await verifyImei(bob))).not.toBe('VOZAPP');
  });

  it("locks one tester's number after three wrong codes, not the other tester's", async () => {
    const number = { identificador: '5512345678' };
    for (const client of [alice, bob]) expect((await call(client, 'sendSsoOtp', number)).status).toBe(200);
    let last: Response | undefined;
    for (let attempt = 0; attempt < 3; attempt += 1) last = await call(alice, 'checkSsoOtp', { ...number, otp: '000000' });
    expect(((await last?.json()) as { remainingAttempts?: number }).remainingAttempts).toBe(0);

    const bobsCheck = await call(bob, 'checkSsoOtp', { ...number, otp: '000000' });
    expect(((await bobsCheck.json()) as { remainingAttempts?: number }).remainingAttempts).toBeGreaterThan(0);
  });

  it('keeps seed and latency to the session that set them', async () => {
    const dynamic = (client: Client, search = '') =>
      fetch(`${baseUrl}${IMEI_PATH}${search}`, {
        method: 'POST',
        headers: headersOf(client, { 'content-type': 'application/json', Prefer: 'code=200, dynamic=true' }),
        body: IMEI_BODY,
      }).then((response) => response.text());
    const before = await dynamic(bob);
    await dynamic(alice, '?seed=7&latency=250');
    expect(await dynamic(bob)).toBe(before);
    const started = performance.now();
    await dynamic(bob);
    expect(performance.now() - started).toBeLessThan(250);
    const slow = performance.now();
    await dynamic(alice);
    expect(performance.now() - slow).toBeGreaterThanOrEqual(240);
  });

  it('puts a client that names no session in a fresh one from its cookie on', async () => {
    const first = await verifyImei({}, '?scenario=verifyImei:noEsim');
    expect(first.headers.get('x-mock-session')).toBe('default');
    const cookie = first.headers.get('set-cookie')?.split(';')[0];
    expect(cookie).toMatch(/^mock_session=[0-9a-f-]{36}$/);

    const withCookie = await verifyImei({ cookie });
    expect(withCookie.headers.get('x-mock-session')).toBe(cookie?.split('=')[1]);
    expect(withCookie.headers.get('x-mock-source')).not.toBe('scenario:noEsim');
    // Without the cookie, the default session kept what the first call chose, as curl expects.
    expect((await verifyImei({})).headers.get('x-mock-source')).toBe('scenario:noEsim');
  });

  it('takes ?session= from a browser address, sets its cookie and answers as a header would', async () => {
    const fromAddress = await verifyImei({}, '?session=carol&scenario=verifyImei:vozapp');
    expect(fromAddress.headers.get('set-cookie')).toMatch(/^mock_session=carol; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(await message(await verifyImei({ cookie: 'theme=dark; mock_session=carol' }))).toBe('VOZAPP');
    expect(await message(await verifyImei({ session: 'carol' }))).toBe('VOZAPP');
    expect(await message(await verifyImei({}))).not.toBe('VOZAPP');
  });

  it('lets a page of the dev origin send its session header and cookie', async () => {
    const preflight = await fetch(`${baseUrl}${IMEI_PATH}`, {
      method: 'OPTIONS',
      headers: { origin: DEV_ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-mock-session' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type,x-mock-session');
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    const answer = await fetch(`${baseUrl}${IMEI_PATH}`, {
      method: 'POST',
      headers: headersOf(alice, { origin: DEV_ORIGIN, 'content-type': 'application/json' }),
      body: IMEI_BODY,
    });
    expect(answer.headers.get('access-control-expose-headers')).toContain('x-mock-session');
    expect(answer.headers.get('x-mock-session')).toBe('alice');
  });

  it('refuses a session name that is not safe in a header, a cookie and a URL', async () => {
    const response = await verifyImei({ session: 'a b' });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    expect((await verifyImei({}, `?session=${'x'.repeat(65)}`)).status).toBe(400);
  });

  it('lists sessions by last use and resets one without touching the other', async () => {
    await verifyImei(alice, '?scenario=verifyImei:error500');
    clock += 1000;
    await verifyImei(bob, '?scenario=verifyImei:noEsim');
    const listed = await listSessions();
    expect(listed.sessions.map(({ id }) => id)).toEqual(['default', 'bob', 'alice']);
    expect(listed.sessions[2]).toMatchObject({ id: 'alice', requests: 1, scenarios: { verifyImei: 'error500' } });
    expect(listed).toMatchObject({ idleTimeoutSeconds: IDLE_MS / 1000, maxSessions: MAX_SESSIONS });

    expect((await fetch(`${baseUrl}/__mock/sessions/alice`, { method: 'DELETE' })).status).toBe(204);
    expect((await verifyImei(alice)).status).toBe(200);
    expect((await verifyImei(bob)).headers.get('x-mock-source')).toBe('scenario:noEsim');
    expect((await fetch(`${baseUrl}/__mock/sessions/nobody`, { method: 'DELETE' })).status).toBe(404);

    // A tester resets their own session, named the usual way.
    expect((await fetch(`${baseUrl}/__mock/reset`, { method: 'POST', headers: headersOf(bob) })).status).toBe(204);
    expect((await verifyImei(bob)).headers.get('x-mock-source')).not.toBe('scenario:noEsim');
  });

  it('forgets a session idle for longer than the idle time, and keeps one in use', async () => {
    await verifyImei(alice, '?scenario=verifyImei:error500');
    await verifyImei(bob, '?scenario=verifyImei:error500');
    clock += IDLE_MS - 1000;
    await verifyImei(bob);
    clock += 2000;
    expect((await listSessions()).sessions.map(({ id }) => id)).toEqual(['default', 'bob']);
    expect((await verifyImei(alice)).status).toBe(200);
    expect((await verifyImei(bob)).status).toBe(500);
  });

  it('forgets the least recently used session beyond the cap', async () => {
    for (const id of ['s1', 's2', 's3']) {
      await verifyImei({ session: id });
      clock += 10;
    }
    await verifyImei({ session: 's1' });
    await verifyImei({ session: 's4' });
    expect((await listSessions()).sessions.map(({ id }) => id)).toEqual(['default', 's4', 's1', 's3']);
    expect(server.sessions.size).toBe(MAX_SESSIONS);
  });

  it('answers health and readiness, and readiness 503 once the server drains', async () => {
    const health = await fetch(`${baseUrl}/__mock/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    expect((await fetch(`${baseUrl}/__mock/ready`)).status).toBe(200);
    expect((await fetch(`${baseUrl}/__mock/nothing`)).status).toBe(404);

    server.drain();
    const draining = await fetch(`${baseUrl}/__mock/ready`);
    expect(draining.status).toBe(503);
    expect(await draining.json()).toEqual({ status: 'stopping' });
    // Requests in flight and until the port closes are still answered.
    expect((await verifyImei(alice)).status).toBe(200);
    await new Promise((resolve) => server.close(resolve));
    await start();
  });

  it('answers interleaved requests of many sessions each with its own outcome', async () => {
    const outcomes = ['vozapp', 'noEsim', 'error500'];
    const clients = Array.from({ length: MAX_SESSIONS }, (_, index) => ({ session: `c${index}`, outcome: outcomes[index % outcomes.length] ?? '' }));
    for (const client of clients) await verifyImei(client, `?scenario=verifyImei:${client.outcome}`);
    const answers = await Promise.all(
      Array.from({ length: 60 }, async (_, index) => {
        const client = clients[index % clients.length] as (typeof clients)[number];
        return { client, source: (await verifyImei(client)).headers.get('x-mock-source') };
      }),
    );
    for (const { client, source } of answers) expect(source).toBe(`scenario:${client.outcome}`);
  });
});
