/**
 * npm run mock:server: the app's mocks over HTTP on 127.0.0.1.
 *   MOCK_SERVER_PORT (default 4020), MOCK_SERVER_ORIGINS (comma-separated, default the dev origin),
 *   VITE_MOCK_SEED (default 1), MOCK_SERVER_PROFILE (typical, minimal or maximal).
 */
import type { AddressInfo } from 'node:net';
import { configureMocks, DATA_PROFILES, DEFAULT_MOCK_SEED } from '../mocks/config';
import type { DataProfile } from '../mocks/engine/schema-faker';
import { startMockServer } from '../mocks/server';

const DEFAULT_PORT = 4020;
const DEFAULT_ORIGINS = 'http://127.0.0.1:5173,http://localhost:5173';

const profile = process.env.MOCK_SERVER_PROFILE;
configureMocks({
  seed: Number(process.env.VITE_MOCK_SEED ?? DEFAULT_MOCK_SEED),
  ...(profile && DATA_PROFILES.includes(profile as DataProfile) ? { profile: profile as DataProfile } : {}),
});
const server = await startMockServer({
  host: '127.0.0.1',
  port: Number(process.env.MOCK_SERVER_PORT ?? DEFAULT_PORT),
  allowedOrigins: (process.env.MOCK_SERVER_ORIGINS ?? DEFAULT_ORIGINS).split(',').map((origin) => origin.trim()),
});
const { port } = server.address() as AddressInfo;
console.log(`Mock server listening on http://127.0.0.1:${port}`);
// For `npm run bench:mocks`: a line "heap" on stdin answers the heap after a full GC (node --expose-gc).
if (process.env.MOCK_SERVER_HEAP_REPORTS) {
  const collect = (globalThis as { gc?: () => void }).gc;
  process.stdin.on('data', (chunk) => {
    if (!chunk.toString().includes('heap')) return;
    collect?.();
    console.log(`heap ${process.memoryUsage().heapUsed}`);
  });
}
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
