import { validateAgainstSchema } from './schema-validator';
import type { HeaderReader, JsonSchema, OperationDefinition, ParameterDefinition } from './types';

/** One way a request breaks the contract, in the shape Prism reports it. */
export type Violation = {
  location: string[];
  severity: 'Error';
  code: string;
  message: string;
};

export type IncomingRequest = {
  url: string;
  headers: HeaderReader;
  bodyText: string;
  pathParams: Record<string, string | readonly string[] | undefined>;
};

/** The body as JSON, parsed once per request: `invalid` when the text is no JSON, `none` when there is no text. */
export type ParsedBody = { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'invalid' };

export function parseBody(bodyText: string): ParsedBody {
  if (!bodyText) return { kind: 'none' };
  try {
    return { kind: 'json', value: JSON.parse(bodyText) as unknown };
  } catch {
    return { kind: 'invalid' };
  }
}

/** A request as the one pass reads it: its query and its body parsed already. */
type ParsedIncomingRequest = Omit<IncomingRequest, 'url'> & { query: URLSearchParams; body: ParsedBody };

/** Path, query and header values arrive as text; the contract may type them as numbers or booleans. */
function coerce(raw: string, schema: JsonSchema | undefined): unknown {
  const type = Array.isArray(schema?.type) ? schema?.type[0] : schema?.type;
  if ((type === 'integer' || type === 'number') && raw.trim() !== '' && !Number.isNaN(Number(raw))) return Number(raw);
  if (type === 'boolean' && (raw === 'true' || raw === 'false')) return raw === 'true';
  return raw;
}

function rawValueOf(parameter: ParameterDefinition, request: ParsedIncomingRequest, query: URLSearchParams): string | undefined {
  switch (parameter.in) {
    case 'path': {
      const value = request.pathParams[parameter.name];
      return typeof value === 'string' ? decodeURIComponent(value) : undefined;
    }
    case 'query':
      return query.get(parameter.name) ?? undefined;
    case 'header':
      return request.headers.get(parameter.name) ?? undefined;
    default:
      return undefined;
  }
}

function parameterViolations(operation: OperationDefinition, request: ParsedIncomingRequest): Violation[] {
  const { query } = request;
  const violations: Violation[] = [];
  for (const parameter of operation.parameters) {
    const raw = rawValueOf(parameter, request, query);
    const location = parameter.in === 'header' ? 'header' : parameter.in;
    if (raw === undefined) {
      if (parameter.required) {
        violations.push({
          location: [location],
          severity: 'Error',
          code: 'required',
          message: `Request ${location} must have required property '${parameter.name.toLowerCase()}'`,
        });
      }
      continue;
    }
    if (!parameter.schema) continue;
    for (const error of validateAgainstSchema(parameter.schema, coerce(raw, parameter.schema))) {
      violations.push({ location: [location, parameter.name], severity: 'Error', code: 'schema', message: `${parameter.name} ${error.message}` });
    }
  }
  return violations;
}

function bodyViolations(operation: OperationDefinition, request: ParsedIncomingRequest): Violation[] {
  const body = operation.requestBody;
  if (!body) return [];
  if (request.bodyText.trim() === '') {
    return body.required ? [{ location: ['body'], severity: 'Error', code: 'required', message: 'Body parameter is required' }] : [];
  }
  if (!body.schema || !/json/.test(body.contentType)) return [];
  if (request.body.kind !== 'json') return [{ location: ['body'], severity: 'Error', code: 'parse', message: 'Body is not valid JSON' }];
  return validateAgainstSchema(body.schema, request.body.value).map((error) => ({
    location: ['body', ...error.path.split('/').filter(Boolean)],
    severity: 'Error' as const,
    code: 'schema',
    message: `${error.path === '/' ? 'Request body' : error.path} ${error.message}`,
  }));
}

/** Everything in a request that the contract forbids. */
export function requestViolations(operation: OperationDefinition, request: IncomingRequest): Violation[] {
  return violationsOf(operation, { ...request, query: new URL(request.url).searchParams, body: parseBody(request.bodyText) });
}

/** `requestViolations` of a request parsed once. */
export function violationsOf(operation: OperationDefinition, request: ParsedIncomingRequest): Violation[] {
  return [...parameterViolations(operation, request), ...bodyViolations(operation, request)];
}

/**
 * The mocks' answer to a request the contract forbids, in the shape of Prism's (its type and
 * `validation` list) so a client reads both alike; the detail says that the mocks answered, since
 * through the mock server no Prism is involved.
 */
export function unprocessableEntity(violations: Violation[]) {
  return {
    type: 'https://stoplight.io/prism/errors#UNPROCESSABLE_ENTITY',
    title: 'Invalid request',
    status: 422,
    detail:
      "The request breaks the contract (see validation) and the contract declares no answer for that, so the contract's mocks " +
      '(the mock server, or the mocks in the browser and the tests) answer this error; a backend was not asked.',
    validation: violations,
  };
}

function isJsonMediaType(mediaType: string): boolean {
  return mediaType === 'application/json' || mediaType.endsWith('+json');
}

/**
 * The media type a request's body was sent as, when the operation declares another one (any
 * JSON type stands for JSON). A request without a body or without a Content-Type is left to the
 * body checks.
 */
export function unsupportedContentType(operation: OperationDefinition, contentType: string | null, bodyText: string): string | undefined {
  const declared = operation.requestBody?.contentType.toLowerCase();
  if (!declared || !contentType || bodyText === '') return undefined;
  const sent = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (sent === declared || (isJsonMediaType(sent) && isJsonMediaType(declared))) return undefined;
  return sent || contentType;
}

/** The mocks' answer, in the shape of Prism's, to a body sent in a media type the operation does not take. */
export function unsupportedMediaType(operation: OperationDefinition, sent: string) {
  return {
    type: 'https://stoplight.io/prism/errors#INVALID_CONTENT_TYPE',
    title: 'Invalid content type',
    status: 415,
    detail: `The request body was sent as ${sent}; supported content types: ${operation.requestBody?.contentType ?? 'none'}`,
  };
}
