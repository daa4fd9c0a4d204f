import type { PreferDirectives } from './prefer';
import { SCENARIO_REFUSED_STATUS } from './scenario-keys';
import { hashToSeed } from './seed';
import type { OperationDefinition } from './types';

/**
 * Chaos mode (issue 47): `?chaos=<seed>:<rate>` makes each mocked call fail with probability
 * `rate`, with one of the operation's declared error outcomes, a network error or a timeout. The
 * draw of a call is keyed on the seed, the operation and how many calls of that operation came
 * before it in the page's life, so the same link fails the same calls in the same order even when
 * concurrent calls of different operations reach the mocks in another order (decision 276).
 */
export const CHAOS_QUERY_PARAM = 'chaos';

export type ChaosConfig = { seed: number; rate: number };

/** What a `chaos` value means: off (absent or empty), on, or refused aloud (decision 276). */
export type ChaosState = { kind: 'off' } | { kind: 'on'; config: ChaosConfig } | { kind: 'refused'; value: string; reason: string };

/** The written form, for messages: seed a whole number, rate from 0 to 1. */
const CHAOS_FORMAT = '<semilla>:<tasa>, p. ej. chaos=7:0.2 (semilla entera, tasa de 0 a 1)';

const SEED = /^\d{1,10}$/;
const RATE = /^(?:\d+(?:\.\d*)?|\.\d+)$/;

/** Reads a `chaos` value; anything but `<whole seed>:<rate from 0 to 1>` or empty is refused. */
export function parseChaos(value: string | undefined): ChaosState {
  const text = value?.trim() ?? '';
  if (text === '') return { kind: 'off' };
  const separator = text.indexOf(':');
  if (separator < 0) return { kind: 'refused', value: text, reason: `falta «:» entre la semilla y la tasa` };
  const seed = text.slice(0, separator).trim();
  const rate = text.slice(separator + 1).trim();
  if (!SEED.test(seed)) return { kind: 'refused', value: text, reason: `la semilla «${seed}» no es un número entero` };
  if (!RATE.test(rate) || Number(rate) > 1) return { kind: 'refused', value: text, reason: `la tasa «${rate}» no es un número de 0 a 1` };
  return { kind: 'on', config: { seed: Number(seed), rate: Number(rate) } };
}

export function formatChaos(config: ChaosConfig): string {
  return `${config.seed}:${config.rate}`;
}

/** One line for the console and the refusal's body. */
export function describeChaosRefusal(state: Extract<ChaosState, { kind: 'refused' }>): string {
  return `chaos=${state.value} refused: ${state.reason}. Expected ${CHAOS_FORMAT}. Every mocked call answers 421 until it is fixed or removed.`;
}

/** MurmurHash3's finaliser over FNV-1a: nearby inputs (call 3, call 4) give unrelated draws. */
function mix(hash: number): number {
  let value = hash;
  value ^= value >>> 16;
  value = Math.imul(value, 0x85ebca6b);
  value ^= value >>> 13;
  value = Math.imul(value, 0xc2b2ae35);
  value ^= value >>> 16;
  return value >>> 0;
}

const failuresByOperation = new WeakMap<OperationDefinition, readonly string[]>();

/**
 * The outcomes chaos picks from for an operation: every named example of a declared 4xx/5xx (or
 * `code=NNN` for such a status without examples), then `networkError` and `timeout`.
 */
export function chaosFailuresOf(operation: OperationDefinition): readonly string[] {
  let failures = failuresByOperation.get(operation);
  if (!failures) {
    const declared = operation.responses
      .filter((response) => typeof response.status === 'number' && response.status >= 400)
      .flatMap((response) => (response.examples.length > 0 ? response.examples.map((example) => example.key) : [`code=${String(response.status)}`]));
    failures = [...new Set(declared), 'networkError', 'timeout'];
    failuresByOperation.set(operation, failures);
  }
  return failures;
}

/** The failure of the `index`-th call (from 0) of an operation under `config`, or undefined when it passes. */
export function chaosDraw(config: ChaosConfig, operation: OperationDefinition, index: number): string | undefined {
  const roll = mix(hashToSeed(String(config.seed), 'chaos', operation.operationId, String(index))) / 2 ** 32;
  // roll is in [0, 1): a rate of 0 fails nothing, a rate of 1 everything.
  if (roll >= config.rate) return undefined;
  const failures = chaosFailuresOf(operation);
  const pick = mix(hashToSeed(String(config.seed), 'chaos-pick', operation.operationId, String(index))) % failures.length;
  return failures[pick];
}

/** Calls of each operation drawn so far under each chaos value, since the page (or app restart) began. */
const callCounts = new Map<string, number>();

export function resetChaosCounts(): void {
  callCounts.clear();
}

/**
 * The failure chaos gives this call, counting it; undefined when chaos is off or lets it pass. The
 * caller skips chaos for an operation the tester chose a scenario or Prefer outcome for: an
 * explicit choice always wins (decision 276).
 */
export function nextChaosFailure(value: string | undefined, operation: OperationDefinition): string | undefined {
  const state = parseChaos(value);
  if (state.kind !== 'on') return undefined;
  const key = `${formatChaos(state.config)} ${operation.operationId}`;
  const index = callCounts.get(key) ?? 0;
  callCounts.set(key, index + 1);
  return chaosDraw(state.config, operation, index);
}

/**
 * The failure chaos gives a call of the handler pipeline, or undefined: never for an operation the
 * tester chose a scenario for, nor for a request whose `Prefer` header (read once, into the
 * request's context) names its answer.
 */
export function chaosFor(value: string | undefined, operation: OperationDefinition, chosen: string | undefined, prefer: PreferDirectives): string | undefined {
  if (chosen !== undefined) return undefined;
  if (prefer.example !== undefined || prefer.code !== undefined) return undefined;
  return nextChaosFailure(value, operation);
}

export const CHAOS_REFUSED_TYPE = 'https://bait.invalid/problems/malformed-chaos';

/**
 * The problem+json body every mocked call answers while the tab's chaos value is malformed, with
 * the status unknown scenario keys get (421, declared by no operation), or undefined.
 */
export function chaosRefusal(value: string | undefined): { type: string; title: string; status: number; detail: string } | undefined {
  const state = parseChaos(value);
  if (state.kind !== 'refused') return undefined;
  return {
    type: CHAOS_REFUSED_TYPE,
    title: 'Malformed chaos value: refused, so no screen passes for a run under chaos',
    status: SCENARIO_REFUSED_STATUS,
    detail: describeChaosRefusal(state),
  };
}
