import { RELATIVE_DATE_KEYWORD, SOURCE_KEYWORD } from '../../mocks/engine/linked-values';
import type { HttpMethod, JsonSchema, NamedExample, OperationDefinition, ParameterDefinition, ResponseDefinition } from '../../mocks/engine/types';

/**
 * A dereferenced contract document as the runtime reads it: its operations with the annotations
 * the runtime never reads dropped. Apart from scripts/generate.ts so that the contract package's
 * conformance command reads its bundled files without the bundler (scripts/contract-pack.ts).
 */
const HTTP_METHODS: HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'];

type RawOperation = {
  operationId?: string;
  tags?: string[];
  summary?: string;
  'x-assumed'?: string;
  parameters?: Array<{ name: string; in: ParameterDefinition['in']; required?: boolean; schema?: JsonSchema }>;
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, RawResponse>;
};
type RawResponse = {
  description?: string;
  content?: Record<string, { schema?: JsonSchema; examples?: Record<string, RawExample> }>;
};
type RawExample = { summary?: string; value?: unknown; 'x-when'?: Record<string, unknown>; 'x-otherwise'?: boolean };
export type RawDocument = { paths?: Record<string, Record<string, unknown>> };

const ANNOTATION_KEYWORDS = new Set(['description', 'example', 'title', '$comment']);
const SCHEMA_MAP_KEYWORDS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
const LITERAL_VALUE_KEYWORDS = new Set(['const', 'enum', 'default', 'examples']);
/** Extensions the mock engine reads at run time (mocks/engine/linked-values.ts): kept, and checked below. */
const MOCK_ENGINE_KEYWORDS = new Set([SOURCE_KEYWORD, RELATIVE_DATE_KEYWORD]);

/**
 * Drops the annotations the runtime never reads, so the mock chunk stays small. Keys of a
 * `properties` map are field names, not keywords, and are always kept.
 */
function stripAnnotations<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map((item: unknown) => stripAnnotations(item)) as T;
  if (schema === null || typeof schema !== 'object') return schema;
  const stripped: Record<string, unknown> = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (MOCK_ENGINE_KEYWORDS.has(keyword)) {
      stripped[keyword] = value;
      continue;
    }
    if (ANNOTATION_KEYWORDS.has(keyword) || keyword.startsWith('x-')) continue;
    if (LITERAL_VALUE_KEYWORDS.has(keyword)) {
      stripped[keyword] = value;
      continue;
    }
    stripped[keyword] =
      SCHEMA_MAP_KEYWORDS.has(keyword) && value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([name, nested]) => [name, stripAnnotations(nested)]))
        : stripAnnotations(value);
  }
  return stripped as T;
}

/** `x-when: { page: home }` or `{ page: [home, inicio] }`: each parameter's values, as strings. */
function whenOf(key: string, raw: Record<string, unknown>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(raw).map(([name, value]) => {
      const values = Array.isArray(value) ? value : [value];
      if (values.length === 0 || values.some((item) => typeof item === 'object' || item === undefined)) {
        throw new Error(`x-when of example ${key}: ${name} must be a value or a list of values`);
      }
      return [name, values.map(String)];
    }),
  );
}

/** An x-when may only name the operation's own path and query parameters, and one x-otherwise per operation. */
function checkRequestMatching(operation: OperationDefinition): void {
  const names = new Set(operation.parameters.filter((parameter) => parameter.in === 'path' || parameter.in === 'query').map((parameter) => parameter.name));
  const examples = operation.responses.flatMap((response) => response.examples);
  for (const example of examples) {
    for (const name of Object.keys(example.when ?? {})) {
      if (!names.has(name)) throw new Error(`${operation.operationId}: x-when of example ${example.key} names ${name}, not a path or query parameter`);
    }
  }
  if (examples.filter((example) => example.otherwise).length > 1) throw new Error(`${operation.operationId}: more than one x-otherwise example`);
}

function toResponse(status: string, raw: RawResponse): ResponseDefinition {
  const [contentType, media] = Object.entries(raw.content ?? {})[0] ?? [];
  const examples: NamedExample[] = Object.entries(media?.examples ?? {}).map(([key, example]) => ({
    key,
    ...(example.summary ? { summary: example.summary } : {}),
    value: example.value,
    ...(example['x-when'] ? { when: whenOf(key, example['x-when']) } : {}),
    ...(example['x-otherwise'] === true ? { otherwise: true } : {}),
  }));
  return {
    status: status === 'default' ? 'default' : Number(status),
    description: raw.description ?? '',
    ...(contentType ? { contentType } : {}),
    ...(media?.schema ? { schema: stripAnnotations(media.schema) } : {}),
    examples,
  };
}

export function operationsOf(service: string, document: RawDocument): OperationDefinition[] {
  const operations: OperationDefinition[] = [];
  for (const [contractPath, pathItem] of Object.entries(document.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const raw = pathItem[method] as RawOperation | undefined;
      if (!raw) continue;
      if (!raw.operationId) throw new Error(`${method.toUpperCase()} ${contractPath} in ${service} has no operationId`);
      const [requestContentType, requestMedia] = Object.entries(raw.requestBody?.content ?? {})[0] ?? [];
      const operation: OperationDefinition = {
        service,
        operationId: raw.operationId,
        method,
        path: contractPath,
        tags: raw.tags ?? [],
        ...(raw.summary ? { summary: raw.summary } : {}),
        ...(raw['x-assumed'] ? { assumed: raw['x-assumed'] } : {}),
        parameters: (raw.parameters ?? []).map((parameter) => ({
          name: parameter.name,
          in: parameter.in,
          required: parameter.required ?? false,
          ...(parameter.schema ? { schema: stripAnnotations(parameter.schema) } : {}),
        })),
        ...(raw.requestBody && requestContentType
          ? {
              requestBody: {
                required: raw.requestBody.required ?? false,
                contentType: requestContentType,
                ...(requestMedia?.schema ? { schema: stripAnnotations(requestMedia.schema) } : {}),
              },
            }
          : {}),
        responses: Object.entries(raw.responses ?? {}).map(([status, response]) => toResponse(status, response)),
      };
      checkRequestMatching(operation);
      operations.push(operation);
    }
  }
  return operations;
}
