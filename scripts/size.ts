/**
 * npm run size: gzip bytes of the JavaScript and CSS that each route loads in the real-mode
 * production build, measured by loading the route in Chromium and listing what it fetched;
 * and the size of the mock layer's lazy chunk in the mock build. Exits 1 over budget.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { preview } from 'vite';
import { accountPaths, paths, postpaidPath } from '../src/shared/routing/paths';
import { chromiumLaunchOptions } from './lib/chromium';
import { freePort } from './lib/free-port';
import { budgetFailures, budgetSummary, kilobytes } from './lib/route-budgets';

const ROOT = path.resolve(import.meta.dirname, '..');
const PAGES_AT_ONCE = 4;

type RouteSize = { route: string; jsBytes: number; cssBytes: number; files: string[] };
type ManifestChunk = { file: string; imports?: string[]; css?: string[] };

function gzipBytes(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** `npm test` has built both modes already (BAIT_PREBUILT); run alone, `size` builds them itself. */
function viteBuild(mode: 'production' | 'mock'): void {
  if (process.env.BAIT_PREBUILT) return;
  execFileSync(path.join(ROOT, 'node_modules/.bin/vite'), ['build', '--mode', mode, '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
}

async function measureRoutes(outDir: string, routes: string[]): Promise<RouteSize[]> {
  const server = await preview({ root: ROOT, mode: 'production', logLevel: 'silent', preview: { host: '127.0.0.1', port: await freePort(), strictPort: true } });
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const baseUrl = server.resolvedUrls?.local[0];
    if (!baseUrl) throw new Error('vite preview did not report its address');
    const measure = async (route: string): Promise<RouteSize> => {
      const page = await browser.newPage();
      // Every flag on, so the routes behind flags (postpaid, sso) render instead of redirecting home.
      await page.route('**/assets/config/feature-flags.json', (request) =>
        request.fulfill({ json: { 'e-sim': true, pospaid: true, 'business-page': true, sso: true, 'new-plugin': true } }),
      );
      await page.route('**/assets/config/feature-conditions.json', (request) => request.fulfill({ json: {} }));
      const assets = new Set<string>();
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.origin === new URL(baseUrl).origin && /\.(js|css)$/.test(url.pathname)) assets.add(url.pathname);
      });
      await page.goto(new URL(route, baseUrl).href);
      // Network quiet alone can come before the route's chunk on a busy machine: the page's own
      // heading proves its code ran, and the quiet after it lets what the page pulls in arrive.
      await page.locator('h1').first().waitFor({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      await page.close();
      const files = [...assets].sort();
      const bytesOf = (extension: string) =>
        files.filter((file) => file.endsWith(extension)).reduce((total, file) => total + gzipBytes(path.join(outDir, file)), 0);
      return { route, jsBytes: bytesOf('.js'), cssBytes: bytesOf('.css'), files };
    };
    // Each page has its own context (no shared cache), so routes are measured a few at a time:
    // most of a measurement is the half second of network quiet that networkidle waits for.
    const sizes: RouteSize[] = new Array(routes.length);
    let next = 0;
    const lane = async () => {
      for (let index = next++; index < routes.length; index = next++) sizes[index] = await measure(routes[index] as string);
    };
    await Promise.all(Array.from({ length: PAGES_AT_ONCE }, lane));
    return sizes;
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
  }
}

/** The mock layer's chunk and everything it imports, from the mock build's manifest. */
function mockChunkBytes(outDir: string): number {
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const entryChunk = manifest['index.html'];
  const eagerKeys = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    if (into.has(key)) return;
    into.add(key);
    for (const imported of manifest[key]?.imports ?? []) collect(imported, into);
  };
  if (entryChunk) collect('index.html', eagerKeys);
  const mockKeys = new Set<string>();
  collect('mocks/browser.ts', mockKeys);
  if (!manifest['mocks/browser.ts']) throw new Error('the mock build has no chunk for mocks/browser.ts');
  return [...mockKeys]
    .filter((key) => !eagerKeys.has(key))
    .reduce((total, key) => total + gzipBytes(path.join(outDir, manifest[key]?.file ?? '')), 0);
}

async function main(): Promise<void> {
  viteBuild('production');
  // The account pages that need a session redirect home without one: they are measured as home would be.
  const anonymousAccountPaths = [accountPaths.login, accountPaths.recovery, accountPaths.register, accountPaths.completeRegistration, accountPaths.sso];
  const routes = [...new Set([...Object.values(paths), postpaidPath, ...anonymousAccountPaths, '/ruta-que-no-existe'])];
  const sizes = await measureRoutes(path.join(ROOT, 'dist'), routes);
  viteBuild('mock');
  const mockBytes = mockChunkBytes(path.join(ROOT, 'dist-mock'));

  console.log('\nGzip bytes each route loads (real-mode production build):');
  console.table(
    sizes.map((size) => ({ route: size.route, javascript: kilobytes(size.jsBytes), css: kilobytes(size.cssBytes), files: size.files.length })),
  );
  console.log(`Mock layer (lazy chunk of the mock build, never in the real build): ${kilobytes(mockBytes)}`);

  // Home within 120 KB, every other route within 135 KB, each route with code of its own (decision 053).
  const failures = budgetFailures(sizes, paths.home);
  if (failures.length > 0) {
    for (const failure of failures) console.error(`size: ${failure}`);
    process.exit(1);
  }
  console.log(`size: within budget: ${budgetSummary(sizes, paths.home)}`);
}

await main();
