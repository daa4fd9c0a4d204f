/**
 * npm run chaos: the chaos crawl (issue 47 part 4). Visits every route of the page table at 390
 * and 1280 px on the mock build under `?chaos=<seed>:<rate>`, clicks visible buttons and links and
 * fills forms with valid data, and prints each finding with the link and steps that replay it.
 *
 *   npm run chaos                                   20 seeds, every route, both widths
 *   npm run chaos -- --seeds 3 --routes /recargas,/home
 *   npm run chaos -- --rate 0.5 --steps 8 --first-seed 100 --concurrency 3
 *   npm run chaos -- --base-url http://127.0.0.1:5173   a server already running (dev or preview:mock)
 *   npm run chaos -- --no-build                     serve the existing dist-mock/ as it is
 *
 * Exits 1 when it found anything. `npm test` runs a small budget of it (e2e/chaos-crawl.spec.ts).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { preview } from 'vite';
import { crawlRoutes, crawlVisit, formatFinding, type Visit, type VisitResult } from './lib/chaos-crawl/crawl';
import { testBrowserLaunchOptions } from './lib/chromium';
import { freePort } from './lib/free-port';

const ROOT = path.resolve(import.meta.dirname, '..');

function option(name: string): string | undefined {
  const args = process.argv.slice(2);
  const index = args.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
  if (index < 0) return undefined;
  const arg = args[index] ?? '';
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : args[index + 1];
}

function numberOption(name: string, fallback: number): number {
  const value = option(name);
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed)) throw new Error(`--${name} wants a number (got ${value})`);
  return parsed;
}

const seeds = numberOption('seeds', 20);
const firstSeed = numberOption('first-seed', 1);
const rate = numberOption('rate', 0.3);
const maxSteps = numberOption('steps', 6);
const maxMs = numberOption('step-time', 12_000);
const concurrency = numberOption('concurrency', 2);
const widths = (option('widths') ?? '390,1280').split(',').map(Number);
const routes = crawlRoutes((option('routes') ?? '').split(',').filter(Boolean));

async function serve(): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  const given = option('base-url');
  if (given) return { baseUrl: given, close: async () => undefined };
  if (!process.argv.includes('--no-build')) {
    execFileSync(path.join(ROOT, 'node_modules/.bin/vite'), ['build', '--mode', 'mock', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
  }
  const server = await preview({ root: ROOT, mode: 'mock', logLevel: 'silent', preview: { host: '127.0.0.1', port: await freePort(), strictPort: true } });
  const baseUrl = server.resolvedUrls?.local[0];
  if (!baseUrl) throw new Error('vite preview did not report its address');
  return { baseUrl, close: () => server.close() };
}

const started = performance.now();
const visits: Visit[] = [];
for (let seed = firstSeed; seed < firstSeed + seeds; seed += 1)
  for (const route of routes) for (const width of widths) visits.push({ route, seed, rate, width, maxSteps, maxMs, timeoutMs: 500 });

const server = await serve();
const browser = await chromium.launch(testBrowserLaunchOptions);
const results: VisitResult[] = [];
try {
  let next = 0;
  const worker = async () => {
    while (next < visits.length) {
      const visit = visits[next];
      next += 1;
      if (!visit) break;
      const visitStarted = performance.now();
      const result = await crawlVisit(browser, server.baseUrl, visit);
      results.push(result);
      if (process.argv.includes('--verbose'))
        console.log(
          `${visit.route.path} ${visit.width} px seed ${visit.seed}: ${result.steps.length} steps, ${result.chaosFailures} failed by chaos, ${((performance.now() - visitStarted) / 1000).toFixed(1)} s`,
        );
      for (const finding of result.findings) console.log(`${formatFinding(result, finding)}\n`);
      if (results.length % 20 === 0) console.log(`… ${results.length}/${visits.length} visits`);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
} finally {
  await browser.close();
  await server.close();
}

const findings = results.flatMap((result) => result.findings.map((finding) => ({ result, finding })));
const byKind = new Map<string, number>();
for (const { finding } of findings) byKind.set(finding.kind, (byKind.get(finding.kind) ?? 0) + 1);
const failedCalls = results.reduce((sum, result) => sum + result.chaosFailures, 0);
console.log(
  `chaos crawl: ${results.length} visits (${routes.length} routes × ${widths.length} widths × ${seeds} seeds, rate ${rate}), ` +
    `${failedCalls} calls failed by chaos, ${findings.length} findings${findings.length ? ` (${[...byKind].map(([kind, count]) => `${kind} ${count}`).join(', ')})` : ''}, ` +
    `${((performance.now() - started) / 1000).toFixed(0)} s`,
);
process.exitCode = findings.length > 0 ? 1 : 0;
