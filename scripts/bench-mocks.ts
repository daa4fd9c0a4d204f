/**
 * npm run bench:mocks: how fast, how steady and how isolated the generated mocks are, against
 * Prism's mock server and a bare Node `http` server, in one run (decision 137).
 *
 * 1. Latency: the same request (the IMEI verification, Prefer example=vozapp) BENCH_REQUESTS times
 *    (default 1000) one after the other: in process through MSW's getResponse, by the generated
 *    handler and by a bare MSW handler answering a static body (their ratio is the cost of
 *    scenarios, faker and validation; goal: within 2x); over HTTP to the mock server, to `prism
 *    mock` and to a bare Node server answering the same JSON (the limit of Node itself).
 * 2. Load: autocannon, in a process of its own so that the ratio measures the servers and not the
 *    load generator, with BENCH_CONNECTIONS connections (default 50) for BENCH_SECONDS (default 10):
 *    the IMEI verification against the three servers and the prepaid offers list against the mock
 *    server and bare Node (which answers the very bytes the mock server answers, path by path):
 *    throughput, p99, errors, resident memory, the mock server's heap after a full GC before and
 *    after, and the mock server's throughput as a share of bare Node's (aim: at least 0.35).
 * 3. Isolation: BENCH_CLIENTS clients, each in its own mock session with its own scenario for the
 *    same operation, for BENCH_SECONDS: every answer must be the one its own session chose.
 * 3b. Store: the same load, in one named session, on the in-memory store and on Redis
 *    (MOCK_SERVER_STORE, a redis-server started on a free port), in alternating slices: the
 *    Redis store's throughput and CPU time per request (the mock server's plus Redis's) as a
 *    ratio to the in-memory store's.
 * 4. Idle sessions: BENCH_IDLE_SESSIONS sessions (default 10,000) made with one call each and left
 *    idle: the heap while they are held and once they expired (the bench runs the server with a
 *    short idle time), which must come back within HEAP_GROWTH_LIMIT of the heap before them.
 * Latency, isolation and idle sessions use Node `http` clients with keep-alive connections, the same for all servers.
 * Exits 1 on an error answer, a cross-talk, a goal of issue 25 missed, or heap growth.
 * The machine is shared: read the ratios, not the absolute figures.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { getResponse, http as mswHttp, HttpResponse } from 'msw';
import { handlers } from '../mocks/generated';
import { freePort } from './lib/free-port';
import { startPrismMock } from './lib/prism';

const ROOT = path.resolve(import.meta.dirname, '..');
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 200);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** Issue 39: the mock server's throughput as a share of bare Node's, both driven by autocannon. */
const BARE_NODE_SHARE_AIM = 0.35;
const AUTOCANNON = path.resolve(import.meta.dirname, '../node_modules/autocannon/autocannon.js');
const OFFERS_PATH = '/conn/page/api/app/ofertas?rnd=1&appversion=1.0.0';
const LOAD_MS = Number(process.env.BENCH_SECONDS ?? 10) * 1000;
const IDLE_SESSIONS = Number(process.env.BENCH_IDLE_SESSIONS ?? 10_000);
const WARM_UP = 50;
/** Heap growth of the mock server across a run, or left by expired sessions, that counts as a leak. */
const HEAP_GROWTH_LIMIT_BYTES = 8 * 1024 * 1024;
/** The mock server's idle time in this bench: short, so the idle sessions expire within the run. */
const BENCH_SESSION_IDLE_MS = 30_000;
/** Issue 25's goals against Prism: p50 and p95 at least 3x faster; p99 under load at most half of Prism's. */
const LATENCY_GOAL = 3;
const P99_GOAL = 2;
const PATH = '/api/core/captacion/imei/verificacion';
const EXPECTED_MESSAGE = 'VOZAPP';
const BODY = JSON.stringify({ IMEI: '356938035643809' });
const HEADERS = { 'content-type': 'application/json', prefer: 'example=vozapp' };
/** The outcomes of the IMEI verification the isolation load spreads over its sessions. */
const ISOLATION_OUTCOMES = ['homologadosOVolte', 'vozapp', 'noEsim', 'notCompatible', 'successFalse', 'badRequest', 'error500'];

type Timing = { p50: number; p95: number };
type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

/** One POST over a keep-alive connection of `agent`. */
function post(agent: http.Agent, baseUrl: string, search = '', headers: Record<string, string> = HEADERS): Promise<Answer> {
  const url = new URL(`${PATH}${search}`, baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(BODY)) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString() }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(BODY);
  });
}

function isVozapp(answer: Answer): boolean {
  try {
    return answer.status === 200 && (JSON.parse(answer.body) as { mensaje?: string }).mensaje === EXPECTED_MESSAGE;
  } catch {
    return false;
  }
}

async function measure(send: () => Promise<unknown>): Promise<Timing> {
  for (let index = 0; index < WARM_UP; index += 1) await send();
  const durations: number[] = [];
  for (let index = 0; index < REQUESTS; index += 1) {
    const started = performance.now();
    await send();
    durations.push(performance.now() - started);
  }
  durations.sort((left, right) => left - right);
  return { p50: percentile(durations, 0.5), p95: percentile(durations, 0.95) };
}

async function measureHttp(baseUrl: string): Promise<Timing> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    return await measure(async () => {
      const answer = await post(agent, baseUrl);
      if (!isVozapp(answer)) throw new Error(`unexpected answer from ${baseUrl}: ${answer.status} ${answer.body}`);
    });
  } finally {
    agent.destroy();
  }
}

async function expectVozapp(response: Response | undefined): Promise<void> {
  const body = (await response?.json()) as { mensaje?: string } | undefined;
  if (body?.mensaje !== EXPECTED_MESSAGE) throw new Error(`unexpected answer: ${JSON.stringify(body)}`);
}

type ServerProcess = { baseUrl: string; pid: number | undefined; stop: () => Promise<void> };
type MockServerProcess = ServerProcess & { heapAfterGc: (command?: string) => Promise<{ heap: number; sessions: number }> };

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) {
        resolve();
        return;
      }
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
}

/** The mock server in a process of its own (with a GC on demand), as `npm run mock:server` runs it. */
async function startMockServerProcess(env: Record<string, string> = {}): Promise<MockServerProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', 'scripts/mock-server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      MOCK_SERVER_PORT: String(port),
      MOCK_SERVER_HEAP_REPORTS: '1',
      MOCK_SERVER_SESSION_IDLE_MINUTES: String(BENCH_SESSION_IDLE_MS / 60_000),
      MOCK_SERVER_MAX_SESSIONS: String(IDLE_SESSIONS + CLIENTS + 10),
      MOCK_SERVER_STOP_GRACE_MS: '1',
      ...env,
    },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const { stdin, stdout } = child;
  if (!stdin || !stdout) throw new Error('the mock server has no pipes');
  const lines = createInterface({ input: stdout });
  const waiting: Array<(line: string) => void> = [];
  lines.on('line', (line) => waiting.shift()?.(line));
  const nextLine = () => new Promise<string>((resolve) => waiting.push(resolve));
  const listening = await nextLine();
  if (!listening.includes(`:${port}`)) throw new Error(`the mock server did not start: ${listening}`);
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid,
    heapAfterGc: async (command = 'heap') => {
      const answer = nextLine();
      stdin.write(`${command}\n`);
      const match = /^heap (\d+) sessions (\d+)$/.exec(await answer);
      return { heap: Number(match?.[1] ?? Number.NaN), sessions: Number(match?.[2] ?? Number.NaN) };
    },
    stop: stopper(child),
  };
}

/**
 * A bare Node `http` server answering fixed JSON: the limit of Node on this machine. `bodies`
 * gives the answer of a path (without query); any other path gets the IMEI verification's.
 */
async function startBareNodeServer(bodies: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const fallback = JSON.stringify({ success: true, mensaje: EXPECTED_MESSAGE, data: { homologated: EXPECTED_MESSAGE, soportaESIM: 'SI' } });
  const source = `
    const bodies = ${JSON.stringify(bodies)};
    const fallback = ${JSON.stringify(fallback)};
    const server = require('node:http').createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        const body = bodies[request.url.split('?')[0]] ?? fallback;
        response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
        response.end(body);
      });
    });
    server.keepAliveTimeout = 65000;
    server.listen(${port}, '127.0.0.1', () => console.log('listening'));
    process.on('SIGTERM', () => process.exit(0));`;
  const child = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`the bare Node server stopped (${String(code)})`)));
  });
  return { baseUrl: `http://127.0.0.1:${port}`, pid: child.pid, stop: stopper(child) };
}

/** Resident memory of a process and its children, from /proc (Linux). */
function residentBytes(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  let total = 0;
  const visit = (id: number) => {
    try {
      total += Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${id}/status`, 'utf8'))?.[1] ?? 0) * 1024;
      for (const child of readFileSync(`/proc/${id}/task/${id}/children`, 'utf8').split(' ').filter(Boolean)) visit(Number(child));
    } catch {
      // The process ended meanwhile.
    }
  };
  visit(pid);
  return total;
}

/** CPU time (user and system, ms) a process has used so far, from /proc (Linux). */
function cpuMs(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * (1000 / 100);
}

/** Debian's redis-server on a free loopback port, without persistence. */
async function startRedis(): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.env.REDIS_SERVER ?? 'redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      if (line.includes('Ready to accept connections')) resolve();
    });
    child.once('error', (error) => reject(new Error(`redis-server could not start (apt-get install -y redis-server): ${error.message}`)));
    child.once('exit', (code) => reject(new Error(`redis-server stopped (${String(code)})`)));
  });
  return { baseUrl: `redis://127.0.0.1:${port}`, pid: child.pid, stop: stopper(child) };
}

type LoadResult = { requests: number; throughput: number; p99: number; errors: number; crossTalk: number; rssBefore: number; rssAfter: number };

/**
 * CLIENTS clients, each sending the next request when its answer is in, for LOAD_MS. `check`
 * tells a right answer of client `index`; `prepare` runs once per client before the clock starts.
 */
async function load(
  baseUrl: string,
  pid: number | undefined,
  client: (index: number) => {
    headers: Record<string, string>;
    check: (answer: Answer) => 'ok' | 'error' | 'crossTalk';
    prepare?: (agent: http.Agent) => Promise<void>;
  },
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
  const clients = Array.from({ length: CLIENTS }, (_, index) => client(index));
  for (const each of clients) await each.prepare?.(agent);
  const rssBefore = residentBytes(pid);
  const durations: number[] = [];
  let errors = 0;
  let crossTalk = 0;
  const started = performance.now();
  const ends = started + LOAD_MS;
  await Promise.all(
    clients.map(async ({ headers, check }) => {
      while (performance.now() < ends) {
        const sent = performance.now();
        try {
          const verdict = check(await post(agent, baseUrl, '', headers));
          if (verdict === 'error') errors += 1;
          if (verdict === 'crossTalk') crossTalk += 1;
        } catch {
          errors += 1;
        }
        durations.push(performance.now() - sent);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  durations.sort((left, right) => left - right);
  return {
    requests: durations.length,
    throughput: durations.length / elapsed,
    p99: percentile(durations, 0.99),
    errors,
    crossTalk,
    rssBefore,
    rssAfter: residentBytes(pid),
  };
}

type LoadTarget = { path: string; method: 'GET' | 'POST'; headers: Record<string, string>; body?: string };
const IMEI_TARGET: LoadTarget = { path: PATH, method: 'POST', headers: HEADERS, body: BODY };
const OFFERS_TARGET: LoadTarget = { path: OFFERS_PATH, method: 'GET', headers: {} };

type AutocannonReport = { requests: { average: number; total: number }; latency: { p99: number }; errors: number; timeouts: number; non2xx: number };

/** CONNECTIONS connections for `seconds` (default LOAD_MS) from autocannon in its own process: every answer must be 2xx. */
async function autocannonLoad(baseUrl: string, pid: number | undefined, target: LoadTarget, seconds = LOAD_MS / 1000): Promise<LoadResult> {
  const args = [AUTOCANNON, '--json', '-c', String(CONNECTIONS), '-d', String(seconds), '-m', target.method];
  for (const [name, value] of Object.entries(target.headers)) args.push('-H', `${name}: ${value}`);
  if (target.body) args.push('-b', target.body);
  args.push(`${baseUrl}${target.path}`);
  const rssBefore = residentBytes(pid);
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'ignore'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  const rssAfter = residentBytes(pid);
  if (code !== 0) throw new Error(`autocannon stopped with ${String(code)} against ${baseUrl}${target.path}`);
  const report = JSON.parse(output) as AutocannonReport;
  return {
    requests: report.requests.total,
    throughput: report.requests.average,
    p99: report.latency.p99,
    errors: report.errors + report.timeouts + report.non2xx,
    crossTalk: 0,
    rssBefore,
    rssAfter,
  };
}

/**
 * The mock server and bare Node in turns, LOAD_SLICES slices each of LOAD_MS in all, after a warm-up
 * of the mock server: on a shared machine the load of other processes drifts within seconds, and
 * alternating gives both servers the same share of it, so their ratio holds.
 */
const LOAD_SLICES = 4;
async function pairedLoad(mock: ServerProcess, bare: ServerProcess, target: LoadTarget): Promise<{ mock: LoadResult; bare: LoadResult }> {
  await autocannonLoad(mock.baseUrl, mock.pid, target, 1);
  const slice = Math.max(1, Math.round(LOAD_MS / 1000 / LOAD_SLICES));
  const mockSlices: LoadResult[] = [];
  const bareSlices: LoadResult[] = [];
  for (let index = 0; index < LOAD_SLICES; index += 1) {
    mockSlices.push(await autocannonLoad(mock.baseUrl, mock.pid, target, slice));
    bareSlices.push(await autocannonLoad(bare.baseUrl, bare.pid, target, slice));
  }
  const combine = (slices: LoadResult[]): LoadResult => ({
    requests: slices.reduce((sum, each) => sum + each.requests, 0),
    throughput: slices.reduce((sum, each) => sum + each.throughput, 0) / slices.length,
    p99: Math.max(...slices.map((each) => each.p99)),
    errors: slices.reduce((sum, each) => sum + each.errors, 0),
    crossTalk: 0,
    rssBefore: slices[0]?.rssBefore ?? Number.NaN,
    rssAfter: slices.at(-1)?.rssAfter ?? Number.NaN,
  });
  return { mock: combine(mockSlices), bare: combine(bareSlices) };
}

// 1. Latency, one request at a time, in process.
const generatedInProcess = await measure(async () => {
  await expectVozapp(await getResponse(handlers, new Request(`http://127.0.0.1${PATH}`, { method: 'POST', headers: HEADERS, body: BODY })));
});
// The operation's own handler alone: the same routing work as the bare one, so the ratio is the
// cost of scenarios, faker and validation; the whole list adds MSW's matching of every operation.
const operationHandler = handlers.find((handler) => 'path' in handler.info && handler.info.path === `*${PATH}` && handler.info.method === 'POST');
if (!operationHandler) throw new Error(`no generated handler for POST ${PATH}`);
const generatedAlone = await measure(async () => {
  await expectVozapp(await getResponse([operationHandler], new Request(`http://127.0.0.1${PATH}`, { method: 'POST', headers: HEADERS, body: BODY })));
});
const staticBody = { success: true, isCompatible: true, supportEsim: false, mensaje: EXPECTED_MESSAGE };
const bareHandler = mswHttp.post(`*${PATH}`, () => HttpResponse.json(staticBody));
const bareInProcess = await measure(async () => {
  await expectVozapp(await getResponse([bareHandler], new Request(`http://127.0.0.1${PATH}`, { method: 'POST', headers: HEADERS, body: BODY })));
});

const mockServer = await startMockServerProcess();
const prism = await startPrismMock(path.resolve(ROOT, 'openapi/main-api.yaml'));
// Bare Node answers the offers list with the mock server's own bytes, so both send as much.
const offersAnswer = await fetch(`${mockServer.baseUrl}${OFFERS_PATH}`);
if (offersAnswer.status !== 200) throw new Error(`the mock server answered the offers list ${offersAnswer.status}`);
const bareNode = await startBareNodeServer({ [OFFERS_PATH.split('?')[0] ?? '']: await offersAnswer.text() });
const failures: string[] = [];
const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
try {
  const mockOverHttp = await measureHttp(mockServer.baseUrl);
  const prismOverHttp = await measureHttp(prism.baseUrl);
  const bareNodeOverHttp = await measureHttp(bareNode.baseUrl);

  const format = (timing: Timing) => ({ 'p50 (ms)': timing.p50.toFixed(3), 'p95 (ms)': timing.p95.toFixed(3) });
  console.log(`\nLatency: ${REQUESTS} requests one after the other, after ${WARM_UP} to warm up:`);
  console.table({
    'bare MSW handler (static body), in process': format(bareInProcess),
    'generated handler alone, in process': format(generatedAlone),
    'generated handlers (all operations), in process': format(generatedInProcess),
    'mock server over HTTP': format(mockOverHttp),
    'Prism mock over HTTP': format(prismOverHttp),
    'bare Node http server over HTTP': format(bareNodeOverHttp),
  });
  const handlerRatio = generatedAlone.p50 / bareInProcess.p50;
  console.log(`generated / bare handler: p50 ${handlerRatio.toFixed(2)}x (goal: within 2x) ${handlerRatio <= 2 ? 'met' : 'MISSED'}`);
  console.log(`matching among all ${handlers.length} handlers: p50 ${(generatedInProcess.p50 / generatedAlone.p50).toFixed(2)}x the handler alone`);
  const p50Ratio = prismOverHttp.p50 / mockOverHttp.p50;
  const p95Ratio = prismOverHttp.p95 / mockOverHttp.p95;
  console.log(`Prism / mock server: p50 ${p50Ratio.toFixed(2)}x, p95 ${p95Ratio.toFixed(2)}x (goal: ${LATENCY_GOAL}x)`);
  console.log(
    `mock server / bare Node: p50 ${(mockOverHttp.p50 / bareNodeOverHttp.p50).toFixed(2)}x, p95 ${(mockOverHttp.p95 / bareNodeOverHttp.p95).toFixed(2)}x`,
  );
  if (!(p50Ratio >= LATENCY_GOAL && p95Ratio >= LATENCY_GOAL)) failures.push(`the mock server is not ${LATENCY_GOAL}x Prism at p50 and p95`);

  // 2. Load, CLIENTS at once.
  const heapBefore = await mockServer.heapAfterGc();
  const { mock: mockLoad, bare: bareNodeLoad } = await pairedLoad(mockServer, bareNode, IMEI_TARGET);
  const { mock: mockOffersLoad, bare: bareNodeOffersLoad } = await pairedLoad(mockServer, bareNode, OFFERS_TARGET);
  const heapAfter = await mockServer.heapAfterGc();
  const prismLoad = await autocannonLoad(prism.baseUrl, prism.pid, IMEI_TARGET);

  // 3. Isolation: each client in its own session with its own outcome of the same operation.
  const isolation = await load(mockServer.baseUrl, mockServer.pid, (index) => {
    const session = `bench-${index}`;
    const outcome = ISOLATION_OUTCOMES[index % ISOLATION_OUTCOMES.length] ?? '';
    const headers = { 'content-type': 'application/json', 'x-mock-session': session };
    const check = (answer: Answer) => {
      if (answer.headers['x-mock-session'] !== session) return 'crossTalk';
      return answer.headers['x-mock-source'] === `scenario:${outcome}` ? 'ok' : 'crossTalk';
    };
    return {
      headers,
      check,
      prepare: async (agent) => {
        if (check(await post(agent, mockServer.baseUrl, `?scenario=verifyImei:${outcome}`, headers)) !== 'ok')
          throw new Error(`session ${session} did not take its scenario`);
      },
    };
  });

  const row = (result: LoadResult) => ({
    requests: result.requests,
    'requests/s': Math.round(result.throughput),
    'p99 (ms)': result.p99.toFixed(1),
    errors: result.errors,
    'cross-talk': result.crossTalk,
    'RSS before/after (MB)': `${megabytes(result.rssBefore)} / ${megabytes(result.rssAfter)}`,
  });
  console.log(
    `\nLoad: autocannon, ${CONNECTIONS} connections for ${LOAD_MS / 1000} s each (mock server and bare Node in ${LOAD_SLICES} alternating slices; isolation: ${CLIENTS} Node clients):`,
  );
  console.table({
    'mock server, IMEI verification': row(mockLoad),
    'Prism mock, IMEI verification': row(prismLoad),
    'bare Node http server, IMEI verification': row(bareNodeLoad),
    'mock server, prepaid offers list': row(mockOffersLoad),
    'bare Node http server, prepaid offers list': row(bareNodeOffersLoad),
    [`mock server, ${CLIENTS} sessions with their own scenario`]: row(isolation),
  });
  const p99Ratio = prismLoad.p99 / mockLoad.p99;
  console.log(
    `mock server / Prism throughput: ${(mockLoad.throughput / prismLoad.throughput).toFixed(2)}x; p99 Prism / mock server: ${p99Ratio.toFixed(2)}x (goal: ${P99_GOAL}x)`,
  );
  for (const [name, mock, bare] of [
    ['IMEI verification', mockLoad, bareNodeLoad],
    ['prepaid offers list', mockOffersLoad, bareNodeOffersLoad],
  ] as const) {
    const share = mock.throughput / bare.throughput;
    console.log(
      `mock server / bare Node throughput, ${name}: ${share.toFixed(2)} (aim: ${BARE_NODE_SHARE_AIM}) ${share >= BARE_NODE_SHARE_AIM ? 'met' : 'MISSED'}`,
    );
    if (!(share >= BARE_NODE_SHARE_AIM)) failures.push(`the mock server served ${share.toFixed(2)} of bare Node's throughput on the ${name}`);
  }
  const growth = heapAfter.heap - heapBefore.heap;
  console.log(
    `mock server heap after a full GC: ${megabytes(heapBefore.heap)} MB before the run, ${megabytes(heapAfter.heap)} MB after (${growth >= 0 ? '+' : ''}${megabytes(growth)} MB)`,
  );
  if (!(p99Ratio >= P99_GOAL)) failures.push(`the mock server's p99 under load is more than half of Prism's`);
  if (mockLoad.errors + mockOffersLoad.errors > 0) failures.push(`${mockLoad.errors + mockOffersLoad.errors} requests to the mock server failed under load`);
  if (isolation.errors + isolation.crossTalk > 0)
    failures.push(`isolation load: ${isolation.errors} errors, ${isolation.crossTalk} answers of another session`);
  if (!(growth <= HEAP_GROWTH_LIMIT_BYTES))
    failures.push(`the mock server's heap grew by ${megabytes(growth)} MB across the run (limit ${megabytes(HEAP_GROWTH_LIMIT_BYTES)} MB)`);

  // 3b. The store: in memory against Redis, one named session, alternating slices.
  const redis = await startRedis();
  const redisServer = await startMockServerProcess({ MOCK_SERVER_STORE: redis.baseUrl });
  try {
    const inSession: LoadTarget = { ...IMEI_TARGET, headers: { ...HEADERS, 'x-mock-session': 'bench-store' } };
    await autocannonLoad(redisServer.baseUrl, redisServer.pid, inSession, 1);
    await autocannonLoad(mockServer.baseUrl, mockServer.pid, inSession, 1);
    const slice = Math.max(1, Math.round(LOAD_MS / 1000 / LOAD_SLICES));
    const totals = { memory: { throughput: 0, requests: 0, cpu: 0, errors: 0 }, redis: { throughput: 0, requests: 0, cpu: 0, errors: 0 } };
    for (let index = 0; index < LOAD_SLICES; index += 1) {
      const runs: Array<{ name: 'memory' | 'redis'; target: ServerProcess; pids: Array<number | undefined> }> = [
        { name: 'memory', target: mockServer, pids: [mockServer.pid] },
        { name: 'redis', target: redisServer, pids: [redisServer.pid, redis.pid] },
      ];
      for (const { name, target, pids } of runs) {
        const before = pids.reduce<number>((sum, pid) => sum + cpuMs(pid), 0);
        const result = await autocannonLoad(target.baseUrl, target.pid, inSession, slice);
        const total = totals[name];
        total.cpu += pids.reduce<number>((sum, pid) => sum + cpuMs(pid), 0) - before;
        total.throughput += result.throughput / LOAD_SLICES;
        total.requests += result.requests;
        total.errors += result.errors;
      }
    }
    const perRequest = (total: { cpu: number; requests: number }) => (1000 * total.cpu) / Math.max(1, total.requests);
    console.log(`\nStore: the IMEI verification in one named session, ${CONNECTIONS} connections, ${LOAD_SLICES} alternating slices:`);
    console.table({
      'in-memory store': {
        'requests/s': Math.round(totals.memory.throughput),
        'CPU µs per request': perRequest(totals.memory).toFixed(0),
        errors: totals.memory.errors,
      },
      'Redis store (mock server + redis-server)': {
        'requests/s': Math.round(totals.redis.throughput),
        'CPU µs per request': perRequest(totals.redis).toFixed(0),
        errors: totals.redis.errors,
      },
    });
    console.log(
      `Redis / in-memory store: throughput ${(totals.redis.throughput / totals.memory.throughput).toFixed(2)}, CPU per request ${(perRequest(totals.redis) / perRequest(totals.memory)).toFixed(2)}x`,
    );
    if (totals.memory.errors + totals.redis.errors > 0) failures.push(`${totals.memory.errors + totals.redis.errors} errors in the store load`);
  } finally {
    await redisServer.stop();
    await redis.stop();
  }

  // 4. Idle sessions: made with one call each, then left to expire.
  const beforeIdle = await mockServer.heapAfterGc();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 50 });
  let idleErrors = 0;
  let made = 0;
  const madeStarted = performance.now();
  await Promise.all(
    Array.from({ length: 50 }, async () => {
      while (made < IDLE_SESSIONS) {
        made += 1;
        const answer = await post(agent, mockServer.baseUrl, '', { ...HEADERS, 'x-mock-session': `idle-${made}` }).catch(() => undefined);
        if (!answer || !isVozapp(answer)) idleErrors += 1;
      }
    }),
  );
  agent.destroy();
  const madeSeconds = (performance.now() - madeStarted) / 1000;
  const held = await mockServer.heapAfterGc();
  await new Promise((resolve) => setTimeout(resolve, BENCH_SESSION_IDLE_MS + 100));
  const expired = await mockServer.heapAfterGc('expire heap');
  const perSession = (held.heap - beforeIdle.heap) / Math.max(1, held.sessions - beforeIdle.sessions);
  console.log(
    `\nIdle sessions: ${IDLE_SESSIONS} made in ${madeSeconds.toFixed(1)} s (${idleErrors} errors), idle time ${BENCH_SESSION_IDLE_MS / 1000} s in this bench:`,
  );
  console.table({
    'before them': { sessions: beforeIdle.sessions, 'heap after a full GC (MB)': megabytes(beforeIdle.heap) },
    'while held': { sessions: held.sessions, 'heap after a full GC (MB)': megabytes(held.heap) },
    'once expired': { sessions: expired.sessions, 'heap after a full GC (MB)': megabytes(expired.heap) },
  });
  const left = expired.heap - beforeIdle.heap;
  console.log(
    `about ${(perSession / 1024).toFixed(1)} KB per idle session; left after expiry: ${megabytes(left)} MB (bound: ${megabytes(HEAP_GROWTH_LIMIT_BYTES)} MB)`,
  );
  if (idleErrors > 0) failures.push(`${idleErrors} errors while making idle sessions`);
  if (expired.sessions !== 0) failures.push(`${expired.sessions} sessions did not expire`);
  if (!(left <= HEAP_GROWTH_LIMIT_BYTES)) failures.push(`expired sessions left ${megabytes(left)} MB of heap (bound ${megabytes(HEAP_GROWTH_LIMIT_BYTES)} MB)`);
} finally {
  await prism.stop();
  await bareNode.stop();
  await mockServer.stop();
}
for (const failure of failures) console.error(`FAIL: ${failure}`);
process.exit(failures.length > 0 ? 1 : 0);
