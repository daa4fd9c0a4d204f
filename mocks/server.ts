import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { clearCalls } from './activity';
import { resetState } from './behaviors/state';
import { applySettingsParams, resetMockSettings } from './config';
import { scenarioParamRefusal } from './engine/scenario-keys';
import type { HeaderReader } from './engine/types';
import { operations } from './generated';
import { answerOperation, type OperationAnswer } from './handlers';
import { buildRouteTable } from './route-table';
import { applyScenarioParam, clearScenarios, getScenarios } from './scenarios';
import {
  BodyTooLargeError,
  DEFAULT_LIMITS,
  enforceLimits,
  problemBody,
  readBodyWithin,
  refuseLargeBody,
  serverOptionsFor,
  skipBody,
  type MockServerLimits,
} from './server-limits';
import { forwardCall, type ProxyOptions } from './server-proxy';
import { DEFAULT_SESSION, SESSION_HEADER, SESSION_NAME, SessionStore, type MockSessions, type OpenedSession, type SessionOptions } from './server-sessions';
import { setScopeResolver, type MockScope } from './session-scope';

export type MockServerOptions = {
  host: string;
  port: number;
  allowedOrigins: string[];
  sessions?: SessionOptions;
  /** Where sessions live: the server's memory (default) or `redis://host:port`, shared by every replica (decision 282). */
  store?: string;
  /** Record mode: every call outside /__mock/ goes to this backend, and its answer is observed. */
  proxy?: ProxyOptions;
  /** Body size, head size, timeouts and the per-client connection cap; each defaults to DEFAULT_LIMITS. */
  limits?: Partial<MockServerLimits>;
};

/** The HTTP server, with its sessions and a switch that makes readiness answer 503 before it stops. */
export type MockServer = Server & { sessions: MockSessions; drain: () => void };

const SESSION_COOKIE = 'mock_session';
const SESSION_QUERY_PARAM = 'session';
/** The server's own endpoints (health, readiness, sessions) live under this prefix, outside the contract. */
const ADMIN_PREFIX = '/__mock/';

const CORS_ALLOWED_HEADERS = '*';
const CORS_EXPOSED_HEADERS = `x-mock-source, content-type, ${SESSION_HEADER}`;
const PROBLEM_JSON = 'application/problem+json';
/**
 * How often one request is answered afresh when, in the shared store, another request of its
 * session changed the same state meanwhile (a race of replicas); then 503.
 */
const MAX_SAVE_ATTEMPTS = 5;
/** How often idle sessions are looked for even when no request comes in. */
const MAX_SWEEP_INTERVAL_MS = 60_000;

const findRoute = buildRouteTable(operations);
const scopes = new AsyncLocalStorage<MockScope>();

/**
 * The contract's named examples serialised once: the same object always gives the same text, so
 * an answer taken from an example skips JSON.stringify (example values are never changed in
 * place; behaviours copy them).
 */
const exampleValues = new WeakSet<object>();
for (const operation of operations) {
  for (const response of operation.responses) {
    for (const example of response.examples) if (typeof example.value === 'object' && example.value !== null) exampleValues.add(example.value);
  }
}
const serialisedExamples = new WeakMap<object, string>();

function serialiseJson(body: unknown): string {
  if (typeof body !== 'object' || body === null || !exampleValues.has(body)) return JSON.stringify(body);
  let text = serialisedExamples.get(body);
  if (text === undefined) {
    text = JSON.stringify(body);
    serialisedExamples.set(body, text);
  }
  return text;
}

function corsHeaders(requestOrigin: string | undefined, allowedOrigins: string[]): Record<string, string> {
  if (!requestOrigin || !(allowedOrigins.includes('*') || allowedOrigins.includes(requestOrigin))) return {};
  return {
    'access-control-allow-origin': requestOrigin,
    'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'access-control-allow-headers': CORS_ALLOWED_HEADERS,
    'access-control-expose-headers': CORS_EXPOSED_HEADERS,
    'access-control-allow-credentials': 'true',
    vary: 'Origin',
  };
}

/** Node's parsed headers as the mocks read them: `Headers.get` semantics without building a `Headers`. */
function headerReader(incoming: IncomingMessage): HeaderReader {
  return {
    get(name) {
      const value = incoming.headers[name.toLowerCase()];
      if (value === undefined) return null;
      return Array.isArray(value) ? value.join(', ') : value;
    },
  };
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}

type SessionChoice = { id: string; setCookie: boolean } | { invalid: string };

/**
 * Which session a request belongs to: the `x-mock-session` header, else
 * `?session=` (a browser address; the answer sets the cookie), else the `mock_session` cookie,
 * else the default session, and the answer offers a fresh session in a cookie.
 */
function chooseSession(incoming: IncomingMessage, url: URL): SessionChoice & { offered?: string } {
  const header = incoming.headers[SESSION_HEADER];
  const named = typeof header === 'string' ? header.trim() : undefined;
  if (named) return SESSION_NAME.test(named) ? { id: named, setCookie: false } : { invalid: named };
  const fromQuery = url.search ? url.searchParams.get(SESSION_QUERY_PARAM) : null;
  if (fromQuery !== null) return SESSION_NAME.test(fromQuery) ? { id: fromQuery, setCookie: true } : { invalid: fromQuery };
  const fromCookie = cookieValue(incoming.headers.cookie, SESSION_COOKIE);
  if (fromCookie !== undefined) return SESSION_NAME.test(fromCookie) ? { id: fromCookie, setCookie: false } : { invalid: fromCookie };
  return { id: DEFAULT_SESSION, setCookie: false, offered: randomUUID() };
}

function sessionCookie(id: string): string {
  return `${SESSION_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax`;
}

/**
 * What a request's URL chooses for its session, the same vocabulary as the app's URL:
 * `?scenario=` (every scenario of the session), `?seed=`, `?profile=`, `?latency=`. Runs inside
 * the session's scope. The one place the server reads scenarios from a URL: a `?scenario=` that
 * names an operation or outcome the contract does not have is refused, and nothing of that
 * address is applied (decision 150).
 */
function applyUrlChoices(url: URL): ReturnType<typeof scenarioParamRefusal> {
  if (!url.search) return undefined;
  const refusal = scenarioParamRefusal(operations, url.searchParams);
  if (refusal) return refusal;
  applyScenarioParam(url.searchParams);
  applySettingsParams(url.searchParams);
  return undefined;
}

function sendJson(outgoing: ServerResponse, status: number, body: unknown, headers: Record<string, string>, contentType = 'application/json'): void {
  const text = JSON.stringify(body);
  outgoing.writeHead(status, { ...headers, 'content-type': contentType, 'content-length': String(Buffer.byteLength(text)) });
  outgoing.end(text);
}

function problem(outgoing: ServerResponse, status: number, title: string, detail: string, headers: Record<string, string>): void {
  sendJson(outgoing, status, { type: 'about:blank', title, status, detail }, headers, PROBLEM_JSON);
}

function send(outgoing: ServerResponse, incoming: IncomingMessage, result: OperationAnswer, headers: Record<string, string>): void {
  if (result.kind === 'networkError') {
    incoming.socket.destroy();
    return;
  }
  const { answer } = result;
  let body: string | undefined;
  if (answer !== undefined) body = result.json ? serialiseJson(answer.body) : String(answer.body);
  Object.assign(headers, result.headers);
  headers['content-length'] = body === undefined ? '0' : String(Buffer.byteLength(body));
  outgoing.writeHead(result.status, headers);
  outgoing.end(body);
}

/** Resets one session: a named one is forgotten, the default one is cleared. */
async function resetSession(sessions: MockSessions, id: string): Promise<boolean> {
  if (id !== DEFAULT_SESSION || sessions.sharesDefaultSession) return sessions.forget(id);
  clearScenarios();
  resetMockSettings();
  resetState();
  clearCalls();
  return true;
}

/** GET health and ready, GET sessions, DELETE sessions/{id}, POST reset (the caller's own session). */
async function answerAdmin(
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  url: URL,
  context: { sessions: MockSessions; ready: () => boolean; cors: Record<string, string>; session: string | undefined; skipBody: () => void },
): Promise<void> {
  const { sessions, cors } = context;
  const route = url.pathname.slice(ADMIN_PREFIX.length);
  const method = incoming.method ?? 'GET';
  context.skipBody();
  if (route === 'health' && method === 'GET') return sendJson(outgoing, 200, { status: 'ok' }, cors);
  if (route === 'ready' && method === 'GET') {
    if (!context.ready()) return sendJson(outgoing, 503, { status: 'stopping' }, cors);
    // With a shared store, a replica that cannot reach it is not ready.
    const count = await Promise.resolve(sessions.count()).catch(() => undefined);
    return count === undefined
      ? sendJson(outgoing, 503, { status: 'store unavailable' }, cors)
      : sendJson(outgoing, 200, { status: 'ready', sessions: count }, cors);
  }
  if (route === 'sessions' && method === 'GET') {
    const list = await sessions.list(getScenarios());
    return sendJson(outgoing, 200, { idleTimeoutSeconds: sessions.idleMs / 1000, maxSessions: sessions.maxSessions, count: list.length, sessions: list }, cors);
  }
  const one = /^sessions\/([^/]+)$/.exec(route)?.[1];
  if (one !== undefined && method === 'DELETE') {
    const id = decodeURIComponent(one);
    if (await resetSession(sessions, id)) {
      outgoing.writeHead(204, cors).end();
      return;
    }
    return problem(outgoing, 404, 'No such mock session', `${id} is not a session of this server (expired, reset or never used)`, cors);
  }
  if (route === 'reset' && method === 'POST') {
    if (context.session === undefined)
      return problem(outgoing, 400, 'Invalid mock session name', 'A session name has 1 to 64 letters, digits, ".", "_", "~" or "-"', cors);
    await resetSession(sessions, context.session);
    outgoing.writeHead(204, cors).end();
    return;
  }
  return problem(outgoing, 404, 'No endpoint of the mock server matches', `${method} ${url.pathname}`, cors);
}

/** Record mode: the call, its body within the limit, goes to the backend; no mock session is involved. */
async function forwardWithin(
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  url: URL,
  context: { proxy: ProxyOptions; limits: MockServerLimits; cors: Record<string, string> },
): Promise<void> {
  const method = incoming.method ?? 'GET';
  let bodyText = '';
  try {
    bodyText = await readBodyWithin(incoming, context.limits.maxBodyBytes);
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    refuseLargeBody(outgoing, context.cors, error.limit);
    return;
  }
  await forwardCall(incoming, outgoing, { url, bodyText, operation: findRoute(method, url.origin + url.pathname)?.operation }, context.proxy);
}

async function answer(
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  options: MockServerOptions,
  context: { origin: string; sessions: MockSessions; ready: () => boolean; limits: MockServerLimits },
): Promise<void> {
  const { origin, sessions, ready, limits } = context;
  const cors = corsHeaders(incoming.headers.origin, options.allowedOrigins);
  const method = incoming.method ?? 'GET';
  const skip = () => skipBody(incoming, limits.maxBodyBytes);
  if (method === 'OPTIONS') {
    skip();
    // A credentialed request (the session cookie) takes no `*`: the preflight names the headers asked for.
    const asked = incoming.headers['access-control-request-headers'];
    outgoing.writeHead(204, 'access-control-allow-origin' in cors && asked ? { ...cors, 'access-control-allow-headers': asked } : cors).end();
    return;
  }
  const url = new URL(incoming.url ?? '/', origin);
  if (options.proxy && !url.pathname.startsWith(ADMIN_PREFIX)) {
    await forwardWithin(incoming, outgoing, url, { proxy: options.proxy, limits, cors });
    return;
  }
  const choice = chooseSession(incoming, url);
  if (url.pathname.startsWith(ADMIN_PREFIX)) {
    await answerAdmin(incoming, outgoing, url, { sessions, ready, cors, session: 'id' in choice ? choice.id : undefined, skipBody: skip });
    return;
  }
  if ('invalid' in choice) {
    skip();
    problem(outgoing, 400, 'Invalid mock session name', `"${choice.invalid}": a session name has 1 to 64 letters, digits, ".", "_", "~" or "-"`, cors);
    return;
  }
  const headers: Record<string, string> = { ...cors, [SESSION_HEADER]: choice.id };
  if (choice.setCookie) headers['set-cookie'] = sessionCookie(choice.id);
  if (choice.offered) {
    headers['set-cookie'] = sessionCookie(choice.offered);
    headers[SESSION_HEADER] = DEFAULT_SESSION;
  }
  // The session's name is no part of the request the mocks see: the same call gives the same data
  // whichever way the session was named.
  if (choice.setCookie) url.searchParams.delete(SESSION_QUERY_PARAM);
  // The body is read once, whatever number of times the request is answered.
  let bodyText: string | undefined;
  /** What the request is answered, decided inside its session's scope and sent once the session is saved. */
  const decide = async (): Promise<() => void> => {
    const refusal = applyUrlChoices(url);
    if (refusal) {
      skip();
      return () => sendJson(outgoing, refusal.status, refusal, { ...headers, 'x-mock-source': 'refused' }, PROBLEM_JSON);
    }
    const route = findRoute(method, url.origin + url.pathname);
    if (!route) {
      skip();
      return () => problem(outgoing, 404, 'No operation of the contract matches', `${method} ${url.pathname}`, headers);
    }
    if (bodyText === undefined) {
      bodyText = '';
      if (method !== 'GET' && method !== 'HEAD') {
        try {
          bodyText = await readBodyWithin(incoming, limits.maxBodyBytes);
        } catch (error) {
          if (!(error instanceof BodyTooLargeError)) throw error;
          return () => refuseLargeBody(outgoing, headers, error.limit);
        }
      }
      if (bodyText === '') skip();
    }
    const result = await answerOperation(route.operation, { method, url, headers: headerReader(incoming), bodyText, pathParams: route.params });
    return () => send(outgoing, incoming, result, headers);
  };
  for (let attempt = 1; attempt <= MAX_SAVE_ATTEMPTS; attempt += 1) {
    const opening = sessions.open(choice.id);
    const session: OpenedSession = opening instanceof Promise ? await opening : opening;
    const reply = await (session.scope ? scopes.run(session.scope, decide) : decide());
    const saving = session.save();
    if (saving === true || (saving !== false && (await saving))) {
      reply();
      return;
    }
  }
  problem(outgoing, 503, 'Mock session busy', `Other requests of session ${choice.id} kept changing the same state; try again`, {
    ...headers,
    'retry-after': '1',
  });
}

/** The in-memory store, or Redis when `store` names it; Redis's client loads only then. */
async function openStore(options: MockServerOptions): Promise<MockSessions> {
  if (options.store === undefined || options.store === 'memory') return new SessionStore(options.sessions);
  if (!/^rediss?:\/\//.test(options.store)) throw new Error(`A mock server store is "memory" or redis://host:port, not "${options.store}"`);
  const { RedisSessionStore } = await import('./server-redis-sessions');
  return RedisSessionStore.connect(options.store, options.sessions);
}

/**
 * The generated mocks over plain HTTP, for curl, a mobile app, Prism's proxy or a team's QA
 * environment: one mock session per client (decisions 131 to 134).
 */
export async function startMockServer(options: MockServerOptions): Promise<MockServer> {
  setScopeResolver(() => scopes.getStore());
  const sessions = await openStore(options);
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  let draining = false;
  const context = { origin: `http://${options.host}:${options.port}`, sessions, ready: () => !draining, limits };
  const server = createServer({ keepAliveTimeout: 65_000, ...serverOptionsFor(limits) }, (incoming, outgoing) => {
    if (isRefused(incoming.socket)) return;
    answer(incoming, outgoing, options, context).catch((error: unknown) => {
      console.error(`[mock server] ${incoming.method ?? ''} ${incoming.url ?? ''} failed:`, error);
      if (outgoing.headersSent) {
        outgoing.destroy();
        return;
      }
      const body = problemBody(500, 'The mock server failed', String(error));
      outgoing.writeHead(500, { 'content-type': PROBLEM_JSON, 'content-length': String(Buffer.byteLength(body)) }).end(body);
    });
  });
  const isRefused = enforceLimits(server, limits);
  const sweep = setInterval(
    () => void Promise.resolve(sessions.expireIdle()).catch(() => undefined),
    Math.max(1000, Math.min(sessions.idleMs, MAX_SWEEP_INTERVAL_MS)),
  );
  sweep.unref();
  server.on('close', () => {
    clearInterval(sweep);
    void sessions.close();
  });
  const mockServer = Object.assign(server, {
    sessions,
    drain: () => {
      draining = true;
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', (error) => {
      void sessions.close();
      reject(error);
    });
    server.listen(options.port, options.host, () => resolve(mockServer));
  });
}
