import { QueryClient, replaceEqualDeep } from '@tanstack/react-query';
import type { OperationDefinition } from '../engine/types';
import { buildRouteTable } from '../route-table';
import { answerTags, OPERATION_HEADER } from './answer-tags';

/**
 * What the site sends and reads, noted while the tests run (npm run usage:record, decision 262).
 * An entry is one line, tab-separated, so the browser can hand entries to the test runner as
 * strings and every part merges as a set:
 *   `<operationId>\trequest\t<field>`            a field the site sent (body., query., path., header.)
 *   `<operationId>\tresponse\t<status>`          an answer of that status reached the site's code
 *   `<operationId>\tresponse\t<status>\t<field>` a field of such an answer the site's code read
 */
export type UsageEntry = string;

/** What settle calls with each answer while recording: it hands the site a body that notes its reads. */
type AnswerHook = (response: Response, body: unknown) => unknown;

type UsageGlobal = { __baitUsage?: AnswerHook };

/** A field path: `a.b`, an array's items `[]` (`a.b[].c`, `[].c` at the root). */
function join(path: string, key: string): string {
  if (key === '[]') return `${path}[]`;
  return path === '' ? key : `${path}.${key}`;
}

/** Keys read of every value by the language or the libraries, never a field of the answer. */
const NOT_FIELDS = new Set(['then', 'toJSON', 'constructor', '$$typeof', 'asymmetricMatch', 'nodeType', 'tagName', '__proto__', 'prototype']);

/** What JSON parses to: a plain object or an array. A Blob (a PDF's answer) keeps its own methods. */
function isJsonContainer(value: unknown): value is object {
  if (Array.isArray(value)) return true;
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

const isIndex = (key: string) => /^(?:0|[1-9]\d*)$/.test(key);

/** The fields of a JSON value, as leaf paths under `path` (an empty object or array is a leaf). */
export function sentFields(value: unknown, path: string): string[] {
  if (Array.isArray(value)) return value.length === 0 ? [path] : value.flatMap((item) => sentFields(item, join(path, '[]')));
  if (typeof value === 'object' && value !== null) {
    const keys = Object.keys(value);
    return keys.length === 0 ? [path] : keys.flatMap((key) => sentFields((value as Record<string, unknown>)[key], join(path, key)));
  }
  return [path];
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Reads are noted only at depth 0: inside `quietly`, what a library reads is not the site's reading. */
let quietDepth = 0;

/** Runs `work` without noting reads. */
function quietly<T>(work: () => T): T {
  quietDepth += 1;
  try {
    return work();
  } finally {
    quietDepth -= 1;
  }
}

export interface UsageRecorder {
  /** Notes the fields of one request the site sent (called where the mocks see the request). */
  recordRequest(request: Request): Promise<void>;
  /** settle's hook: notes the answer's status and hands back its body wrapped to note each read. */
  answer: AnswerHook;
  /** Called with each entry the first time it is noted. */
  onEntry(listener: (entry: UsageEntry) => void): void;
  entries(): UsageEntry[];
}

/**
 * A recorder for the given operations. Requests and answers are matched to their operation by the
 * mocks' route table; an answer of the mocks also names its operation (x-mock-operation), which
 * settles the one path two methods share.
 */
export function createUsageRecorder(operations: readonly OperationDefinition[]): UsageRecorder {
  const findRoute = buildRouteTable(operations);
  const byId = new Map(operations.map((operation) => [operation.operationId, operation]));
  const noted = new Set<UsageEntry>();
  const listeners: Array<(entry: UsageEntry) => void> = [];

  const note = (...parts: string[]) => {
    const entry = parts.join('\t');
    if (noted.has(entry)) return;
    noted.add(entry);
    for (const listener of listeners) listener(entry);
  };

  const routeOf = (method: string, url: string) => {
    const { origin, pathname } = new URL(url);
    return findRoute(method, origin + pathname);
  };

  /** The answer's operation: as the mocks named it, or the only one whose path matches its address. */
  const operationOfAnswer = (response: Response): OperationDefinition | undefined => {
    const named = response.headers.get(OPERATION_HEADER);
    if (named) return byId.get(named);
    if (!response.url) return undefined;
    const matches = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].map((method) => routeOf(method, response.url)?.operation).filter(Boolean));
    return matches.size === 1 ? [...matches][0] : undefined;
  };

  /** One answer's values, each object or array wrapped once, so the site sees the same value on every read. */
  const watchAnswer = (body: object, record: (path: string) => void): object => {
    const wrapped = new WeakMap<object, object>();
    const proxies = new WeakSet<object>();
    const wrap = (value: unknown, path: string): unknown => {
      if (!isJsonContainer(value) || proxies.has(value)) return value;
      const known = wrapped.get(value);
      if (known) return known;
      const proxy = new Proxy(value, {
        get(target, key, receiver) {
          const found: unknown = Reflect.get(target, key, receiver);
          if (typeof key === 'symbol') return found;
          const own = Object.prototype.hasOwnProperty.call(target, key);
          let field: string | undefined;
          if (Array.isArray(target)) field = isIndex(key) ? join(path, '[]') : undefined;
          // An absent key the site asks for is a field it reads, unless every object answers it.
          else if (own || !(key in Object.prototype || NOT_FIELDS.has(key))) field = join(path, key);
          if (field === undefined) return found;
          if (quietDepth === 0) record(field);
          // A frozen property must read as itself (a proxy invariant).
          const descriptor = Reflect.getOwnPropertyDescriptor(target, key);
          if (descriptor && !descriptor.configurable && !descriptor.writable) return found;
          return wrap(found, field);
        },
        has(target, key) {
          if (typeof key === 'string' && quietDepth === 0 && !Array.isArray(target)) record(join(path, key));
          return Reflect.has(target, key);
        },
      });
      wrapped.set(value, proxy);
      proxies.add(proxy);
      return proxy;
    };
    return wrap(body, '') as object;
  };

  return {
    async recordRequest(request) {
      const route = routeOf(request.method, request.url);
      if (!route) return;
      const { operation, params } = route;
      const id = operation.operationId;
      const url = new URL(request.url);
      for (const parameter of operation.parameters) {
        const sent =
          (parameter.in === 'query' && url.searchParams.has(parameter.name)) ||
          (parameter.in === 'path' && params[parameter.name] !== undefined) ||
          (parameter.in === 'header' && request.headers.has(parameter.name));
        if (sent) note(id, 'request', `${parameter.in}.${parameter.name}`);
      }
      const text = await request.clone().text();
      if (text === '') return;
      const body = parseJson(text);
      for (const field of body === undefined ? ['body'] : sentFields(body, 'body')) note(id, 'request', field);
    },
    answer(response, body) {
      const operation = operationOfAnswer(response);
      if (!operation) return body;
      const status = String(response.status);
      note(operation.operationId, 'response', status);
      if (!isJsonContainer(body)) return body;
      return watchAnswer(body, (field) => note(operation.operationId, 'response', status, field));
    },
    onEntry(listener) {
      listeners.push(listener);
    },
    entries: () => [...noted],
  };
}

type Sharing = (previous: unknown, next: unknown) => unknown;

/** TanStack Query's own structural sharing, or the query's, run without noting reads; one function per kind, so options stay equal. */
const quietSharing = new Map<unknown, Sharing>();
function quietSharingOf(sharing: unknown): Sharing {
  let quiet = quietSharing.get(sharing);
  if (!quiet) {
    quiet = (previous, next) => quietly(() => (typeof sharing === 'function' ? (sharing as Sharing)(previous, next) : replaceEqualDeep(previous, next)));
    quietSharing.set(sharing, quiet);
  }
  return quiet;
}

/**
 * Switches recording on in this realm: settle hands each answer to the recorder, the mocks name
 * each answer's operation, and TanStack Query's structural sharing (which compares every field of
 * a refetched answer with the cached one) compares without noting reads (decision 262). Answers
 * the function that puts back what was there before.
 */
export function installUsageRecorder(recorder: UsageRecorder): () => void {
  type Defaulting = (this: QueryClient, options: unknown) => { structuralSharing?: unknown };
  const prototype = QueryClient.prototype as unknown as { defaultQueryOptions: Defaulting };
  const defaultQueryOptions = prototype.defaultQueryOptions;
  prototype.defaultQueryOptions = function (options) {
    const defaulted = defaultQueryOptions.call(this, options);
    const sharing = defaulted.structuralSharing;
    if (sharing === false || [...quietSharing.values()].includes(sharing as Sharing)) return defaulted;
    return { ...defaulted, structuralSharing: quietSharingOf(sharing) };
  };
  const usage = globalThis as UsageGlobal;
  const previous = { hook: usage.__baitUsage, tag: answerTags.operation };
  usage.__baitUsage = recorder.answer;
  answerTags.operation = true;
  // What was there before comes back: a test of the recorder inside a recording run leaves it on.
  return () => {
    prototype.defaultQueryOptions = defaultQueryOptions;
    usage.__baitUsage = previous.hook;
    answerTags.operation = previous.tag;
  };
}
