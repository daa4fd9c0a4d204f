/**
 * npm run size: gzip bytes of the JavaScript and CSS that each route loads in the real-mode
 * production build, measured by loading the route in Chromium and listing what it fetched;
 * and the size of the mock layer's lazy chunk in the mock build. Exits 1 over budget.
 * The API calls are answered in this process by the generated handlers (default examples), so each
 * route is measured as a visitor sees it when the backend answers, not in its error states
 * (decision 128).
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page, type Route } from '@playwright/test';
import { getResponse } from 'msw';
import { preview } from 'vite';
import { operations } from '../mocks/generated/operations';
import { createContractHandler } from '../mocks/handlers';
import { chromiumLaunchOptions } from './lib/chromium';
import { freePort } from './lib/free-port';
import { budgetFailures, budgetSummary, kilobytes } from './lib/route-budgets';
import { ACCEPTED_COOKIE_OPTIONS, COOKIE_CONSENT_STORAGE_KEY } from '../src/features/cookies/constants';
import { pages, type PageRow } from '../src/shared/domain/routing/pages';
import { ACCOUNT_STORAGE_KEYS } from '../src/shared/domain/session/account-storage';
import { encodeValue } from '../src/shared/storage/encoded-storage';
import { testSessionUser } from '../src/shared/testing/session-user';

/** The generated mocks behind one handler, as the browser's mock worker has them (decision 210). */
const handlers = [createContractHandler(operations)];

const rows: readonly PageRow[] = Object.values(pages);

/** The routes of offer cards, whose top-up modal loads on the first click: 120 KB before it (issue 11, decision 094). */
const OFFER_ROUTES: readonly string[] = rows.filter((row) => row.offerCards).map((row) => row.path);

/**
 * Pages that show only with stored data, measured with it, as a visitor reaches them: the
 * logged-in pages with a session, and the registration's completion with a registration under way
 * and its code validated (without them it is /registro, measured on its own: decision 076).
 */
const session = encodeValue(testSessionUser());
const STORED_DATA_BY_ROUTE: Partial<Record<string, ReadonlyArray<readonly [key: string, value: string]>>> = {
  ...Object.fromEntries(rows.filter((row) => row.guard === 'session').map((row) => [row.path, [[ACCOUNT_STORAGE_KEYS.user, session]]] as const)),
  [pages.completeRegistration.path]: [
    [ACCOUNT_STORAGE_KEYS.pendingRegistration, encodeValue({ lineType: 'mbb', number: '5512345678' })],
    [ACCOUNT_STORAGE_KEYS.otp, '3f1c2e9a-7b3d-4f8e-9a6c-1d2e3f4a5b6c'],
  ],
};

/** Every page of the table (flag pages with their flag on, below), and an address no page has. */
const ROUTES: readonly string[] = [...rows.map((row) => row.path), '/ruta-que-no-existe'];

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

/** A call of the app answered by the generated handlers; anything they do not know goes on. */
async function answerWithMocks(route: Route): Promise<void> {
  const request = route.request();
  const body = request.postData();
  const answer = await getResponse(
    handlers,
    new Request(request.url(), { method: request.method(), headers: await request.allHeaders(), body: body ?? undefined }),
  );
  if (!answer) return route.continue();
  await route.fulfill({ status: answer.status, headers: Object.fromEntries(answer.headers), body: Buffer.from(await answer.arrayBuffer()) });
}

/** How long a page must ask for no new script or style before what it loads counts as complete. */
const ASSET_QUIET_MS = 1500;
const MAX_QUIET_ROUNDS = 6;

/**
 * Waits until the page has asked for every chunk it will load without a click: network quiet,
 * then a longer stretch with no new script or style, as many rounds as it takes. Network quiet
 * alone (half a second) ended some measurements before a chunk the page pulls in after its first
 * view (a carousel, an idle task) and others after it, so a route's figure moved by 2-3 KB
 * between runs; waiting for the set to stop growing makes it the whole set, every time.
 */
async function untilNoNewAssets(page: Page, assets: ReadonlySet<string>): Promise<void> {
  for (let round = 0; round < MAX_QUIET_ROUNDS; round += 1) {
    await page.waitForLoadState('networkidle');
    const before = assets.size;
    // An idle callback runs once the page's own idle tasks have had their turn.
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 1000 })));
    await page.waitForTimeout(ASSET_QUIET_MS);
    if (assets.size === before) return;
  }
}

async function measureRoutes(outDir: string, routes: readonly string[]): Promise<RouteSize[]> {
  const server = await preview({
    root: ROOT,
    mode: 'production',
    logLevel: 'silent',
    preview: { host: '127.0.0.1', port: await freePort(), strictPort: true },
  });
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const baseUrl = server.resolvedUrls?.local[0];
    if (!baseUrl) throw new Error('vite preview did not report its address');
    const measure = async (route: string): Promise<RouteSize> => {
      const page = await browser.newPage();
      // Registered first, so the flag files below take precedence (Playwright tries the last route first).
      await page.route(
        (url) => !/\.(js|css|svg|png|jpe?g|webp|woff2?|ico)$/.test(url.pathname) && url.pathname !== new URL(route, baseUrl).pathname,
        answerWithMocks,
      );
      // Every flag on, so the routes behind flags (postpaid, sso) render instead of redirecting home.
      await page.route('**/assets/config/feature-flags.json', (request) =>
        request.fulfill({ json: { 'e-sim': true, pospaid: true, 'business-page': true, sso: true, 'new-plugin': true } }),
      );
      await page.route('**/assets/config/feature-conditions.json', (request) => request.fulfill({ json: {} }));
      // A visitor who accepted cookies: the notice's chunk, shown 4 s after any page to a new visitor
      // (2 KB), would otherwise count or not with the machine's speed (decision 128).
      await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
        COOKIE_CONSENT_STORAGE_KEY,
        JSON.stringify(ACCEPTED_COOKIE_OPTIONS),
      ] as const);
      const storedData = STORED_DATA_BY_ROUTE[route];
      if (storedData) await page.addInitScript((entries) => entries.forEach(([key, value]) => localStorage.setItem(key, value)), storedData);
      const assets = new Set<string>();
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.origin === new URL(baseUrl).origin && /\.(js|css)$/.test(url.pathname)) assets.add(url.pathname);
      });
      await page.goto(new URL(route, baseUrl).href);
      // Network quiet alone can come before the route's chunk on a busy machine: the page's own
      // heading proves its code ran, and the quiet after it lets what the page pulls in arrive.
      // The real build's pages carry a first view (decision 218): `inert` goes when the app has taken over.
      await page.locator('#root:not([inert]) h1').first().waitFor({ timeout: 30_000 });
      await untilNoNewAssets(page, assets);
      await page.close();
      const files = [...assets].sort();
      const bytesOf = (extension: string) =>
        files.filter((file) => file.endsWith(extension)).reduce((total, file) => total + gzipBytes(path.join(outDir, file)), 0);
      if (process.env.SIZE_FILES_LOG) appendFileSync(process.env.SIZE_FILES_LOG, `${JSON.stringify({ route, files })}\n`);
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

function readManifest(outDir: string): Record<string, ManifestChunk> {
  return JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
}

/** The manifest keys of a chunk and of all it imports, transitively. */
function chunkWithImports(manifest: Record<string, ManifestChunk>, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) chunkWithImports(manifest, imported, into);
  return into;
}

/** The keys of a lazy chunk and of the chunks it imports that the entry does not load already. */
function keysAddedToEntry(manifest: Record<string, ManifestChunk>, sourceKey: string): string[] {
  const eagerKeys = manifest['index.html'] ? chunkWithImports(manifest, 'index.html') : new Set<string>();
  const keys = manifest[sourceKey] ? chunkWithImports(manifest, sourceKey) : new Set<string>();
  return [...keys].filter((key) => !eagerKeys.has(key));
}

/**
 * A lazy chunk of the real build (such as the top-up modal's, decision 094) with the chunks it
 * imports that the entry does not load already: what its first use downloads at most, in gzip bytes.
 */
function lazyChunkBytes(outDir: string, sourceKey: string): { own: number; withImports: number } | undefined {
  const manifest = readManifest(outDir);
  if (!manifest[sourceKey]) return undefined;
  const bytesOf = (key: string) => gzipBytes(path.join(outDir, manifest[key]?.file ?? ''));
  return { own: bytesOf(sourceKey), withImports: keysAddedToEntry(manifest, sourceKey).reduce((total, key) => total + bytesOf(key), 0) };
}

/** The lazy chunks of the payment flow, reported under the routes. */
const PAYMENT_CHUNKS = {
  'top-up modal': 'src/features/payments/top-up/top-up-modal.tsx',
  'payment plugin': 'src/features/payments/plugin/payment-plugin.tsx',
} as const;

/**
 * Chunks only a consenting visitor's page loads (decisions 255 and 285): the field Web Vitals'
 * reporter. Not part of what a route needs for its first view, and not loaded by a visitor who has
 * not chosen, so left out of the routes' budgets and reported on their own.
 */
const AFTER_LOAD_CHUNKS = { 'web-vitals reporter': 'src/shared/domain/analytics/web-vitals/report-web-vitals.ts' } as const;
/** The reporter's budget: the library's attribution build (5.5 KB) and the reporter (decision 255). */
const AFTER_LOAD_CHUNK_BUDGET_BYTES = 8 * 1024;

/** The files (as the page asks for them) of a lazy chunk and of the chunks it adds to the entry's. */
function lazyChunkFiles(outDir: string, sourceKey: string): Set<string> {
  const manifest = readManifest(outDir);
  return new Set(keysAddedToEntry(manifest, sourceKey).map((key) => `/${manifest[key]?.file ?? ''}`));
}

/** The mock layer's chunk and everything it imports, from the mock build's manifest. */
function mockChunkBytes(outDir: string): number {
  const manifest = readManifest(outDir);
  if (!manifest['mocks/browser.ts']) throw new Error('the mock build has no chunk for mocks/browser.ts');
  return keysAddedToEntry(manifest, 'mocks/browser.ts').reduce((total, key) => total + gzipBytes(path.join(outDir, manifest[key]?.file ?? '')), 0);
}

async function main(): Promise<void> {
  viteBuild('production');
  const afterLoad = Object.entries(AFTER_LOAD_CHUNKS).map(([name, key]) => ({
    name,
    files: lazyChunkFiles(path.join(ROOT, 'dist'), key),
    size: lazyChunkBytes(path.join(ROOT, 'dist'), key),
  }));
  const afterLoadFiles = new Set(afterLoad.flatMap(({ files }) => [...files]));
  const sizes = (await measureRoutes(path.join(ROOT, 'dist'), ROUTES)).map((size) => {
    const files = size.files.filter((file) => !afterLoadFiles.has(file));
    const jsBytes = files.filter((file) => file.endsWith('.js')).reduce((total, file) => total + gzipBytes(path.join(ROOT, 'dist', file)), 0);
    return { ...size, files, jsBytes };
  });
  const paymentChunks = Object.entries(PAYMENT_CHUNKS).map(([name, key]) => ({ name, size: lazyChunkBytes(path.join(ROOT, 'dist'), key) }));
  viteBuild('mock');
  const mockBytes = mockChunkBytes(path.join(ROOT, 'dist-mock'));

  console.log('\nGzip bytes each route loads (real-mode production build):');
  console.table(sizes.map((size) => ({ route: size.route, javascript: kilobytes(size.jsBytes), css: kilobytes(size.cssBytes), files: size.files.length })));
  console.log(`Mock layer (lazy chunk of the mock build, never in the real build): ${kilobytes(mockBytes)}`);
  for (const { name, size } of paymentChunks) {
    console.log(
      size
        ? `Lazy ${name} chunk (loaded on first use, not before a click): ${kilobytes(size.own)} own, ${kilobytes(size.withImports)} with the chunks it adds`
        : `Lazy ${name} chunk: not found in the build manifest`,
    );
  }

  for (const { name, size } of afterLoad) {
    if (!size) throw new Error(`the ${name} chunk is not in the build manifest`);
    console.log(`Lazy ${name} chunk (after cookie consent): ${kilobytes(size.withImports)} with the chunks it adds`);
    if (size.withImports > AFTER_LOAD_CHUNK_BUDGET_BYTES) {
      console.error(`size: over budget: the ${name} chunk loads ${kilobytes(size.withImports)}, more than its ${kilobytes(AFTER_LOAD_CHUNK_BUDGET_BYTES)}`);
      process.exit(1);
    }
  }

  // Home and the offer routes within 120 KB, every other route within 135 KB, each route with code of its own (decision 053).
  const failures = budgetFailures(sizes, pages.home.path, OFFER_ROUTES);
  if (failures.length > 0) {
    for (const failure of failures) console.error(`size: ${failure}`);
    process.exit(1);
  }
  console.log(`size: within budget: ${budgetSummary(sizes, pages.home.path, OFFER_ROUTES)}`);
}

await main();
