/**
 * The backend in the state a request asks for (backend-states.ts), in front of `vite preview` of
 * the real build: `npm run lighthouse`, `npm run layout-shift` and the real-build browser tests
 * (scripts/real-build-server.ts) serve `dist/` through it.
 */
import { existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { getResponse } from 'msw';
import { preview } from 'vite';
import { BACKEND_STATE_COOKIE, isBackendState, SLOW_ANSWER_MS, TIMEOUT_HOLD_MS, type BackendState } from './backend-states';
import { freePort } from './free-port';
import { operations } from '../../mocks/generated/operations';
import { createContractHandler } from '../../mocks/handlers';

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
function backendInState(distDir: string, defaultState: () => BackendState) {
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
