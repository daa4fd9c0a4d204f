import { readRetryPauseMs } from '@/shared/api/query-client';
import { QUERY_RETRIES, type OperationId } from '@/shared/api/query-retries';

/** The guest session is asked for at most this many times before the error alert (spec 8, 9). */
export const GUEST_ATTEMPTS = 3;

/**
 * The app renders before the flags arrive, but a flag's route waits for them; a static host or
 * IP provider that hangs must not keep it waiting, so each read gives up after this long.
 */
export const FEATURE_FLAGS_TIMEOUT_MS = 5_000;

/** Calls the code sends again in a loop of its own, at once, until one succeeds. */
const LOOPED_ATTEMPTS = {
  assignGuestSession: GUEST_ATTEMPTS,
  getPortabilityGuest: GUEST_ATTEMPTS,
} as const satisfies Partial<Record<OperationId, number>>;

/** Calls that count as unanswered after this long, whatever the server does (settle's `timeoutMs`). */
const TIME_LIMITS_MS = {
  getFeatureFlags: FEATURE_FLAGS_TIMEOUT_MS,
  getFeatureConditions: FEATURE_FLAGS_TIMEOUT_MS,
  getGuestEsimSetting: FEATURE_FLAGS_TIMEOUT_MS,
  lookupIp: FEATURE_FLAGS_TIMEOUT_MS,
} as const satisfies Partial<Record<OperationId, number>>;

export interface CallPolicy {
  /** Requests sent before the screen shows the failure. */
  attempts: number;
  /** The pause before each attempt after the first. */
  pausesMs: number[];
  /** When the app stops waiting for one attempt, if it ever does. */
  timeLimitMs: number | undefined;
}

function entry<T extends Record<string, number>>(table: T, operation: string): number | undefined {
  return Object.hasOwn(table, operation) ? table[operation as keyof T] : undefined;
}

/**
 * What the app does when this operation fails: every call not in the tables above (a write, a
 * read a screen sends itself) is sent once.
 */
export function callPolicyOf(operation: string): CallPolicy {
  const retries = entry(QUERY_RETRIES, operation) ?? 0;
  const looped = entry(LOOPED_ATTEMPTS, operation) ?? 1;
  const pausesMs: number[] = [];
  for (let round = 0; round <= retries; round += 1) {
    if (round > 0) pausesMs.push(readRetryPauseMs(round - 1));
    for (let again = 1; again < looped; again += 1) pausesMs.push(0);
  }
  return { attempts: (retries + 1) * looped, pausesMs, timeLimitMs: entry(TIME_LIMITS_MS, operation) };
}

/** When the screen shows the failure if every attempt waits `attemptMs` and then fails (the `timeout` outcome). */
export function failureAfterMs(policy: CallPolicy, attemptMs: number): number {
  const perAttempt = Math.min(attemptMs, policy.timeLimitMs ?? Infinity);
  return policy.attempts * perAttempt + policy.pausesMs.reduce((sum, pause) => sum + pause, 0);
}

/** Operations that take the same time to show the `timeout` outcome's failure, for the QA panel. */
export interface FailureGroup {
  attempts: number;
  afterMs: number;
  /** Empty for the calls sent once, which is every other operation. */
  operations: string[];
}

/** The groups of operations by when `timeout` shows its failure, the calls sent once first. */
export function failureGroups(attemptMs: number): FailureGroup[] {
  const listed = [...new Set([...Object.keys(QUERY_RETRIES), ...Object.keys(LOOPED_ATTEMPTS), ...Object.keys(TIME_LIMITS_MS)])].sort();
  const groups = new Map<string, FailureGroup>();
  const once = callPolicyOf('');
  groups.set(`1:${String(failureAfterMs(once, attemptMs))}`, { attempts: 1, afterMs: failureAfterMs(once, attemptMs), operations: [] });
  for (const operation of listed) {
    const policy = callPolicyOf(operation);
    const afterMs = failureAfterMs(policy, attemptMs);
    const key = `${String(policy.attempts)}:${String(afterMs)}`;
    if (key === `1:${String(failureAfterMs(once, attemptMs))}`) continue;
    const group = groups.get(key) ?? { attempts: policy.attempts, afterMs, operations: [] };
    group.operations.push(operation);
    groups.set(key, group);
  }
  return [...groups.values()];
}
