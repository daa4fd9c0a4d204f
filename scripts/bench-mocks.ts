/**
 * npm run bench:mocks: how long a generated mock takes to answer, against Prism's mock server.
 * The same request (the IMEI verification, Prefer example=vozapp) is sent BENCH_REQUESTS times
 * (default 1000) three ways: in process through MSW's getResponse, over HTTP to the mock server,
 * over HTTP to `prism mock`; p50 and p95 of each, and the ratio of the two HTTP servers.
 */
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import { handlers } from '../mocks/generated';
import { startMockServer } from '../mocks/server';
import { freePort } from './lib/free-port';
import { startPrismMock } from './lib/prism';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
const WARM_UP = 50;
const PATH = '/api/core/captacion/imei/verificacion';
const init = () => ({
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
  if (body?.mensaje !== 'VOZAPP') throw new Error(`unexpected answer: ${JSON.stringify(body)}`);
}

const inProcess = await measure(async () => {
  await expectVozapp(await getResponse(handlers, new Request(`http://127.0.0.1${PATH}`, init())));
});

const server = await startMockServer({ host: '127.0.0.1', port: await freePort(), allowedOrigins: [] });
const mockServerUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}${PATH}`;
const overHttp = await measure(async () => expectVozapp(await fetch(mockServerUrl, init())));
await new Promise((resolve) => server.close(resolve));

const prism = await startPrismMock(path.resolve(import.meta.dirname, '../openapi/main-api.yaml'));
let prismTiming: Timing;
try {
  prismTiming = await measure(async () => expectVozapp(await fetch(`${prism.baseUrl}${PATH}`, init())));
} finally {
  await prism.stop();
}

const format = (timing: Timing) => ({ 'p50 (ms)': timing.p50.toFixed(3), 'p95 (ms)': timing.p95.toFixed(3) });
console.log(`\n${REQUESTS} requests each, after ${WARM_UP} to warm up:`);
console.table({
  'generated handler, in process': format(inProcess),
  'mock server over HTTP': format(overHttp),
  'Prism mock over HTTP': format(prismTiming),
});
console.log(
  `Prism / mock server: p50 ${(prismTiming.p50 / overHttp.p50).toFixed(2)}x, p95 ${(prismTiming.p95 / overHttp.p95).toFixed(2)}x`,
);
