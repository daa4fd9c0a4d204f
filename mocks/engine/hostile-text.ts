import type { JsonSchema, MockResponse, OperationDefinition } from './types';
import { hostileText } from '../security/xss-corpus';

/** The outcome name: `?scenario=<operationId>:hostileText`. */
export const HOSTILE_TEXT_OUTCOME = 'hostileText';

function typesOf(schema: JsonSchema): string[] {
  return schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
}

/**
 * A string the visitor may read: free text in the contract. Identifiers, codes, dates, URLs,
 * enumerations and patterned values are left alone: the client checks those, a backend cannot
 * send anything there, and replacing them would only test the client's own rejection.
 */
function isFreeText(schema: JsonSchema): boolean {
  return (
    schema.enum === undefined &&
    schema.const === undefined &&
    schema.pattern === undefined &&
    schema.format === undefined &&
    (typesOf(schema).length === 0 || typesOf(schema).includes('string'))
  );
}

function jsonTypeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** The branch of a oneOf/anyOf whose type fits the value, with allOf's parts merged. */
function schemaFor(schema: JsonSchema | undefined, value: unknown): JsonSchema | undefined {
  if (!schema) return undefined;
  if (schema.allOf) {
    const parts = schema.allOf.map((part) => schemaFor(part, value) ?? {});
    const properties = Object.assign({}, schema.properties, ...parts.map((part) => part.properties ?? {})) as Record<string, JsonSchema>;
    return { ...Object.assign({}, ...parts), ...schema, allOf: undefined, properties };
  }
  const branches = schema.oneOf ?? schema.anyOf;
  if (branches) {
    const type = jsonTypeOf(value);
    const fitting = branches.find((branch) => {
      const types = typesOf(schemaFor(branch, value) ?? {});
      return types.length === 0 || types.includes(type) || (type === 'integer' && types.includes('number'));
    });
    return schemaFor(fitting, value);
  }
  return schema;
}

type Replaced = { value: unknown; fields: number };

/** The value with every free-text string of its schema replaced by the corpus. */
export function withHostileStrings(value: unknown, schema: JsonSchema | undefined): Replaced {
  const resolved = schemaFor(schema, value);
  if (typeof value === 'string') {
    if (!resolved || !isFreeText(resolved)) return { value, fields: 0 };
    return { value: hostileText(resolved.maxLength), fields: 1 };
  }
  if (Array.isArray(value)) {
    let fields = 0;
    const items = value.map((item) => {
      const replaced = withHostileStrings(item, resolved?.items);
      fields += replaced.fields;
      return replaced.value;
    });
    return { value: items, fields };
  }
  if (value !== null && typeof value === 'object') {
    let fields = 0;
    const entries = Object.entries(value).map(([key, item]) => {
      const additional = typeof resolved?.additionalProperties === 'object' ? resolved.additionalProperties : undefined;
      const replaced = withHostileStrings(item, resolved?.properties?.[key] ?? additional);
      fields += replaced.fields;
      return [key, replaced.value] as const;
    });
    return { value: Object.fromEntries(entries), fields };
  }
  return { value, fields: 0 };
}

/**
 * The operation's usual answer with every free-text string replaced by the whole XSS corpus, each
 * payload beside a visible marker word: one outcome for every operation, no example per operation.
 */
export function hostileAnswer(operation: OperationDefinition, answer: MockResponse): MockResponse & { hostileFields: number } {
  const response =
    operation.responses.find((candidate) => candidate.status === answer.status) ?? operation.responses.find((candidate) => candidate.status === 'default');
  if (answer.body === undefined || !response?.schema) return { ...answer, hostileFields: 0 };
  const replaced = withHostileStrings(answer.body, response.schema);
  return { ...answer, body: replaced.value, source: 'scenario', exampleKey: HOSTILE_TEXT_OUTCOME, hostileFields: replaced.fields };
}
