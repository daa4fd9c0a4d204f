/**
 * `npm run dev` serves the stand-ins for the real hosts' static files (mocks/public) at the
 * hosts' paths, so the site shows its images, PDFs, widget video and postpaid page offline.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/free-port';

const ROOT = path.resolve(import.meta.dirname, '../..');
const STAND_INS = path.join(ROOT, 'mocks/public');

const CONTENT_TYPES: Record<string, RegExp> = {
  '.webp': /^image\/webp/,
  '.svg': /^image\/svg\+xml/,
  '.pdf': /^application\/pdf/,
  '.webm': /^video\/webm/,
  '.html': /^text\/html/,
};

describe('the dev server in mock mode', () => {
  let server: ViteDevServer;
  let baseUrl: string;
  let files: string[];

  beforeAll(async () => {
    const port = await freePort();
    // Its own dependency cache: a dev server of another run (the browser tests' real-mode or dev
    // server) rewriting the same one fails that server's module requests (decision 192).
    server = await createServer({
      root: ROOT,
      mode: 'development',
      logLevel: 'silent',
      cacheDir: 'node_modules/.vite-integration',
      server: { host: '127.0.0.1', port, strictPort: true },
    });
    await server.listen();
    baseUrl = `http://127.0.0.1:${port}`;
    const entries = await readdir(STAND_INS, { recursive: true, withFileTypes: true });
    files = entries.filter((entry) => entry.isFile()).map((entry) => path.relative(STAND_INS, path.join(entry.parentPath, entry.name)));
  });

  afterAll(async () => {
    await server.close();
  });

  it('serves every stand-in file at its host path with its content type', async () => {
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      const response = await fetch(`${baseUrl}/${file.split(path.sep).join('/')}`);
      expect(response.status, file).toBe(200);
      const expected = CONTENT_TYPES[path.extname(file)];
      if (expected) expect(response.headers.get('content-type'), file).toMatch(expected);
    }
  });

  it('does not serve files outside the folder', async () => {
    const response = await fetch(`${baseUrl}/..%2Fpackage.json`);
    expect(await response.text()).not.toContain('"name": "bait-web"');
  });
});
