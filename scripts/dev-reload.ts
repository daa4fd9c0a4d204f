/**
 * npm run dev-reload: how long a developer waits in `npm run dev`, at 1280 px, from navigation to
 * the first offer card of /recargas: once cold (a dev server just started) and then on each warm
 * reload, with the number of requests each load made (the module waterfall). Starts its own dev
 * server on a free port and stops it.
 *
 *   npm run dev-reload                 one cold load, five reloads
 *   npm run dev-reload -- --reloads 10
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type CDPSession, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from './lib/chromium';
import { freePort } from './lib/free-port';
import { paths } from '../src/shared/domain/routing/paths';

const ROOT = path.resolve(import.meta.dirname, '..');
const reloads = Number(process.argv[process.argv.indexOf('--reloads') + 1] ?? 5) || 5;
const FIRST_OFFER_CARD = 'article[id^="oferta-"]';

async function waitForServer(url: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (
      await fetch(url).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the dev server did not answer at ${url}`);
}

/** CPU milliseconds a process has used so far (Linux), or 0 where /proc is not there. */
function cpuMsOf(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return 0;
  }
}

type Load = { ms: number; requests: number; pageCpuMs: number; serverCpuMs: number };

/**
 * Milliseconds from the start of the navigation to the first offer card, the requests the load
 * made, and the CPU it cost the page's main thread and the dev server. On a busy machine the wall
 * time swings with the neighbours' load; the CPU figures much less.
 */
async function timeLoad(page: Page, client: CDPSession, serverPid: number | undefined, load: () => Promise<unknown>): Promise<Load> {
  let requests = 0;
  const count = () => void (requests += 1);
  page.on('request', count);
  const serverBefore = cpuMsOf(serverPid);
  const started = performance.now();
  await load();
  await page.locator(FIRST_OFFER_CARD).first().waitFor({ state: 'visible', timeout: 120_000 });
  const ms = performance.now() - started;
  page.off('request', count);
  // The renderer's task time since this document started: the reload's own.
  const { metrics } = await client.send('Performance.getMetrics');
  const pageCpuMs = (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0) * 1000;
  return { ms: Math.round(ms), requests, pageCpuMs: Math.round(pageCpuMs), serverCpuMs: Math.round(cpuMsOf(serverPid) - serverBefore) };
}

const median = (values: number[]) => [...values].sort((left, right) => left - right)[Math.floor(values.length / 2)] ?? 0;

const port = await freePort();
const server = spawn(path.join(ROOT, 'node_modules/.bin/vite'), ['--mode', 'development', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
  cwd: ROOT,
  stdio: 'ignore',
  detached: true,
});
const stopServer = () => {
  try {
    if (server.pid) process.kill(-server.pid);
  } catch {
    // Already gone.
  }
};
process.on('exit', stopServer);
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const url = `http://127.0.0.1:${port}${paths.topUps}`;
  await waitForServer(`http://127.0.0.1:${port}/`);
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const metricsClient = await page.context().newCDPSession(page);
  await metricsClient.send('Performance.enable');
  const cold = await timeLoad(page, metricsClient, server.pid, () => page.goto(url, { waitUntil: 'commit', timeout: 120_000 }));
  const warm: Load[] = [];
  for (let run = 0; run < reloads; run += 1)
    warm.push(await timeLoad(page, metricsClient, server.pid, () => page.reload({ waitUntil: 'commit', timeout: 120_000 })));
  console.table([{ load: 'cold', ...cold }, ...warm.map((run, index) => ({ load: `reload ${index + 1}`, ...run }))]);
  console.log(
    `dev-reload: cold ${cold.ms} ms; warm reload median ${median(warm.map((run) => run.ms))} ms, ` +
      `page main thread ${median(warm.map((run) => run.pageCpuMs))} ms, dev server CPU ${median(warm.map((run) => run.serverCpuMs))} ms (${reloads} reloads)`,
  );
} finally {
  await browser.close();
  stopServer();
}
