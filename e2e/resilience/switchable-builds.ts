/**
 * A static host whose build can be swapped under an open tab, as a deploy does: build A is the
 * mock build as made; each later build is a copy of it with some chunks given new names (a new
 * content hash) or removed, every reference rewritten. Unknown /assets/ files answer 404; every
 * other unknown path answers index.html, as a single-page host does. 127.0.0.1, a free port.
 */
import { cp, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.pdf': 'application/pdf',
  '.woff2': 'font/woff2',
};

interface BuildChange {
  /** Chunks (file name prefixes in assets/, e.g. `compatibility-page-`) that get a new name. */
  renamed?: string[];
  /** Chunks that this build lacks altogether. */
  removed?: string[];
}

export interface SwitchableBuilds {
  origin: string;
  /** Serves the build made by `change` from the current one; returns its number (the original is 0). */
  deploy: (change: BuildChange) => Promise<number>;
  /** Serves an earlier build again. */
  serve: (build: number) => void;
  close: () => Promise<void>;
}

async function findChunk(folder: string, prefix: string): Promise<string> {
  const name = (await readdir(path.join(folder, 'assets'))).find((file) => file.startsWith(prefix) && file.endsWith('.js'));
  if (!name) throw new Error(`no chunk ${prefix}*.js in ${folder}`);
  return name;
}

/** Rewrites every text file of the build that names `from`. */
async function replaceEverywhere(folder: string, from: string, to: string): Promise<void> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || !/\.(js|html|css|json)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const text = await readFile(file, 'utf8');
    if (text.includes(from)) await writeFile(file, text.replaceAll(from, to));
  }
}

export async function serveSwitchableBuilds(original: string): Promise<SwitchableBuilds> {
  const workspace = await mkdtemp(path.join(tmpdir(), 'bait-builds-'));
  const folders = [path.join(workspace, 'build-0')];
  let current = folders[0] ?? '';
  await cp(original, current, { recursive: true });

  const server: Server = createServer((request, response) => {
    void (async () => {
      const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
      const file = path.join(current, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ''));
      try {
        const body = await readFile(file);
        response.writeHead(200, { 'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
        response.end(request.method === 'HEAD' ? undefined : body);
      } catch {
        if (pathname.startsWith('/assets/') || path.extname(pathname) !== '') {
          response.writeHead(404, { 'content-type': 'text/plain' });
          response.end(request.method === 'HEAD' ? undefined : 'Not found');
          return;
        }
        response.writeHead(200, { 'content-type': CONTENT_TYPES['.html'] ?? '', 'cache-control': 'no-cache' });
        response.end(request.method === 'HEAD' ? undefined : await readFile(path.join(current, 'index.html')));
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    async deploy({ renamed = [], removed = [] }) {
      const builds = folders.length;
      const next = path.join(workspace, `build-${builds}`);
      await cp(current, next, { recursive: true });
      for (const prefix of renamed) {
        const name = await findChunk(next, prefix);
        const newName = name.replace(/\.js$/, `${builds}.js`);
        await rename(path.join(next, 'assets', name), path.join(next, 'assets', newName));
        await replaceEverywhere(next, name, newName);
      }
      for (const prefix of removed) await rm(path.join(next, 'assets', await findChunk(next, prefix)));
      folders.push(next);
      current = next;
      return builds;
    },
    serve(build) {
      current = folders[build] ?? current;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(workspace, { recursive: true, force: true });
    },
  };
}
