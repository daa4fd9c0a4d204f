import type { OperationDefinition } from '@mocks/engine/types';

/** One request of the generated phase as values, before it becomes text: what fast-check makes and shrinks. */
export type RequestModel = {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  header: Record<string, unknown>;
  /** Absent: no body sent. */
  body?: unknown;
};

export type WireRequest = { method: string; url: string; headers: Record<string, string>; body?: string };

/** Path, query and header values travel as text; numbers and booleans as JSON writes them. */
function parameterText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * A path segment the target receives as one segment: every reserved character escaped, and the
 * dots of `.` and `..` too, which a URL parser would otherwise resolve away.
 */
export function pathSegment(value: unknown): string {
  const encoded = encodeURIComponent(parameterText(value));
  return /^\.+$/.test(encoded) ? encoded.replace(/\./g, '%2E') : encoded;
}

/** The request on the wire below `baseUrl` (the target's URL with the file's base path). */
export function toWire(operation: OperationDefinition, model: RequestModel, baseUrl: string): WireRequest {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => pathSegment(model.path[name] ?? ''));
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(model.query)) if (value !== undefined) query.set(name, parameterText(value));
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(model.header)) if (value !== undefined) headers[name] = parameterText(value);
  const search = query.size > 0 ? `?${query.toString()}` : '';
  const wire: WireRequest = { method: operation.method.toUpperCase(), url: `${baseUrl}${path}${search}`, headers };
  if (model.body !== undefined && operation.requestBody) {
    wire.headers['content-type'] = operation.requestBody.contentType;
    wire.body = JSON.stringify(model.body);
  }
  return wire;
}

/** Text safe inside single quotes of a POSIX shell. */
function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** A ready-to-run curl command that sends exactly this request. */
export function curlCommand(wire: WireRequest): string {
  const parts = ['curl', '-i', '-X', wire.method, shellQuote(wire.url)];
  for (const [name, value] of Object.entries(wire.headers)) parts.push('-H', shellQuote(`${name}: ${value}`));
  if (wire.body !== undefined) parts.push('--data-raw', shellQuote(wire.body));
  return parts.join(' ');
}

/** A copy of the model, deep enough to change one field without touching the original. */
export function cloneModel(model: RequestModel): RequestModel {
  return structuredClone(model);
}

/** Where a value lives in a request: ['body', 'datos', 'dn'], ['query', 'page'], ['header', 'Authorization']. */
export type FieldLocation = (string | number)[];

function containerOf(model: RequestModel, location: FieldLocation): { parent: Record<string | number, unknown>; key: string | number } | undefined {
  const [part, ...rest] = location;
  if (part === 'body') {
    if (rest.length === 0) return { parent: model as unknown as Record<string, unknown>, key: 'body' };
    let parent: unknown = model.body;
    for (const key of rest.slice(0, -1)) {
      if (parent === null || typeof parent !== 'object') return undefined;
      parent = (parent as Record<string | number, unknown>)[key];
    }
    if (parent === null || typeof parent !== 'object') return undefined;
    return { parent: parent as Record<string | number, unknown>, key: rest[rest.length - 1] as string | number };
  }
  if (part === 'path' || part === 'query' || part === 'header') return { parent: model[part], key: rest[0] as string };
  return undefined;
}

/** The model with one field set to `value`, or removed when `value` is `REMOVE`; undefined when the place does not exist. */
export const REMOVE = Symbol('remove');
export function withField(model: RequestModel, location: FieldLocation, value: unknown): RequestModel | undefined {
  const copy = cloneModel(model);
  const place = containerOf(copy, location);
  if (!place) return undefined;
  if (value === REMOVE) {
    if (Array.isArray(place.parent)) return undefined;
    Reflect.deleteProperty(place.parent, place.key);
  } else {
    place.parent[place.key] = structuredClone(value);
  }
  return copy;
}

export function fieldValue(model: RequestModel, location: FieldLocation): unknown {
  const place = containerOf(model, location);
  return place ? place.parent[place.key] : undefined;
}
