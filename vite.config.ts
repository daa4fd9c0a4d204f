import { execFileSync } from 'node:child_process';
import { createReadStream, readFileSync } from 'node:fs';
import { cp, rm, stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { loadEnv } from 'vite';
import { defineConfig, type Plugin } from 'vitest/config';
import { contentSecurityPolicyPlugin } from './scripts/lib/csp-plugin.js';
import { machineSlowness } from './scripts/lib/machine-slowness.js';
import { failOnProjectCycles } from './scripts/lib/project-cycles.js';
import { HASHED_ASSETS_DIR } from './scripts/lib/response-headers.js';
import { seoPlugin } from './scripts/lib/seo-plugin.js';
import { propertySettings } from './tests/support/property-seed.js';

const MOCK_WORKER_FILE = 'mockServiceWorker.js';

/** The mock worker lives in public/ for dev and mock builds; a real build must not ship it. */
function dropMockWorkerOutsideMockMode(mode: string): Plugin {
  let outDir = 'dist';
  return {
    name: 'drop-mock-worker-outside-mock-mode',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      if (mode !== 'mock') await rm(path.join(outDir, MOCK_WORKER_FILE), { force: true });
    },
  };
}

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.pdf': 'application/pdf',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
};

/**
 * Files that stand in for the real hosts' static content in mock mode (banner and widget
 * images, the widget's video, the footer's PDFs, the postpaid host's page). The dev server and
 * the mock build serve them from `mocks/public/` at the same paths the real hosts use; a
 * real-mode build never contains them.
 */
function mockPublicDir(mode: string, folder: string): Plugin {
  const isMockMode = mode === 'mock' || mode === 'development';
  let outDir = 'dist';
  async function serveMockFile(url: string | undefined, response: ServerResponse): Promise<boolean> {
    const pathname = decodeURIComponent(new URL(url ?? '/', 'http://localhost').pathname);
    const file = path.join(folder, pathname);
    if (!file.startsWith(folder + path.sep)) return false;
    const found = await stat(file).catch(() => undefined);
    if (!found?.isFile()) return false;
    response.setHeader('content-type', CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream');
    response.setHeader('content-length', String(found.size));
    createReadStream(file).pipe(response);
    return true;
  }
  return {
    name: 'mock-public-dir',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    configureServer(server) {
      if (!isMockMode) return;
      // A failure (a malformed %-escape in the address, say) goes to the server's error handler
      // instead of becoming an unhandled rejection that leaves the request hanging.
      server.middlewares.use((request, response, next) => {
        serveMockFile(request.url, response).then((served) => {
          if (!served) next();
        }, next);
      });
    },
    async closeBundle() {
      if (mode === 'mock') await cp(folder, outDir, { recursive: true });
    },
  };
}

/** The commit being built: BAIT_COMMIT when a pipeline sets it, else git's, else "unknown". */
function buildCommit(): string {
  if (process.env.BAIT_COMMIT) return process.env.BAIT_COMMIT;
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}

/** One seed for every property test of this run, handed to the workers through their env. */
function propertyTestEnv(): Record<string, string> {
  const settings = propertySettings(process.env);
  if (settings.drawn) {
    // The config is read more than once per run (once per project): every reading keeps this seed.
    process.env.FC_SEED = String(settings.seed);
    console.log(`Property tests: FC_SEED=${settings.seed} (replay with FC_SEED=${settings.seed})`);
  }
  return { FC_SEED: String(settings.seed), FC_RUNS: String(settings.numRuns) };
}

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    dropMockWorkerOutsideMockMode(mode),
    mockPublicDir(mode, fileURLToPath(new URL('./mocks/public', import.meta.url))),
    // The real build's Content Security Policy, from the hosts of its environment (decision 120).
    contentSecurityPolicyPlugin(mode, loadEnv(mode, process.cwd(), 'VITE_')),
    // Per-page heads, robots.txt and sitemap.xml from src/shared/domain/seo/page-heads.ts (decision 140).
    seoPlugin(mode, loadEnv(mode, process.cwd(), 'VITE_')),
  ],
  // The footer shows the app version (spec 2.3); src/shared/config/env.ts reads it as env.appVersion.
  define: {
    __APP_VERSION__: JSON.stringify((JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }).version),
    // The QA report names the commit a mock build was made from; nothing of the real build reads it.
    __APP_COMMIT__: JSON.stringify(buildCommit()),
  },
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      { find: '@mocks', replacement: fileURLToPath(new URL('./mocks', import.meta.url)) },
      // The router's package points every bundler at its development build (its warnings and
      // checks); the real build takes the production one it also ships: 0.5 KB gzip on every
      // route (decision 194).
      ...(mode === 'production'
        ? [{ find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) }]
        : []),
    ],
  },
  build: {
    // BAIT_MOCK_OUT_DIR lets parallel Playwright runs of one checkout build and serve their own copy.
    outDir: mode === 'mock' ? (process.env.BAIT_MOCK_OUT_DIR ?? 'dist-mock') : 'dist',
    manifest: true,
    target: 'es2022',
    // Every browser of the target preloads modules itself but Safari before 17, which then loads
    // them as imported: the polyfill cost every route 0.35 KB gzip (decision 194).
    modulePreload: { polyfill: false },
    // The real build names its chunks by hash: names repeated in every preload map and import cost
    // bytes on every route (decision 098). The mock build keeps readable names for QA and the tests.
    // Its hashed files have a folder of their own, apart from the operator's /assets/ (flags, PDFs,
    // widget files), so `_headers` can cache exactly them for a year (decision 141).
    ...(mode === 'mock' ? {} : { assetsDir: HASHED_ASSETS_DIR }),
    rolldownOptions: {
      checks: { circularDependency: true },
      onLog: failOnProjectCycles,
      output: {
        // Everything the entry imports statically travels in the entry's own file. Left alone, the
        // bundler cut ten shared pieces out of it (React, the router, the query cache, small app
        // modules) as chunks of their own, each compressed apart: 3.3 KB gzip more on every route.
        codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] },
        ...(mode === 'mock' ? {} : { chunkFileNames: `${HASHED_ASSETS_DIR}/[hash].js`, assetFileNames: `${HASHED_ASSETS_DIR}/[hash][extname]` }),
      },
    },
    // faker's locale data makes the mock chunk large on purpose; only the real build is budgeted.
    chunkSizeWarningLimit: mode === 'mock' ? 2_500 : 500,
  },
  // A second dev server at once (the browser tests run one in real mode and one in mock mode)
  // needs its own optimised-dependency cache, or each would rewrite the other's.
  cacheDir: process.env.BAIT_VITE_CACHE_DIR ?? 'node_modules/.vite',
  server: {
    host: '127.0.0.1',
    // The start path of `npm run dev` (the app, the mock layer and its QA panel) is transformed
    // while the server starts, not one module at a time while the first page waits for it.
    warmup: { clientFiles: ['./src/main.tsx', './mocks/browser.ts', './src/app/qa-panel/mount-qa-panel.tsx', './src/features/*/*-page{,s}.tsx'] },
  },
  preview: { host: '127.0.0.1' },
  test: {
    restoreMocks: true,
    // Set on the reference machine; a slower or busier one waits as much longer (decision 288).
    testTimeout: 20_000 * (mode === 'test' ? machineSlowness() : 1),
    // The mock mode's payment public key (.env.mock), so the app encrypts for the mock service (decision 088).
    env: {
      VITE_API_MODE: 'mock',
      // The site's service key, required by the SIM replacement's code request (decision 170).
      VITE_SERVICE_KEY: 'clave-del-sitio',
      // Every page asks for its banners, as in mock mode (decision 195); the slots are tested apart.
      VITE_BANNER_PAGES: '*',
      VITE_PAYMENT_PUBLIC_KEY: loadEnv('mock', process.cwd(), 'VITE_PAYMENT_').VITE_PAYMENT_PUBLIC_KEY ?? '',
      ...(mode === 'test' ? propertyTestEnv() : {}),
    },
    // Vitest leaves one core to itself by default, which is half of a 2-core machine.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Components in jsdom; logic, mappers and the mock engine in node, which starts far faster
    // (decision 048). A `.test.ts` that needs the DOM says `// @vitest-environment jsdom`.
    projects: [
      {
        extends: true,
        test: {
          name: 'dom',
          isolate: false,
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', 'tests/**/*.test.tsx'],
          setupFiles: ['./tests/setup.ts', './tests/setup-dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          isolate: false,

          environment: 'node',
          include: ['src/**/*.test.ts', 'mocks/**/*.test.ts', 'tests/**/*.test.ts'],
          exclude: ['tests/integration/**', 'node_modules/**'],
          setupFiles: ['./tests/setup.ts'],
        },
      },
    ],
  },
}));
