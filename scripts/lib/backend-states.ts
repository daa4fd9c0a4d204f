/**
 * The backend a real-mode production build meets, in the states visitors meet it (issue 38,
 * decision 254): answering at once, slowly, with 503 to every call, with no connection at all, or
 * never answering until a gateway gives up. `npm run lighthouse`, `npm run layout-shift` and the
 * real-build browser tests serve `dist/` through `vite preview` with this middleware in front.
 *
 * The state is the server's default, or per request the `bait-backend-state` cookie: the real
 * build calls its own origin, so the cookie reaches every call and parallel tests each choose
 * their own state from one server.
 */
import { existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { getResponse } from 'msw';
import { preview } from 'vite';
import { freePort } from './free-port';
import { operations } from '../../mocks/generated/operations';
import { createContractHandler } from '../../mocks/handlers';

export const BACKEND_STATES = ['ok', 'slow', 'down-503', 'down-closed', 'timeout'] as const;
export type BackendState = (typeof BACKEND_STATES)[number];

/** What `--backend` names: `down` stands for both ways of being down. */
export const BACKEND_STATE_GROUPS: Record<string, readonly BackendState[]> = {
  ok: ['ok'],
  slow: ['slow'],
  down: ['down-503', 'down-closed'],
  timeout: ['timeout'],
};

export const BACKEND_STATE_COOKIE = 'bait-backend-state';
/** A slow backend's answer time, per call (issue 38). */
export const SLOW_ANSWER_MS = 1_500;
/** How long a timing-out backend holds a call before its gateway drops the connection. */
export const TIMEOUT_HOLD_MS = 8_000;

export function isBackendState(value: string): value is BackendState {
  return (BACKEND_STATES as readonly string[]).includes(value);
}

/** The states `--backend a,b` (repeatable) asks for; none: ok, slow and down. */
export function requestedBackendStates(argv: readonly string[]): BackendState[] {
  const named = argv.flatMap((argument, index) => (argument === '--backend' ? (argv[index + 1] ?? '').split(',') : []));
  const groups = named.length > 0 ? named : ['ok', 'slow', 'down'];
  return groups.flatMap((group) => {
    const states = BACKEND_STATE_GROUPS[group] ?? (isBackendState(group) ? [group] : undefined);
    if (!states) throw new Error(`unknown --backend ${group}: use ${[...Object.keys(BACKEND_STATE_GROUPS), ...BACKEND_STATES].join(', ')}`);
    return states;
  });
}

/** The generated mocks behind one handler, as the browser's mock worker has them (decision 210). */
const handlers = [createContractHandler(operations)];

function stateOfRequest(request: IncomingMessage, fallback: BackendState): BackendState {
  const cookie = (request.headers.cookie ?? '').split(';').find((part) => part.trim().startsWith(`${BACKEND_STATE_COOKIE}=`));
  const value = cookie?.split('=')[1]?.trim() ?? '';
  return isBackendState(value) ? value : fallback;
}

function answerWithHandlers(request: IncomingMessage, response: ServerResponse, body: Buffer<ArrayBuffer> | undefined, next: () => void): void {
  const headers = Object.entries(request.headers).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value] as [string, string]] : []));
  getResponse(handlers, new Request(`http://${request.headers.host ?? '127.0.0.1'}${request.url ?? '/'}`, { method: request.method, headers, body }))
    .then(async (answer) => {
      if (!answer) return next();
      response.statusCode = answer.status;
      answer.headers.forEach((value, name) => response.setHeader(name, value));
      response.end(Buffer.from(await answer.arrayBuffer()));
    })
    .catch(() => next());
}

/**
 * A connect middleware for `vite preview` of `distDir`: built files and pages pass through; every
 * other request is a call of the app, answered as the backend in its state would.
 */
export function backendInState(distDir: string, defaultState: () => BackendState) {
  return (request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const file = path.join(distDir, decodeURIComponent(url.pathname));
    const isBuiltFile = file.startsWith(distDir) && existsSync(file) && statSync(file).isFile();
    const isPage = (request.headers.accept ?? '').includes('text/html');
    if (isBuiltFile || isPage) return next();
    const state = stateOfRequest(request, defaultState());
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = chunks.length > 0 && request.method !== 'GET' && request.method !== 'HEAD' ? Buffer.concat(chunks) : undefined;
      switch (state) {
        case 'ok':
          return answerWithHandlers(request, response, body, next);
        case 'slow': {
          const timer = setTimeout(() => answerWithHandlers(request, response, body, next), SLOW_ANSWER_MS);
          response.on('close', () => clearTimeout(timer));
          return;
        }
        case 'down-503':
          response.statusCode = 503;
          response.setHeader('content-type', 'text/html; charset=utf-8');
          return void response.end('<h1>503 Service Unavailable</h1>');
        case 'down-closed':
          return void request.socket.destroy();
        case 'timeout': {
          const timer = setTimeout(() => request.socket.destroy(), TIMEOUT_HOLD_MS);
          response.on('close', () => clearTimeout(timer));
          return;
        }
      }
    });
  };
}

/** `vite preview` of the real build in `dist/` on 127.0.0.1 and a free port, the backend in front of it. */
export async function previewRealBuild(
  root: string,
  defaultState: () => BackendState,
  port?: number,
): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  const distDir = path.join(root, 'dist');
  const server = await preview({
    root,
    mode: 'production',
    logLevel: 'silent',
    preview: { host: '127.0.0.1', port: port ?? (await freePort()), strictPort: true },
    plugins: [
      { name: 'backend-in-state', configurePreviewServer: (previewServer) => void previewServer.middlewares.use(backendInState(distDir, defaultState)) },
    ],
  });
  const baseUrl = server.resolvedUrls?.local[0];
  if (!baseUrl) throw new Error('vite preview did not report its address');
  return { baseUrl, close: () => new Promise<void>((resolve) => server.httpServer.close(() => resolve())) };
}
