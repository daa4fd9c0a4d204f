/**
 * npm run mock:server: the app's mocks over HTTP, one mock session per client (README, "A mock
 * server for the whole team").
 *   MOCK_SERVER_HOST (default 127.0.0.1; 0.0.0.0 to serve a team), MOCK_SERVER_PORT (default 4020),
 *   MOCK_SERVER_ORIGINS (comma-separated, default the dev origin), VITE_MOCK_SEED (default 1),
 *   MOCK_SERVER_PROFILE (typical, minimal or maximal), MOCK_SERVER_SESSION_IDLE_MINUTES (default 30),
 *   MOCK_SERVER_MAX_SESSIONS (default 5000), MOCK_SERVER_STOP_GRACE_MS (default 5000: how long
 *   readiness answers 503 after SIGTERM before the server stops; Ctrl-C stops at once),
 *   MOCK_SERVER_LOG_CALLS=1 (one line per call on stdout, secrets redacted as in the dev console).
 */
import type { AddressInfo } from 'node:net';
import { echoCallsToConsole } from '../mocks/activity';
import { DATA_PROFILES, DEFAULT_MOCK_SEED, initialiseMockSettings } from '../mocks/config';
import type { DataProfile } from '../mocks/engine/schema-faker';
import { startMockServer } from '../mocks/server';
import { DEFAULT_MAX_SESSIONS, DEFAULT_SESSION_IDLE_MS } from '../mocks/server-sessions';

const DEFAULT_PORT = 4020;
const DEFAULT_ORIGINS = 'http://127.0.0.1:5173,http://localhost:5173';
const DEFAULT_STOP_GRACE_MS = 5000;

function positiveNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!(value > 0)) {
    console.error(`${name} must be a positive number, not "${raw}"`);
    process.exit(2);
  }
  return value;
}

const profile = process.env.MOCK_SERVER_PROFILE;
initialiseMockSettings({
  seed: Number(process.env.VITE_MOCK_SEED ?? DEFAULT_MOCK_SEED),
  ...(profile && DATA_PROFILES.includes(profile as DataProfile) ? { profile: profile as DataProfile } : {}),
});
// The same redacted line per call as `npm run dev` prints (issue 35): never a password or a card.
echoCallsToConsole(process.env.MOCK_SERVER_LOG_CALLS === '1');
const host = process.env.MOCK_SERVER_HOST ?? '127.0.0.1';
const server = await startMockServer({
  host,
  port: Number(process.env.MOCK_SERVER_PORT ?? DEFAULT_PORT),
  allowedOrigins: (process.env.MOCK_SERVER_ORIGINS ?? DEFAULT_ORIGINS).split(',').map((origin) => origin.trim()),
  sessions: {
    idleMs: positiveNumber('MOCK_SERVER_SESSION_IDLE_MINUTES', DEFAULT_SESSION_IDLE_MS / 60_000) * 60_000,
    maxSessions: Math.floor(positiveNumber('MOCK_SERVER_MAX_SESSIONS', DEFAULT_MAX_SESSIONS)),
  },
});
const { port } = server.address() as AddressInfo;
console.log(`Mock server listening on http://${host}:${port}`);
// For `npm run bench:mocks`: a line "heap" on stdin answers the heap after a full GC (node
// --expose-gc) and the number of sessions held; "expire" forgets idle sessions at once.
if (process.env.MOCK_SERVER_HEAP_REPORTS) {
  const collect = (globalThis as { gc?: () => void }).gc;
  process.stdin.on('data', (chunk) => {
    const command = chunk.toString();
    if (command.includes('expire')) server.sessions.expireIdle();
    if (!command.includes('heap')) return;
    collect?.();
    console.log(`heap ${process.memoryUsage().heapUsed} sessions ${server.sessions.size}`);
  });
}
let stopping = false;
const stop = (grace: number) => {
  if (stopping) return;
  stopping = true;
  // Readiness answers 503 first, so a load balancer stops sending before the port closes.
  server.drain();
  setTimeout(() => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), DEFAULT_STOP_GRACE_MS).unref();
  }, grace).unref();
};
// Ctrl-C stops at once; a process manager's SIGTERM gets the grace period.
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(positiveNumber('MOCK_SERVER_STOP_GRACE_MS', DEFAULT_STOP_GRACE_MS)));
