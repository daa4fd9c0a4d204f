import { createClient } from 'redis';
import { baselineMockSettings, type MockSettings } from './config';
import type { ScenarioEntries } from './scenarios';
import {
  DEFAULT_MAX_SESSIONS,
  DEFAULT_SESSION,
  DEFAULT_SESSION_IDLE_MS,
  type MockSessions,
  type OpenedSession,
  type SessionOptions,
  type SessionSummary,
} from './server-sessions';
import type { MockScope } from './session-scope';

/** Every key of the store starts so, so one Redis can hold other data beside it. */
const KEY_PREFIX = 'bait-mock:';
const SESSION_KEY = `${KEY_PREFIX}session:`;
/** The named sessions by last use (a sorted set): what idle expiry and the cap read. */
const SESSIONS_KEY = `${KEY_PREFIX}sessions`;
const STATE_FIELD = 'state:';
/** An absent field, in the compare-and-set script's arguments (a stored value is JSON, never empty). */
const ABSENT = '';

/**
 * One round trip per request to start it: the session is touched (last use, request count, idle
 * time to live, its place among the named sessions, the cap) and read whole.
 * KEYS: session hash, sessions set. ARGV: id, now, idle ms, cap, "1" for the default session, session key prefix.
 */
const OPEN_SCRIPT = `
local now = tonumber(ARGV[2])
local idle = tonumber(ARGV[3])
local shared = ARGV[5] == '1'
if not shared then
  redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', '(' .. (now - idle))
  if not redis.call('ZSCORE', KEYS[2], ARGV[1]) then
    local size = redis.call('ZCARD', KEYS[2])
    while size >= tonumber(ARGV[4]) do
      local oldest = redis.call('ZPOPMIN', KEYS[2])
      redis.call('DEL', ARGV[6] .. oldest[1])
      size = size - 1
    end
    redis.call('DEL', KEYS[1])
  end
  redis.call('ZADD', KEYS[2], now, ARGV[1])
end
redis.call('HSETNX', KEYS[1], 'createdAt', now)
redis.call('HSET', KEYS[1], 'lastUsedAt', now)
redis.call('HINCRBY', KEYS[1], 'requests', 1)
if not shared then redis.call('PEXPIRE', KEYS[1], idle) end
return redis.call('HGETALL', KEYS[1])
`;

/**
 * What a request changed, written only if each changed field still holds what the request read:
 * two replicas answering the same session at once (two wrong codes against one lockout counter)
 * never lose an update; the later one is answered afresh. KEYS: session hash. ARGV: idle ms
 * (0 for the default session), then field, value read, value to write, for each changed field.
 */
const SAVE_SCRIPT = `
for i = 2, #ARGV, 3 do
  local current = redis.call('HGET', KEYS[1], ARGV[i]) or ''
  if current ~= ARGV[i + 1] then return 0 end
end
for i = 2, #ARGV, 3 do
  if ARGV[i + 2] == '' then redis.call('HDEL', KEYS[1], ARGV[i]) else redis.call('HSET', KEYS[1], ARGV[i], ARGV[i + 2]) end
end
if tonumber(ARGV[1]) > 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return 1
`;

type RedisClient = ReturnType<typeof createClient>;
type Script = { source: string; sha: string };

function fieldsOf(reply: unknown): Map<string, string> {
  const fields = new Map<string, string>();
  if (!Array.isArray(reply)) return fields;
  for (let index = 0; index + 1 < reply.length; index += 2) fields.set(String(reply[index]), String(reply[index + 1]));
  return fields;
}

function parsed<T>(text: string | undefined, fallback: T): T {
  if (text === undefined) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/**
 * The mock server's sessions in Redis (`MOCK_SERVER_STORE=redis://host:port`), so replicas
 * behind any balancer answer as one server. A session is one hash (scenarios, settings, each
 * stateful behaviour's memory as a field of its own), expiring after its idle time; a request
 * reads it once when it starts and writes back only the fields it changed (decision 282).
 */
export class RedisSessionStore implements MockSessions {
  readonly sharesDefaultSession = true;
  readonly idleMs: number;
  readonly maxSessions: number;
  /** Named sessions as last counted. */
  size = 0;
  private readonly now: () => number;

  private constructor(
    private readonly client: RedisClient,
    private readonly scripts: { open: Script; save: Script },
    options: SessionOptions,
  ) {
    this.idleMs = options.idleMs ?? DEFAULT_SESSION_IDLE_MS;
    this.maxSessions = options.maxSessions ?? DEFAULT_MAX_SESSIONS;
    this.now = options.now ?? Date.now;
  }

  /** Connects, loads the two scripts, and fails at once (rather than on the first request) when Redis does not answer. */
  static async connect(url: string, options: SessionOptions = {}): Promise<RedisSessionStore> {
    const client: RedisClient = createClient({ url, socket: { connectTimeout: 5000 } });
    let lastError = '';
    // node-redis reconnects by itself; an error event nobody listens to would end the process.
    client.on('error', (error: unknown) => {
      const text = String(error);
      if (text !== lastError) console.error(`[mock server] Redis at ${url}: ${text}`);
      lastError = text;
    });
    client.on('ready', () => {
      lastError = '';
    });
    await client.connect();
    const load = async (source: string): Promise<Script> => ({ source, sha: await client.scriptLoad(source) });
    return new RedisSessionStore(client, { open: await load(OPEN_SCRIPT), save: await load(SAVE_SCRIPT) }, options);
  }

  async open(id: string): Promise<OpenedSession> {
    const shared = id === DEFAULT_SESSION;
    const key = SESSION_KEY + id;
    const fields = fieldsOf(
      await this.run(
        this.scripts.open,
        [key, SESSIONS_KEY],
        [id, String(this.now()), String(this.idleMs), String(this.maxSessions), shared ? '1' : '0', SESSION_KEY],
      ),
    );
    const baseline = baselineMockSettings();
    const state = new Map<string, unknown>();
    for (const [field, text] of fields) if (field.startsWith(STATE_FIELD)) state.set(field.slice(STATE_FIELD.length), parsed(text, undefined));
    const scope: MockScope = {
      scenarios: parsed<ScenarioEntries>(fields.get('scenarios'), {}),
      settings: { ...baseline, ...parsed<Partial<MockSettings>>(fields.get('settings'), {}) },
      state,
    };
    // What a field holds before the request, as the save script compares it: absent fields read as their initial value.
    const before = (field: string, initial: string) => fields.get(field) ?? initial;
    const initialScenarios = JSON.stringify({});
    const initialSettings = JSON.stringify(baseline);
    return {
      scope,
      save: async () => {
        const changes: string[] = [];
        const compare = (field: string, value: string | undefined, initial: string) => {
          const text = value ?? ABSENT;
          if (text !== before(field, initial)) changes.push(field, fields.get(field) ?? ABSENT, text);
        };
        compare('scenarios', JSON.stringify(scope.scenarios), initialScenarios);
        compare('settings', JSON.stringify(scope.settings), initialSettings);
        for (const [domain, value] of scope.state) compare(STATE_FIELD + domain, JSON.stringify(value), ABSENT);
        if (changes.length === 0) return true;
        return (await this.run(this.scripts.save, [key], [shared ? '0' : String(this.idleMs), ...changes])) === 1;
      },
    };
  }

  async forget(id: string): Promise<boolean> {
    const [removed] = await Promise.all([this.client.del(SESSION_KEY + id), this.client.zRem(SESSIONS_KEY, id)]);
    // The default session is always there: forgetting it starts it afresh.
    return id === DEFAULT_SESSION || removed > 0;
  }

  async list(): Promise<SessionSummary[]> {
    const now = this.now();
    await this.expireIdle();
    const ids = (await this.client.zRange(SESSIONS_KEY, 0, -1, { REV: true })).map(String);
    const hashes = await Promise.all(
      [DEFAULT_SESSION, ...ids].map((id) => this.client.hmGet(SESSION_KEY + id, ['createdAt', 'lastUsedAt', 'requests', 'scenarios'])),
    );
    return [DEFAULT_SESSION, ...ids].flatMap((id, index) => {
      const [createdAt, lastUsedAt, requests, scenarios] = (hashes[index] ?? []).map((value) => (value === null ? undefined : String(value)));
      // A named session whose hash expired between the two reads is gone.
      if (id !== DEFAULT_SESSION && lastUsedAt === undefined) return [];
      const used = Number(lastUsedAt ?? now);
      return [
        {
          id,
          createdAt: new Date(Number(createdAt ?? now)).toISOString(),
          lastUsedAt: new Date(used).toISOString(),
          idleSeconds: Math.max(0, Math.round((now - used) / 1000)),
          requests: Number(requests ?? 0),
          scenarios: parsed<Record<string, string>>(scenarios, {}),
        },
      ];
    });
  }

  async count(): Promise<number> {
    await this.expireIdle();
    this.size = await this.client.zCard(SESSIONS_KEY);
    return this.size;
  }

  /** The hashes expire by themselves; this keeps the set of named sessions in step with them. */
  async expireIdle(): Promise<number> {
    const [expired, left] = await Promise.all([
      this.client.zRemRangeByScore(SESSIONS_KEY, '-inf', `(${this.now() - this.idleMs}`),
      this.client.zCard(SESSIONS_KEY),
    ]);
    this.size = left;
    return expired;
  }

  async close(): Promise<void> {
    if (this.client.isOpen) await this.client.close();
  }

  /** EVALSHA, and EVAL once when Redis no longer knows the script (it restarted without persistence). */
  private async run(script: Script, keys: string[], args: string[]): Promise<unknown> {
    try {
      return await this.client.evalSha(script.sha, { keys, arguments: args });
    } catch (error) {
      if (!String(error).includes('NOSCRIPT')) throw error;
      return this.client.eval(script.source, { keys, arguments: args });
    }
  }
}
