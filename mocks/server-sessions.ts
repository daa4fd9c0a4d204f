import { baselineMockSettings } from './config';
import type { MockScope } from './session-scope';

/** The request header that names a client's session (also its answers' header that says which session answered). */
export const SESSION_HEADER = 'x-mock-session';
/** The session of clients that name none and keep no cookie (curl, Prism's proxy): the process's own memory. */
export const DEFAULT_SESSION = 'default';
export const DEFAULT_SESSION_IDLE_MS = 30 * 60 * 1000;
export const DEFAULT_MAX_SESSIONS = 5000;
/** What a session name may be: safe in a header, a cookie and a URL as it is. */
export const SESSION_NAME = /^[A-Za-z0-9._~-]{1,64}$/;

export type SessionOptions = {
  /** A session unused for this long is forgotten (default 30 minutes). */
  idleMs?: number;
  /** Beyond this many named sessions, the least recently used one is forgotten (default 5000). */
  maxSessions?: number;
  /** The clock, for tests. */
  now?: () => number;
};

type Session = { id: string; scope: MockScope | undefined; createdAt: number; lastUsedAt: number; requests: number };

export type SessionSummary = {
  id: string;
  createdAt: string;
  lastUsedAt: string;
  idleSeconds: number;
  requests: number;
  scenarios: Record<string, string>;
};

function freshScope(): MockScope {
  return { scenarios: {}, settings: { ...baselineMockSettings() }, state: new Map() };
}

/**
 * One session opened for one request: its scope (undefined for the in-memory default session,
 * the process's own memory), and `save`, which keeps what the request changed and says whether
 * it could (false: another request of the session changed the same thing meanwhile, so the
 * request is answered afresh).
 */
export type OpenedSession = { scope: MockScope | undefined; save: () => boolean | Promise<boolean> };

/**
 * Where the mock server keeps its sessions: in its own memory (SessionStore, the default) or in
 * Redis (mocks/server-redis-sessions.ts), shared by every replica.
 */
export interface MockSessions {
  readonly idleMs: number;
  readonly maxSessions: number;
  /** Whether the default session lives in the store too (Redis), rather than in the process's memory. */
  readonly sharesDefaultSession: boolean;
  open(id: string): OpenedSession | Promise<OpenedSession>;
  /** Forgets a session (its next request starts afresh); false when there is none. */
  forget(id: string): boolean | Promise<boolean>;
  /** Every session, the default one first, then the most recently used first. */
  list(defaultScenarios: Record<string, string>): SessionSummary[] | Promise<SessionSummary[]>;
  /** Named sessions held now, without the default one. */
  count(): number | Promise<number>;
  /** The same, as last counted (by `count`, a sweep or a request); in memory, now. */
  readonly size: number;
  /** Forgets sessions idle for longer than idleMs; how many. */
  expireIdle(): number | Promise<number>;
  close(): Promise<void>;
}

const SAVED = (): boolean => true;

/**
 * The mock server's sessions, in memory: a Map kept in order of last use, so the least recently
 * used session is its first entry and idle ones are found from the front.
 */
export class SessionStore implements MockSessions {
  readonly sharesDefaultSession = false;
  readonly idleMs: number;
  readonly maxSessions: number;
  private readonly now: () => number;
  private readonly sessions = new Map<string, Session>();
  private readonly defaultSession: Session;

  constructor(options: SessionOptions = {}) {
    this.idleMs = options.idleMs ?? DEFAULT_SESSION_IDLE_MS;
    this.maxSessions = options.maxSessions ?? DEFAULT_MAX_SESSIONS;
    this.now = options.now ?? Date.now;
    const started = this.now();
    this.defaultSession = { id: DEFAULT_SESSION, scope: undefined, createdAt: started, lastUsedAt: started, requests: 0 };
  }

  /** The session's scope for one request (undefined for the default session), made on first use. */
  use(id: string): MockScope | undefined {
    const now = this.now();
    this.expireIdle(now);
    if (id === DEFAULT_SESSION) {
      this.defaultSession.lastUsedAt = now;
      this.defaultSession.requests += 1;
      return undefined;
    }
    let session = this.sessions.get(id);
    if (session) {
      // Re-inserted: the Map's order is the order of last use.
      this.sessions.delete(id);
    } else {
      session = { id, scope: freshScope(), createdAt: now, lastUsedAt: now, requests: 0 };
      while (this.sessions.size >= this.maxSessions) this.forgetOldest();
    }
    session.lastUsedAt = now;
    session.requests += 1;
    this.sessions.set(id, session);
    return session.scope;
  }

  /** In memory, what a request changes is kept as it happens. */
  open(id: string): OpenedSession {
    return { scope: this.use(id), save: SAVED };
  }

  count(): number {
    return this.sessions.size;
  }

  close(): Promise<void> {
    this.sessions.clear();
    return Promise.resolve();
  }

  /** Forgets a named session (its next request starts afresh); false when there is none. */
  forget(id: string): boolean {
    return this.sessions.delete(id);
  }

  /** Forgets sessions idle for longer than idleMs; how many. */
  expireIdle(now = this.now()): number {
    let expired = 0;
    for (const session of this.sessions.values()) {
      if (now - session.lastUsedAt <= this.idleMs) break;
      this.sessions.delete(session.id);
      expired += 1;
    }
    return expired;
  }

  /** Named sessions held now, without the default one. */
  get size(): number {
    return this.sessions.size;
  }

  /** Every session, the default one first, then the most recently used first. */
  list(defaultScenarios: Record<string, string>): SessionSummary[] {
    const now = this.now();
    this.expireIdle(now);
    const summary = (session: Session, scenarios: Record<string, string>): SessionSummary => ({
      id: session.id,
      createdAt: new Date(session.createdAt).toISOString(),
      lastUsedAt: new Date(session.lastUsedAt).toISOString(),
      idleSeconds: Math.max(0, Math.round((now - session.lastUsedAt) / 1000)),
      requests: session.requests,
      scenarios,
    });
    const named = [...this.sessions.values()].reverse().map((session) => summary(session, { ...session.scope?.scenarios }));
    return [summary(this.defaultSession, defaultScenarios), ...named];
  }

  private forgetOldest(): void {
    const oldest = this.sessions.keys().next();
    if (!oldest.done) this.sessions.delete(oldest.value);
  }
}
