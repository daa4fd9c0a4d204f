/**
 * npm run bench:mocks: how fast and how steady the generated mocks are, against Prism's mock
 * server and against a bare MSW handler, in one run.
 *
 * 1. Latency: the same request (the IMEI verification, Prefer example=vozapp) BENCH_REQUESTS times
 *    (default 1000) one after the other: in process through MSW's getResponse, by the generated
 *    handler and by a bare handler answering a static body (the cost of scenarios, faker and
 *    validation per request is their ratio; goal: within 2x); over HTTP to the mock server and to
 *    `prism mock`.
 * 2. Load: BENCH_CLIENTS clients (default 200) sending that request for BENCH_SECONDS (default 10)
 *    to the mock server and to Prism, each in its own process: throughput, p99, errors, and the
 *    memory of the server (the mock server's heap after a full GC before and after the run).
 * Exits 1 on an error answer under load or when the mock server's heap grows across the run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { getResponse, http, HttpResponse } from 'msw';
import { handlers } from '../mocks/generated';
import { freePort } from './lib/free-port';
import { startPrismMock } from './lib/prism';

const ROOT = path.resolve(import.meta.dirname, '..');
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 200);
const LOAD_MS = Number(process.env.BENCH_SECONDS ?? 10) * 1000;
const WARM_UP = 50;
/** Heap growth of the mock server across the load run that counts as a leak. */
const HEAP_GROWTH_LIMIT_BYTES = 8 * 1024 * 1024;
const PATH = '/api/core/captacion/imei/verificacion';
const EXPECTED_MESSAGE = 'VOZAPP';
const init = (): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', Prefer: 'example=vozapp' },
  body: JSON.stringify({ IMEI: '356938035643809' }),
});

type Timing = { p50: number; p95: number };

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
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

async function expectVozapp(response: Response | undefined): Promise<void> {
  const body = (await response?.json()) as { mensaje?: string } | undefined;
  if (body?.mensaje !== EXPECTED_MESSAGE) throw new Error(`unexpected answer: ${JSON.stringify(body)}`);
}

/** The mock server in a process of its own (with a GC on demand), as `npm run mock:server` runs it. */
async function startMockServerProcess(): Promise<{ baseUrl: string; pid: number | undefined; heapAfterGc: () => Promise<number>; stop: () => Promise<void> }> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', 'scripts/mock-server.ts'], {
    cwd: ROOT,
    env: { ...process.env, MOCK_SERVER_PORT: String(port), MOCK_SERVER_HEAP_REPORTS: '1' },
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
    heapAfterGc: async () => {
      const answer = nextLine();
      stdin.write('heap\n');
      return Number(/^heap (\d+)$/.exec(await answer)?.[1] ?? Number.NaN);
    },
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
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

type LoadResult = { requests: number; throughput: number; p99: number; errors: number; rssBefore: number; rssAfter: number };

/** CLIENTS clients, each sending the next request when its answer is in, for LOAD_MS. */
async function load(url: string, pid: number | undefined): Promise<LoadResult> {
  const rssBefore = residentBytes(pid);
  const durations: number[] = [];
  let errors = 0;
  const started = performance.now();
  const ends = started + LOAD_MS;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < ends) {
        const sent = performance.now();
        try {
          const response = await fetch(url, init());
          const body = (await response.json()) as { mensaje?: string };
          if (!response.ok || body.mensaje !== EXPECTED_MESSAGE) errors += 1;
        } catch {
          errors += 1;
        }
        durations.push(performance.now() - sent);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  durations.sort((left, right) => left - right);
  return { requests: durations.length, throughput: durations.length / elapsed, p99: percentile(durations, 0.99), errors, rssBefore, rssAfter: residentBytes(pid) };
}

// 1. Latency, one request at a time.
const generatedInProcess = await measure(async () => {
  await expectVozapp(await getResponse(handlers, new Request(`http://127.0.0.1${PATH}`, init())));
});
// The operation's own handler alone: the same routing work as the bare one, so the ratio is the
// cost of scenarios, faker and validation; the whole list adds MSW's matching of every operation.
const operationHandler = handlers.find((handler) => 'path' in handler.info && handler.info.path === `*${PATH}` && handler.info.method === 'POST');
if (!operationHandler) throw new Error(`no generated handler for POST ${PATH}`);
const generatedAlone = await measure(async () => {
  await expectVozapp(await getResponse([operationHandler], new Request(`http://127.0.0.1${PATH}`, init())));
});
const staticBody = { success: true, isCompatible: true, supportEsim: false, mensaje: EXPECTED_MESSAGE };
const bareHandler = http.post(`*${PATH}`, () => HttpResponse.json(staticBody));
const bareInProcess = await measure(async () => {
  await expectVozapp(await getResponse([bareHandler], new Request(`http://127.0.0.1${PATH}`, init())));
});

const mockServer = await startMockServerProcess();
const prism = await startPrismMock(path.resolve(ROOT, 'openapi/main-api.yaml'));
let failed = false;
try {
  const mockOverHttp = await measure(async () => expectVozapp(await fetch(`${mockServer.baseUrl}${PATH}`, init())));
  const prismOverHttp = await measure(async () => expectVozapp(await fetch(`${prism.baseUrl}${PATH}`, init())));

  const format = (timing: Timing) => ({ 'p50 (ms)': timing.p50.toFixed(3), 'p95 (ms)': timing.p95.toFixed(3) });
  console.log(`\nLatency: ${REQUESTS} requests one after the other, after ${WARM_UP} to warm up:`);
  console.table({
    'bare MSW handler (static body), in process': format(bareInProcess),
    'generated handler alone, in process': format(generatedAlone),
    'generated handlers (all operations), in process': format(generatedInProcess),
    'mock server over HTTP': format(mockOverHttp),
    'Prism mock over HTTP': format(prismOverHttp),
  });
  const handlerRatio = generatedAlone.p50 / bareInProcess.p50;
  console.log(`generated / bare handler: p50 ${handlerRatio.toFixed(2)}x (goal: within 2x) ${handlerRatio <= 2 ? 'met' : 'MISSED'}`);
  console.log(`matching among all ${handlers.length} handlers: p50 ${(generatedInProcess.p50 / generatedAlone.p50).toFixed(2)}x the handler alone`);
  console.log(`Prism / mock server: p50 ${(prismOverHttp.p50 / mockOverHttp.p50).toFixed(2)}x, p95 ${(prismOverHttp.p95 / mockOverHttp.p95).toFixed(2)}x`);

  // 2. Load, CLIENTS at once.
  const heapBefore = await mockServer.heapAfterGc();
  const mockLoad = await load(`${mockServer.baseUrl}${PATH}`, mockServer.pid);
  const heapAfter = await mockServer.heapAfterGc();
  const prismLoad = await load(`${prism.baseUrl}${PATH}`, prism.pid);

  const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  const row = (result: LoadResult) => ({
    requests: result.requests,
    'requests/s': Math.round(result.throughput),
    'p99 (ms)': result.p99.toFixed(1),
    errors: result.errors,
    'RSS before/after (MB)': `${megabytes(result.rssBefore)} / ${megabytes(result.rssAfter)}`,
  });
  console.log(`\nLoad: ${CLIENTS} clients for ${LOAD_MS / 1000} s each:`);
  console.table({ 'mock server': row(mockLoad), 'Prism mock': row(prismLoad) });
  console.log(`mock server / Prism throughput: ${(mockLoad.throughput / prismLoad.throughput).toFixed(2)}x; p99 Prism / mock server: ${(prismLoad.p99 / mockLoad.p99).toFixed(2)}x`);
  const growth = heapAfter - heapBefore;
  console.log(`mock server heap after a full GC: ${megabytes(heapBefore)} MB before the run, ${megabytes(heapAfter)} MB after (${growth >= 0 ? '+' : ''}${megabytes(growth)} MB)`);
  if (mockLoad.errors > 0) {
    console.error(`FAIL: ${mockLoad.errors} requests to the mock server failed under load`);
    failed = true;
  }
  if (!(growth <= HEAP_GROWTH_LIMIT_BYTES)) {
    console.error(`FAIL: the mock server's heap grew by ${megabytes(growth)} MB across the run (limit ${megabytes(HEAP_GROWTH_LIMIT_BYTES)} MB)`);
    failed = true;
  }
} finally {
  await prism.stop();
  await mockServer.stop();
}
process.exit(failed ? 1 : 0);
