/**
 * npm run lighthouse: Lighthouse (mobile, Debian's Chromium with the project's headless flags) on
 * five routes of the real-mode production build, in all four categories. Prints the scores and the
 * paint metrics per route, writes one HTML report per route to reports/lighthouse/, and exits 1
 * when SEO or best practices is under 100, or accessibility or performance under 95.
 *
 * The backend answers as in `npm run size` (decision 128): the preview server answers the app's
 * calls with the generated handlers' default examples, so each route is measured as a visitor
 * sees it, not in its error states. A measurement, kept out of `npm test`: a performance score on
 * a busy 2-core machine varies from run to run.
 *
 *   npm run lighthouse                     build, then measure the five routes
 *   npm run lighthouse -- --no-build       measure the existing dist/
 *   npm run lighthouse -- --route /login   measure one route (repeatable)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { getResponse } from 'msw';
import { preview } from 'vite';
import { operations } from '../mocks/generated/operations';
import { createContractHandler } from '../mocks/handlers';
import { chromiumLaunchOptions } from './lib/chromium';
import { freePort } from './lib/free-port';
import { accountPaths, paths } from '../src/shared/domain/routing/paths';

/** The generated mocks behind one handler, as the browser's mock worker has them (decision 210). */
const handlers = [createContractHandler(operations)];

const ROOT = path.resolve(import.meta.dirname, '..');
const DIST = path.join(ROOT, 'dist');
const REPORT_DIR = path.join(ROOT, 'reports/lighthouse');
const ROUTES: readonly string[] = [paths.home, paths.topUps, paths.esim, accountPaths.login, paths.coverage];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const MINIMUM_SCORE: Record<Category, number> = { performance: 95, accessibility: 95, 'best-practices': 100, seo: 100 };
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
} as const;

function requestedRoutes(): readonly string[] {
  const chosen = process.argv.flatMap((argument, index) => (argument === '--route' ? [process.argv[index + 1] ?? ''] : []));
  return chosen.length > 0 ? chosen : ROUTES;
}

function reportName(route: string): string {
  return route === '/' ? 'home' : route.replace(/^\//, '').replaceAll('/', '-');
}

/** Answers a call of the app with the generated handlers, as a deployment's backend would. */
function answerApiCalls(request: IncomingMessage, response: ServerResponse, next: () => void): void {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  const file = path.join(DIST, decodeURIComponent(url.pathname));
  const isBuiltFile = file.startsWith(DIST) && existsSync(file) && statSync(file).isFile();
  const isPage = (request.headers.accept ?? '').includes('text/html');
  if (isBuiltFile || isPage) return next();
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const headers = Object.entries(request.headers).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value] as [string, string]] : []));
    const body = chunks.length > 0 && request.method !== 'GET' && request.method !== 'HEAD' ? Buffer.concat(chunks) : undefined;
    getResponse(handlers, new Request(`http://${request.headers.host ?? '127.0.0.1'}${request.url ?? '/'}`, { method: request.method, headers, body }))
      .then(async (answer) => {
        if (!answer) return next();
        response.statusCode = answer.status;
        answer.headers.forEach((value, name) => response.setHeader(name, value));
        response.end(Buffer.from(await answer.arrayBuffer()));
      })
      .catch(() => next());
  });
}

async function main(): Promise<void> {
  if (!process.argv.includes('--no-build')) {
    execFileSync(path.join(ROOT, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
  }
  const server = await preview({
    root: ROOT,
    mode: 'production',
    logLevel: 'silent',
    preview: { host: '127.0.0.1', port: await freePort(), strictPort: true },
    plugins: [{ name: 'answer-api-calls', configurePreviewServer: (previewServer) => void previewServer.middlewares.use(answerApiCalls) }],
  });
  const debuggingPort = await freePort();
  const browser = await chromium.launch({
    ...chromiumLaunchOptions,
    args: [...chromiumLaunchOptions.args, `--remote-debugging-port=${debuggingPort}`, '--remote-debugging-address=127.0.0.1'],
  });
  const rows: Array<Record<string, string | number>> = [];
  const failures: string[] = [];
  try {
    const baseUrl = server.resolvedUrls?.local[0];
    if (!baseUrl) throw new Error('vite preview did not report its address');
    mkdirSync(REPORT_DIR, { recursive: true });
    for (const route of requestedRoutes()) {
      const result = await lighthouse(new URL(route, baseUrl).href, {
        port: debuggingPort,
        output: 'html',
        onlyCategories: [...CATEGORIES],
        logLevel: 'error',
      });
      if (!result) throw new Error(`Lighthouse returned no result for ${route}`);
      const reportFile = path.join(REPORT_DIR, `${reportName(route)}.html`);
      writeFileSync(reportFile, String(result.report));
      const row: Record<string, string | number> = { route };
      for (const category of CATEGORIES) {
        const score = Math.round((result.lhr.categories[category]?.score ?? 0) * 100);
        row[category] = score;
        if (score < MINIMUM_SCORE[category]) failures.push(`${route} ${category} ${score} < ${MINIMUM_SCORE[category]}`);
      }
      for (const [label, id] of Object.entries(METRICS)) row[label] = result.lhr.audits[id]?.displayValue ?? '';
      rows.push(row);
      // What kept a deterministic category from 100, so a run says what to fix.
      for (const category of ['best-practices', 'seo', 'accessibility'] as const) {
        for (const reference of result.lhr.categories[category]?.auditRefs ?? []) {
          const audit = result.lhr.audits[reference.id];
          if (reference.weight > 0 && audit && audit.score !== null && audit.score < 1) console.log(`${route} ${category}: ${audit.id} (${audit.title})`);
        }
      }
    }
    console.table(rows);
    console.log(`Reports: ${path.relative(ROOT, REPORT_DIR)}/`);
    if (failures.length > 0) {
      console.error(`lighthouse: under the goal: ${failures.join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
  }
}

await main();
