/**
 * npm run mock:server: the app's mocks over HTTP, one mock session per client (README, "A mock
 * server for the whole team").
 *   MOCK_SERVER_HOST (default 127.0.0.1; 0.0.0.0 to serve a team), MOCK_SERVER_PORT (default 4020),
 *   MOCK_SERVER_ORIGINS (comma-separated, default the dev origin), VITE_MOCK_SEED (default 1),
 *   MOCK_SERVER_PROFILE (typical, minimal or maximal), MOCK_SERVER_SESSION_IDLE_MINUTES (default 30),
 *   MOCK_SERVER_MAX_SESSIONS (default 5000), MOCK_SERVER_STOP_GRACE_MS (default 5000: how long
 *   readiness answers 503 after SIGTERM before the server stops; Ctrl-C stops at once),
 *   MOCK_SERVER_LOG_CALLS=1 (one line per call on stdout, secrets redacted as in the dev console),
 *   MOCK_SERVER_STORE (memory, the default, or redis://host:port: sessions in Redis, shared by replicas).
 * Limits (README, "Limits"): MOCK_SERVER_MAX_BODY (bytes, default 1 MiB), MOCK_SERVER_MAX_HEADER_BYTES
 *   (default 16 KiB), MOCK_SERVER_HEADERS_TIMEOUT_MS (default 10 s), MOCK_SERVER_REQUEST_TIMEOUT_MS
 *   (default 30 s), MOCK_SERVER_MAX_CONNECTIONS_PER_CLIENT (default 256; 0 for no cap, behind a load balancer).
 *
 * npm run mock:server -- --proxy <origin> [--record <dir>]: record mode. Every call goes to the
 * backend at <origin> and is answered with its answer, checked against the contract (a violation
 * is logged); with --record each distinct answer becomes a candidate named example under <dir>
 * (README, "Recording a real backend into the contract").
 */
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { echoCallsToConsole } from '../mocks/activity';
import { DATA_PROFILES, DEFAULT_MOCK_SEED, initialiseMockSettings } from '../mocks/config';
import type { DataProfile } from '../mocks/engine/schema-faker';
import { startMockServer } from '../mocks/server';
import { DEFAULT_LIMITS } from '../mocks/server-limits';
import { ExampleRecorder } from './lib/record-examples';
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

/** A whole number of at least `minimum` (0 where 0 means "no cap"). */
function wholeNumber(name: string, fallback: number, minimum: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < minimum) {
    console.error(`${name} must be a whole number of at least ${minimum}, not "${raw}"`);
    process.exit(2);
  }
  return value;
}

const limits = {
  maxBodyBytes: wholeNumber('MOCK_SERVER_MAX_BODY', DEFAULT_LIMITS.maxBodyBytes, 1),
  maxHeaderBytes: wholeNumber('MOCK_SERVER_MAX_HEADER_BYTES', DEFAULT_LIMITS.maxHeaderBytes, 1024),
  headersTimeoutMs: wholeNumber('MOCK_SERVER_HEADERS_TIMEOUT_MS', DEFAULT_LIMITS.headersTimeoutMs, 100),
  requestTimeoutMs: wholeNumber('MOCK_SERVER_REQUEST_TIMEOUT_MS', DEFAULT_LIMITS.requestTimeoutMs, 100),
  maxConnectionsPerClient: wholeNumber('MOCK_SERVER_MAX_CONNECTIONS_PER_CLIENT', DEFAULT_LIMITS.maxConnectionsPerClient, 0),
};
// Node refuses a head timeout longer than the whole request's.
if (limits.headersTimeoutMs > limits.requestTimeoutMs) {
  console.error('MOCK_SERVER_HEADERS_TIMEOUT_MS must not be longer than MOCK_SERVER_REQUEST_TIMEOUT_MS');
  process.exit(2);
}

function argumentAfter(flag: string): string | undefined {
  const index = process.argv.indexOf(flag);
  if (index < 0) return undefined;
  const value = process.argv[index + 1];
  if (!value || value.startsWith('--')) {
    console.error(`${flag} needs a value`);
    process.exit(2);
  }
  return value;
}

const proxyOrigin = argumentAfter('--proxy');
const recordDir = argumentAfter('--record');
if (recordDir && !proxyOrigin) {
  console.error('--record needs --proxy <origin>: the backend whose answers are recorded');
  process.exit(2);
}
// With --proxy alone the answers are still checked against the contract, and a violation logged.
const recorder = proxyOrigin ? new ExampleRecorder(recordDir ? path.resolve(recordDir) : undefined, proxyOrigin) : undefined;

const profile = process.env.MOCK_SERVER_PROFILE;
initialiseMockSettings({
  seed: Number(process.env.VITE_MOCK_SEED ?? DEFAULT_MOCK_SEED),
  ...(profile && DATA_PROFILES.includes(profile as DataProfile) ? { profile: profile as DataProfile } : {}),
});
// The same redacted line per call as `npm run dev` prints (issue 35): never a password or a card.
echoCallsToConsole(process.env.MOCK_SERVER_LOG_CALLS === '1');
const host = process.env.MOCK_SERVER_HOST ?? '127.0.0.1';
const store = process.env.MOCK_SERVER_STORE?.trim() || 'memory';
if (store !== 'memory' && !/^rediss?:\/\//.test(store)) {
  console.error(`MOCK_SERVER_STORE must be memory or redis://host:port, not "${store}"`);
  process.exit(2);
}
const server = await startMockServer({
  store,
  host,
  port: Number(process.env.MOCK_SERVER_PORT ?? DEFAULT_PORT),
  allowedOrigins: (process.env.MOCK_SERVER_ORIGINS ?? DEFAULT_ORIGINS).split(',').map((origin) => origin.trim()),
  sessions: {
    idleMs: positiveNumber('MOCK_SERVER_SESSION_IDLE_MINUTES', DEFAULT_SESSION_IDLE_MS / 60_000) * 60_000,
    maxSessions: Math.floor(positiveNumber('MOCK_SERVER_MAX_SESSIONS', DEFAULT_MAX_SESSIONS)),
  },
  limits,
  ...(proxyOrigin && recorder ? { proxy: { origin: proxyOrigin, observe: (exchange) => recorder.observe(exchange) } } : {}),
});
const { port } = server.address() as AddressInfo;
console.log(`Mock server listening on http://${host}:${port}`);
// Never the password of a redis://user:password@host address.
if (store !== 'memory') console.log(`Sessions in ${store.replace(/\/\/[^@/]*@/, '//***@')}`);
if (proxyOrigin) console.log(`Record mode: every call goes to ${proxyOrigin}${recordDir ? `; candidates in ${recordDir}` : ''}`);
// For `npm run bench:mocks`: a line "heap" on stdin answers the heap after a full GC (node
// --expose-gc) and the number of sessions held; "expire" forgets idle sessions at once.
if (process.env.MOCK_SERVER_HEAP_REPORTS) {
  const collect = (globalThis as { gc?: () => void }).gc;
  process.stdin.on('data', (chunk) => {
    const command = chunk.toString();
    void (async () => {
      if (command.includes('expire')) await server.sessions.expireIdle();
      if (!command.includes('heap')) return;
      collect?.();
      console.log(`heap ${process.memoryUsage().heapUsed} sessions ${await server.sessions.count()}`);
    })();
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
