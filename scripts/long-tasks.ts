/**
 * npm run long-tasks: the main thread's long tasks of a page of the real build, with the backend
 * answering, on a phone's screen with the CPU slowed four times as Lighthouse's mobile setting does,
 * and what ran in each (the functions that took its time, from a CPU profile). Where `npm run
 * lighthouse` says how much a page blocks, this says why. Each task is given in wall time and in
 * the thread's own CPU time: on a busy machine the wall time grows, the CPU time much less, so the
 * CPU figure is the one to compare before and after a change.
 *
 *   npm run long-tasks                                  /recargas, /e-sim and /cobertura, three loads each
 *   npm run long-tasks -- --route /e-sim --runs 5       one route, five loads
 *   npm run long-tasks -- --no-build                    measure the existing dist/
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { chromium, type CDPSession } from '@playwright/test';
import { previewRealBuild } from './lib/backend-in-state';
import { chromiumLaunchOptions } from './lib/chromium';
import { paths } from '../src/shared/domain/routing/paths';

const ROOT = path.resolve(import.meta.dirname, '..');
/** Lighthouse's mobile setting: a Moto G Power's screen and a CPU four times slower than this one. */
const CPU_SLOWDOWN = 4;
const SCREEN = { width: 412, height: 823, deviceScaleFactor: 1.75 };
/** A task longer than this blocks input (the Total Blocking Time counts what is over it). */
const LONG_TASK_MS = 50;
/** How long after the load event the page is watched: the offers arrive and render in it. */
const WATCH_AFTER_LOAD_MS = 6_000;
const TOP_FUNCTIONS = 6;

function option(name: string): string[] {
  return process.argv.flatMap((argument, index) => (argument === name ? [process.argv[index + 1] ?? ''] : []));
}

type TraceEvent = { name: string; ph: string; ts: number; dur?: number; tdur?: number; pid: number; tid: number; args?: { name?: string } };
type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; children?: number[] };
type Profile = { nodes: ProfileNode[]; startTime: number; samples: number[]; timeDeltas: number[] };
type Task = { start: number; wallMs: number; cpuMs: number; functions: Array<[string, number]> };

async function trace(client: CDPSession, run: () => Promise<void>): Promise<{ events: TraceEvent[]; profile: Profile }> {
  const events: TraceEvent[] = [];
  client.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  await client.send('Profiler.enable');
  await client.send('Profiler.setSamplingInterval', { interval: 200 });
  await client.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
  await client.send('Profiler.start');
  await run();
  const { profile } = (await client.send('Profiler.stop')) as unknown as { profile: Profile };
  const done = new Promise<void>((resolve) => client.once('Tracing.tracingComplete', () => resolve()));
  await client.send('Tracing.end');
  await done;
  return { events, profile };
}

function frameName({ functionName, url, lineNumber, columnNumber }: ProfileNode['callFrame']): string {
  const file = url ? url.replace(/^https?:\/\/[^/]+/, '') : '';
  return `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}:${columnNumber + 1}`;
}

/** The renderer's main thread tasks over the threshold, each with the functions whose own time filled it. */
function longTasks(events: TraceEvent[], profile: Profile): Task[] {
  const main = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  if (!main) throw new Error('the trace has no renderer main thread');
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const sampleTimes: number[] = [];
  let time = profile.startTime;
  for (const delta of profile.timeDeltas) sampleTimes.push((time += delta));
  return events
    .filter((event) => event.pid === main.pid && event.tid === main.tid && event.name === 'RunTask' && event.ph === 'X')
    .filter((event) => (event.dur ?? 0) / 1000 > LONG_TASK_MS)
    .map((event) => {
      const self = new Map<string, number>();
      sampleTimes.forEach((sampleTime, index) => {
        if (sampleTime < event.ts || sampleTime > event.ts + (event.dur ?? 0)) return;
        const node = byId.get(profile.samples[index] ?? -1);
        if (!node || ['(idle)', '(program)', '(root)'].includes(node.callFrame.functionName)) return;
        const name = frameName(node.callFrame);
        self.set(name, (self.get(name) ?? 0) + (profile.timeDeltas[index + 1] ?? 0) / 1000);
      });
      return {
        start: event.ts,
        wallMs: (event.dur ?? 0) / 1000,
        cpuMs: (event.tdur ?? event.dur ?? 0) / 1000,
        functions: [...self.entries()].sort((left, right) => right[1] - left[1]).slice(0, TOP_FUNCTIONS),
      };
    });
}

async function main(): Promise<void> {
  if (!process.argv.includes('--no-build'))
    execFileSync(path.join(ROOT, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
  const routes = option('--route').length > 0 ? option('--route') : [paths.topUps, paths.esim, paths.coverage];
  const runs = Number(option('--runs')[0] ?? 3);
  const server = await previewRealBuild(ROOT, () => 'ok');
  const browser = await chromium.launch(chromiumLaunchOptions);
  const rows: Array<Record<string, string | number>> = [];
  try {
    for (const route of routes) {
      for (let run = 1; run <= runs; run += 1) {
        const context = await browser.newContext({
          viewport: { width: SCREEN.width, height: SCREEN.height },
          deviceScaleFactor: SCREEN.deviceScaleFactor,
          isMobile: true,
          hasTouch: true,
        });
        const page = await context.newPage();
        // A file of the same origin first: the page's renderer is then the one the profiler and the slowdown attach to.
        await page.goto(new URL('/robots.txt', server.baseUrl).href);
        const client = await context.newCDPSession(page);
        await client.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
        const { events, profile } = await trace(client, async () => {
          await page.goto(new URL(route, server.baseUrl).href, { waitUntil: 'load' });
          await page.waitForTimeout(WATCH_AFTER_LOAD_MS);
        });
        await context.close();
        const tasks = longTasks(events, profile);
        const blocking = (ms: number) => Math.max(0, ms - LONG_TASK_MS);
        rows.push({
          route,
          run,
          'long tasks': tasks.length,
          'blocking, wall ms': Math.round(tasks.reduce((sum, task) => sum + blocking(task.wallMs), 0)),
          // The thread's CPU time, throttled as the wall time is: what the page itself costs.
          'blocking, CPU ms': Math.round(tasks.reduce((sum, task) => sum + blocking(task.cpuMs * CPU_SLOWDOWN), 0)),
          'longest, CPU ms': Math.round(Math.max(0, ...tasks.map((task) => task.cpuMs * CPU_SLOWDOWN))),
        });
        if (run === 1) {
          console.log(`\n${route}: long tasks of the first load (wall ms, CPU ms x${CPU_SLOWDOWN}; the functions by their own time, sampled)`);
          for (const task of tasks) {
            console.log(`  ${Math.round(task.wallMs)} ms wall, ${Math.round(task.cpuMs * CPU_SLOWDOWN)} ms CPU`);
            for (const [name, ms] of task.functions) console.log(`      ${ms.toFixed(1).padStart(7)} ms  ${name}`);
          }
        }
      }
    }
    console.table(rows);
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
