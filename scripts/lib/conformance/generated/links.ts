import type { OperationDefinition } from '@mocks/engine/types';
import { cloneModel, type RequestModel } from './request-model';

/** An OpenAPI link: after `source` answers `status`, `target` can be called with values of that exchange. */
export type ContractLink = {
  name: string;
  source: string;
  status: string;
  target: string;
  parameters: Record<string, unknown>;
  requestBody?: unknown;
};

type RawLink = { operationId?: string; parameters?: Record<string, unknown>; requestBody?: unknown };
type RawResponses = Record<string, { links?: Record<string, RawLink>; headers?: Record<string, { required?: boolean }> }>;
type RawDocument = { paths?: Record<string, Record<string, { operationId?: string; responses?: RawResponses } | unknown>> };

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

function rawOperations(document: RawDocument): { operationId: string; responses: RawResponses }[] {
  return Object.values(document.paths ?? {}).flatMap((item) =>
    METHODS.flatMap((method) => {
      const operation = item[method] as { operationId?: string; responses?: RawResponses } | undefined;
      return operation?.operationId ? [{ operationId: operation.operationId, responses: operation.responses ?? {} }] : [];
    }),
  );
}

/** Every link of the contract (operationId links only). */
export function linksOf(document: RawDocument): ContractLink[] {
  return rawOperations(document).flatMap(({ operationId, responses }) =>
    Object.entries(responses).flatMap(([status, response]) =>
      Object.entries(response.links ?? {}).flatMap(([name, link]) =>
        link.operationId
          ? [
              {
                name,
                source: operationId,
                status,
                target: link.operationId,
                parameters: link.parameters ?? {},
                ...('requestBody' in link ? { requestBody: link.requestBody } : {}),
              },
            ]
          : [],
      ),
    ),
  );
}

/** Per operation and status, the response headers the contract marks required. */
export function requiredHeadersOf(document: RawDocument): Record<string, Record<string, string[]>> {
  return Object.fromEntries(
    rawOperations(document).map(({ operationId, responses }) => [
      operationId,
      Object.fromEntries(
        Object.entries(responses).map(([status, response]) => [
          status,
          Object.entries(response.headers ?? {})
            .filter(([, header]) => header.required === true)
            .map(([name]) => name),
        ]),
      ),
    ]),
  );
}

/** What a link's runtime expressions read: the earlier request and its answer. */
export type Exchange = { request: RequestModel; status: number; headers: Record<string, string | string[] | undefined>; body: unknown };

/** The value at a JSON pointer (`/lista/0/id`) of a parsed body; undefined when absent. */
export function jsonPointer(value: unknown, path: string): unknown {
  if (path === '' || path === '/') return value;
  let current = value;
  for (const raw of path.replace(/^\//, '').split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function headerOf(headers: Record<string, unknown>, name: string): unknown {
  const found = Object.entries(headers).find(([key]) => key.toLowerCase() === name.toLowerCase());
  return found?.[1];
}

/** The value of one runtime expression ($request.body#/dn, $response.body#/uuid, $request.path.type…); undefined when absent. */
function evaluateExpression(expression: string, exchange: Exchange): unknown {
  if (expression === '$statusCode') return exchange.status;
  const body = /^\$(request|response)\.body(?:#(.*))?$/.exec(expression);
  if (body) return jsonPointer(body[1] === 'request' ? exchange.request.body : exchange.body, body[2] ?? '');
  const part = /^\$(request|response)\.(path|query|header)\.(.+)$/.exec(expression);
  if (!part) return undefined;
  const [, side, where, name] = part as unknown as [string, string, 'path' | 'query' | 'header', string];
  if (side === 'response') return where === 'header' ? headerOf(exchange.headers, name) : undefined;
  return where === 'header' ? headerOf(exchange.request.header, name) : exchange.request[where][name];
}

/** A link value: an expression, a text with `{$…}` expressions inside, or a literal (objects walked). */
export function evaluateLinkValue(value: unknown, exchange: Exchange): unknown {
  if (typeof value === 'string') {
    if (/^\$(request|response|statusCode)/.test(value)) return evaluateExpression(value, exchange);
    if (!value.includes('{$')) return value;
    let missing = false;
    const text = value.replace(/\{(\$[^}]+)\}/g, (_, expression: string) => {
      const found = evaluateExpression(expression, exchange);
      if (found === undefined || found === null) missing = true;
      return typeof found === 'string' ? found : JSON.stringify(found);
    });
    return missing ? undefined : text;
  }
  if (Array.isArray(value)) return value.map((item) => evaluateLinkValue(item, exchange));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, evaluateLinkValue(item, exchange)]));
  }
  return value;
}

function hasUndefined(value: unknown): boolean {
  if (value === undefined) return true;
  if (Array.isArray(value)) return value.some(hasUndefined);
  if (value !== null && typeof value === 'object') return Object.values(value).some(hasUndefined);
  return false;
}

function mergeInto(target: unknown, values: unknown): unknown {
  if (values === null || typeof values !== 'object' || Array.isArray(values) || target === null || typeof target !== 'object' || Array.isArray(target)) {
    return values;
  }
  const merged: Record<string, unknown> = { ...(target as Record<string, unknown>) };
  for (const [key, value] of Object.entries(values)) merged[key] = mergeInto(merged[key], value);
  return merged;
}

/**
 * The target's request with the link's values from an earlier exchange: parameters by name
 * (`dn` or `path.dn`), the body's fields from an object `requestBody` (merged into the generated
 * body) or the whole body from an expression. Undefined when the exchange lacks a value the link needs.
 */
export function applyLink(link: ContractLink, target: OperationDefinition, generated: RequestModel, exchange: Exchange): RequestModel | undefined {
  const model = cloneModel(generated);
  for (const [key, raw] of Object.entries(link.parameters)) {
    const [where, name] = key.includes('.') ? (key.split('.', 2) as [string, string]) : [undefined, key];
    const parameter = target.parameters.find((candidate) => candidate.name === name && (where === undefined || candidate.in === where));
    if (!parameter || parameter.in === 'cookie') return undefined;
    const value = evaluateLinkValue(raw, exchange);
    if (value === undefined || value === null) return undefined;
    model[parameter.in][parameter.name] = value;
  }
  if (link.requestBody !== undefined) {
    const values = evaluateLinkValue(link.requestBody, exchange);
    if (hasUndefined(values)) return undefined;
    model.body = mergeInto(model.body ?? {}, values);
  }
  return model;
}
