import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build, type Plugin } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headersForPath, parseHeaderRules } from '../../scripts/lib/response-headers';

const ROOT = path.resolve(import.meta.dirname, '../..');
const MOCK_ONLY_PACKAGES = ['/node_modules/msw/', '/node_modules/@mswjs/', '/node_modules/@faker-js/'];
/** The response validator of dev:real (decision 072) and the JSON Schema library it runs on. */
const DEV_VALIDATOR_MODULES = [path.join(ROOT, 'src/app/contract-drift'), '/node_modules/ajv/', '/node_modules/ajv-formats/'];

/** Builds the app in a mode and reports every module that ended up in its output; nodeEnv 'development' builds as the dev server runs. */
async function buildAndCollectModules(mode: string, outDir: string, nodeEnv = 'production'): Promise<Set<string>> {
  const bundled = new Set<string>();
  const collector: Plugin = {
    name: 'collect-bundled-modules',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') for (const id of output.moduleIds) bundled.add(id);
      }
    },
  };
  // Vitest sets NODE_ENV=test, which would make Vite build with import.meta.env.DEV true; `vite build` runs with production.
  const testNodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = nodeEnv;
  try {
    await build({ root: ROOT, mode, logLevel: 'silent', plugins: [collector], build: { outDir, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = testNodeEnv;
  }
  return bundled;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** The card form's tokeniser stand-in (Conekta.js's API calling the createCardToken contract), relative to mocks/public. */
const CARD_PROCESSOR_STAND_IN = path.join('card-processor', 'tokenizer.js');

/** The files that stand in for the real hosts in mock mode, relative to mocks/public. */
async function mockPublicFiles(): Promise<string[]> {
  const folder = path.join(ROOT, 'mocks/public');
  return (await filesUnder(folder)).map((file) => path.relative(folder, file));
}

describe('the real-mode production build', () => {
  let outDir: string;
  let modules: Set<string>;
  beforeAll(async () => {
    outDir = await mkdtemp(path.join(os.tmpdir(), 'bait-real-build-'));
    modules = await buildAndCollectModules('production', outDir);
  });
  afterAll(async () => {
    await rm(outDir, { recursive: true, force: true });
  });

  it('bundles neither MSW nor faker nor the mocks folder', () => {
    const mockModules = [...modules].filter((id) => MOCK_ONLY_PACKAGES.some((fragment) => id.includes(fragment)) || id.startsWith(path.join(ROOT, 'mocks')));
    expect(mockModules).toEqual([]);
    expect(modules.size).toBeGreaterThan(0);
  });

  it('holds no chaos mode: neither its module nor its refusal nor its draw (issue 47)', async () => {
    expect(modules.has(path.join(ROOT, 'mocks/engine/chaos.ts'))).toBe(false);
    for (const file of (await filesUnder(outDir)).filter((candidate) => candidate.endsWith('.js'))) {
      expect(await readFile(file, 'utf8'), path.relative(outDir, file)).not.toMatch(/malformed-chaos|chaos-pick|Modo caos/);
    }
  });

  it('carries no response validator: only its gate, which the build turns into nothing', async () => {
    expect([...modules].filter((id) => DEV_VALIDATOR_MODULES.some((fragment) => id.includes(fragment)))).toEqual([]);
    expect(modules.has(path.join(ROOT, 'src/app/enable-response-validation.ts'))).toBe(true);
    for (const file of (await filesUnder(outDir)).filter((candidate) => candidate.endsWith('.js'))) {
      expect(await readFile(file, 'utf8'), path.relative(outDir, file)).not.toMatch(/start-response-validation|\[contract\]/);
    }
  });

  it("ships none of the stand-ins for the hosts' static files (mocks/public)", async () => {
    const files = new Set((await filesUnder(outDir)).map((file) => path.relative(outDir, file)));
    const standIns = await mockPublicFiles();
    expect(standIns.length).toBeGreaterThan(0);
    expect(standIns.filter((file) => files.has(file))).toEqual([]);
  });

  it("ships no stand-in of the card processor's script: real mode loads the configured one (decision 092)", async () => {
    const files = (await filesUnder(outDir)).map((file) => path.relative(outDir, file));
    expect(await mockPublicFiles()).toContain(CARD_PROCESSOR_STAND_IN);
    expect(files).not.toContain(CARD_PROCESSOR_STAND_IN);
    expect(files.filter((file) => file.includes('card-processor'))).toEqual([]);
  });

  it('writes _headers with the launch headers and the caching of decision 141', async () => {
    const rules = parseHeaderRules(await readFile(path.join(outDir, '_headers'), 'utf8'));
    const home = headersForPath(rules, '/');
    expect(home['Content-Security-Policy']).toMatch(/^default-src 'self'/);
    expect(home['Strict-Transport-Security']).toMatch(/^max-age=\d{8,}/);
    expect(home['Permissions-Policy']).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\).*payment=\(self/);
    expect(home['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups');
    expect(home['Cache-Control']).toBe('no-cache');
    expect(headersForPath(rules, '/index.html')['Cache-Control']).toBe('no-cache');
    expect(headersForPath(rules, '/recargas')['Cache-Control']).toBe('no-cache');
    const hashed = (await filesUnder(outDir)).map((file) => path.relative(outDir, file)).filter((file) => /\.(js|css)$/.test(file));
    expect(hashed.length).toBeGreaterThan(0);
    for (const file of hashed) expect(headersForPath(rules, `/${file}`)['Cache-Control'], file).toBe('public, max-age=31536000, immutable');
  });

  it('writes robots.txt, sitemap.xml and a document per page with its own head (decision 140)', async () => {
    expect(await readFile(path.join(outDir, 'robots.txt'), 'utf8')).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
    expect(await readFile(path.join(outDir, 'sitemap.xml'), 'utf8')).toContain('/recargas</loc>');
    const topUps = await readFile(path.join(outDir, 'recargas.html'), 'utf8');
    expect(topUps).toContain('<title>Recargas | Bait</title>');
    expect(topUps.match(/rel="canonical"/g)).toHaveLength(1);
    expect(await readFile(path.join(outDir, 'home.html'), 'utf8')).toContain('<meta name="robots" content="noindex, follow" />');
  });

  it('gives each indexed page its first view, and its code only after the first paint (decisions 218, 223)', async () => {
    const topUps = await readFile(path.join(outDir, 'recargas.html'), 'utf8');
    expect(topUps).toMatch(/<div id="root" inert data-first-view="\/recargas">\s*<div/);
    expect(topUps).not.toMatch(/<script type="module"|rel="modulepreload"/);
    const boot =
      /<script defer src="\/([^"]+)" data-entry="\/([^"]+)" data-preload="([^"]*)" data-reload-key="bait\.recarga-por-nueva-version"><\/script>/.exec(topUps);
    expect(boot).not.toBeNull();
    const [, bootFile = '', entry = '', preloads = ''] = boot ?? [];
    for (const file of [bootFile, entry]) expect((await readFile(path.join(outDir, file), 'utf8')).length, file).toBeGreaterThan(0);
    // What the entry imports statically is inside the entry's file, not in chunks compressed apart.
    expect(preloads, 'module preloads of the entry').toBe('');
    // A page that is not indexed has no first view and loads its code at once.
    const accountHome = await readFile(path.join(outDir, 'home.html'), 'utf8');
    expect(accountHome).toContain('<div id="root"></div>');
    expect(accountHome).toMatch(/<script type="module" crossorigin src="\/_app\/index-[\w-]+\.js"><\/script>/);
  });

  it('ships no mock service worker and no file that mentions it', async () => {
    const files = await filesUnder(outDir);
    expect(files.map((file) => path.basename(file))).not.toContain('mockServiceWorker.js');
    for (const file of files.filter((candidate) => /\.(js|html)$/.test(candidate))) {
      const text = await readFile(file, 'utf8');
      expect(text, path.relative(outDir, file)).not.toMatch(/mockServiceWorker|@faker-js|\[MSW\]/);
    }
  });
});

describe('the mock-mode build', () => {
  it("does bundle the mock layer and the hosts' stand-in files, so the tests above would notice them", async () => {
    const outDir = await mkdtemp(path.join(os.tmpdir(), 'bait-mock-build-'));
    try {
      const modules = await buildAndCollectModules('mock', outDir);
      expect([...modules].some((id) => id.includes('/node_modules/msw/'))).toBe(true);
      expect([...modules].some((id) => id.includes('/node_modules/@faker-js/'))).toBe(true);
      const files = (await filesUnder(outDir)).map((file) => path.relative(outDir, file));
      for (const standIn of await mockPublicFiles()) expect(files).toContain(standIn);
      expect(files).toContain(CARD_PROCESSOR_STAND_IN);
    } finally {
      await rm(outDir, { recursive: true, force: true });
    }
  });
});

describe('a real-mode build made as the dev server runs (import.meta.env.DEV)', () => {
  it('does carry the response validator, so the test above would notice it', async () => {
    const outDir = await mkdtemp(path.join(os.tmpdir(), 'bait-real-dev-build-'));
    try {
      const modules = await buildAndCollectModules('real', outDir, 'development');
      expect([...modules].some((id) => id.startsWith(path.join(ROOT, 'src/app/contract-drift')))).toBe(true);
      expect([...modules].some((id) => id.includes('/node_modules/ajv/'))).toBe(true);
    } finally {
      await rm(outDir, { recursive: true, force: true });
    }
  });
});
