import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '@mocks/generated';
import { buildValidRequest } from '../../scripts/lib/contract-request';
import { freePort } from '../../scripts/lib/free-port';

/**
 * Two replicas of the team mock server on one Redis (MOCK_SERVER_STORE, decision 282), as a
 * balancer without sticky sessions would use them: a client alternating between them keeps its
 * scenario, its lockout and its logged-in session, and two clients stay apart.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const REDIS_SERVER = process.env.REDIS_SERVER ?? 'redis-server';
const IMEI_PATH = '/api/core/captacion/imei/verificacion';
const IMEI_BODY = JSON.stringify({ IMEI: '356938035643809' });

type Started = { process: ChildProcess; stop: () => Promise<void> };

/** Starts a process and waits for the line that says it is ready; fails with what it printed otherwise. */
async function startProcess(command: string, args: string[], env: Record<string, string>, ready: RegExp): Promise<Started> {
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const printed: string[] = [];
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    for (const stream of [child.stdout, child.stderr]) {
      if (!stream) continue;
      createInterface({ input: stream }).on('line', (line) => {
        printed.push(line);
        if (ready.test(line)) resolve();
      });
    }
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`${command} stopped (${String(code)}) before it was ready:\n${printed.join('\n')}`)));
  });
  return {
    process: child,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    },
  };
}

let redis: Started | undefined;
const replicas: Started[] = [];
const replicaUrls: string[] = [];

beforeAll(async () => {
  const installed = spawnSync(REDIS_SERVER, ['--version'], { encoding: 'utf8' });
  if (installed.error) {
    throw new Error(
      `This test needs Redis's server: "${REDIS_SERVER}" could not be run (${installed.error.message}). ` +
        'Install Debian\'s package with "apt-get install -y redis-server" (.ci/run does), or set REDIS_SERVER to its path.',
    );
  }
  const redisPort = await freePort();
  redis = await startProcess(
    REDIS_SERVER,
    ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {},
    /Ready to accept connections/,
  );
  const ports = [await freePort(), await freePort()];
  // Both replicas start at once: on busy cores each start takes seconds.
  const started = await Promise.allSettled(
    ports.map((port) =>
      startProcess(
        process.execPath,
        ['--import', 'tsx', 'scripts/mock-server.ts'],
        { MOCK_SERVER_PORT: String(port), MOCK_SERVER_STORE: `redis://127.0.0.1:${redisPort}`, MOCK_SERVER_STOP_GRACE_MS: '1' },
        /^Sessions in redis:/,
      ),
    ),
  );
  for (const result of started) if (result.status === 'fulfilled') replicas.push(result.value);
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  replicaUrls.push(...ports.map((port) => `http://127.0.0.1:${port}`));
});

afterAll(async () => {
  await Promise.all(replicas.map((replica) => replica.stop()));
  await redis?.stop();
});

/** A client behind a round-robin balancer: each request goes to the next replica. */
function client(session: string) {
  let next = 0;
  const replica = () => {
    const url = replicaUrls[next % replicaUrls.length] ?? '';
    next += 1;
    return url;
  };
  const headers = (extra: Record<string, string> = {}) => ({ ...extra, 'x-mock-session': session });
  return {
    verifyImei: (search = '') =>
      fetch(`${replica()}${IMEI_PATH}${search}`, { method: 'POST', headers: headers({ 'content-type': 'application/json' }), body: IMEI_BODY }),
    call: (operationId: string, fields: Record<string, unknown>, to = replica()) => {
      const operation = operations.find((candidate) => candidate.operationId === operationId);
      if (!operation) throw new Error(`no operation ${operationId}`);
      const request = buildValidRequest(operation, to);
      const body = JSON.stringify({ ...(JSON.parse(String(request.init.body)) as object), ...fields });
      return fetch(request.url, { ...request.init, body, headers: headers(request.init.headers as Record<string, string>) });
    },
  };
}

async function remainingAttempts(response: Response): Promise<number | undefined> {
  return ((await response.json()) as { remainingAttempts?: number }).remainingAttempts;
}

describe('two mock server replicas on one Redis', () => {
  it('keep a scenario chosen through one replica for the answers of the other, and to its session only', async () => {
    const alice = client('redis-alice');
    const bob = client('redis-bob');
    const chosen = await alice.verifyImei('?scenario=verifyImei:noEsim');
    expect(chosen.headers.get('x-mock-source')).toBe('scenario:noEsim');
    for (let index = 0; index < 4; index += 1) {
      const [alices, bobs] = await Promise.all([alice.verifyImei(), bob.verifyImei()]);
      expect(alices.headers.get('x-mock-source')).toBe('scenario:noEsim');
      expect(bobs.headers.get('x-mock-source')).not.toMatch(/^scenario:/);
    }
    const listed = (await (await fetch(`${replicaUrls[1]}/__mock/sessions`)).json()) as {
      sessions: Array<{ id: string; requests: number; scenarios: object }>;
    };
    expect(listed.sessions.find(({ id }) => id === 'redis-alice')).toMatchObject({ requests: 5, scenarios: { verifyImei: 'noEsim' } });
    expect(listed.sessions.find(({ id }) => id === 'redis-bob')).toMatchObject({ requests: 4, scenarios: {} });
  });

  it('count wrong codes against one lockout whichever replica takes them, even at the same time', async () => {
    const alice = client('redis-lockout-alice');
    const bob = client('redis-lockout-bob');
    const number = { identificador: '5512345678' };
    for (const each of [alice, bob]) expect((await each.call('sendSsoOtp', number)).status).toBe(200);
    // Two wrong codes at once, one to each replica: neither update is lost.
    const both = await Promise.all([alice.call('checkSsoOtp', { ...number, otp: '000000' }), alice.call('checkSsoOtp', { ...number, otp: '000000' })]);
    expect((await Promise.all(both.map(remainingAttempts))).sort()).toEqual([1, 2]);
    expect(await remainingAttempts(await alice.call('checkSsoOtp', { ...number, otp: '000000' }))).toBe(0);
    // Locked on both replicas, the right code included.
    for (const to of replicaUrls) {
      const locked = await alice.call('checkSsoOtp', { ...number, otp: '1234' }, to);
      expect(locked.headers.get('x-mock-source')).toBe('behavior:lockedOut');
    }
    expect(await remainingAttempts(await bob.call('checkSsoOtp', { ...number, otp: '000000' }))).toBe(2);
  });

  it("keep a login made through one replica for the other's balance, and to its session only", async () => {
    const alice = client('redis-login-alice');
    const bob = client('redis-login-bob');
    const login = await alice.call('loginLegacyMbb', { baitNumber: '5512345678', loginConfirmation: 'secreta' });
    const { access } = (await login.json()) as { access: string };
    const balance = await alice.call('getConsumption', { access });
    expect(balance.status).toBe(200);
    expect(balance.headers.get('x-mock-source')).not.toBe('behavior:failure');
    const stranger = await bob.call('getConsumption', { access });
    expect(stranger.headers.get('x-mock-source')).toBe('behavior:failure');
  });

  it('keep a cookie session offered by one replica on the other', async () => {
    const [first, second] = replicaUrls;
    const offered = await fetch(`${first}${IMEI_PATH}?scenario=verifyImei:vozapp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: IMEI_BODY,
    });
    const cookie = offered.headers.get('set-cookie')?.split(';')[0] ?? '';
    expect(cookie).toMatch(/^mock_session=/);
    const withCookie = await fetch(`${second}${IMEI_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: IMEI_BODY });
    expect(withCookie.headers.get('x-mock-session')).toBe(cookie.split('=')[1]);
    // The scenario of that first call went to the default session, shared by both replicas too.
    const anonymous = await fetch(`${second}${IMEI_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: IMEI_BODY });
    expect(anonymous.headers.get('x-mock-source')).toBe('scenario:vozapp');
    expect((await fetch(`${first}/__mock/sessions/default`, { method: 'DELETE' })).status).toBe(204);
    const afresh = await fetch(`${second}${IMEI_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: IMEI_BODY });
    expect(afresh.headers.get('x-mock-source')).not.toMatch(/^scenario:/);
  });
});
