import type { BehaviorContext } from './types';
import { hashToSeed } from '../engine/seed';
import type { MockResponse } from '../engine/types';

/** A JSON object as the contract's bodies are: requests were validated before a behaviour runs. */
export type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A named example of the operation as the template of a stateful answer, with some fields
 * changed. The example must exist: a missing key is a bug of the behaviour, not of the request.
 */
export function fromExample(context: BehaviorContext, key: string, changes: JsonObject = {}): MockResponse {
  const answer = context.example(key);
  if (answer.exampleKey !== key) throw new Error(`${context.operation.operationId} has no example ${key}`);
  const body = isObject(answer.body) ? { ...answer.body, ...changes } : answer.body;
  return { ...answer, body, source: 'behavior', exampleKey: key };
}

/** The request body as an object (the contract's request schemas of these operations are objects). */
export function requestBody(context: BehaviorContext): JsonObject {
  return isObject(context.body) ? context.body : {};
}

export function stringField(body: JsonObject, name: string): string | undefined {
  const value = body[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * The JSON object carried as base64 in the body's `data` (the profile endpoints' legacy
 * envelope), or an empty object when it is missing or not base64 of a JSON object.
 */
export function base64JsonPayload(context: BehaviorContext): JsonObject {
  const data = stringField(requestBody(context), 'data');
  if (data === undefined) return {};
  try {
    const bytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return isObject(payload) ? payload : {};
  } catch {
    return {};
  }
}

export function pathParam(context: BehaviorContext, name: string): string {
  const value = context.pathParams[name];
  return typeof value === 'string' ? value : (value?.[0] ?? '');
}

export function bearerToken(context: BehaviorContext): string | undefined {
  return /^Bearer (.+)$/.exec(context.headers.get('authorization') ?? '')?.[1];
}

/** A deep copy of JSON data, so state kept in memory never shares objects with answers. */
export function copyJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

export const ONE_HOUR_MS = 60 * 60 * 1000;
export const ONE_DAY_MS = 24 * ONE_HOUR_MS;

export function isoAfter(ms: number, from: Date = new Date()): string {
  return new Date(from.getTime() + ms).toISOString();
}

/** A version-4-shaped uuid made from a hash of the parts: the same parts give the same uuid. */
export function deterministicUuid(...parts: string[]): string {
  const hex = [0, 1, 2, 3]
    .map((index) =>
      hashToSeed(...parts, String(index))
        .toString(16)
        .padStart(8, '0'),
    )
    .join('');
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return [hex.slice(0, 8), hex.slice(8, 12), `4${hex.slice(13, 16)}`, `${variant}${hex.slice(17, 20)}`, hex.slice(20, 32)].join('-');
}
