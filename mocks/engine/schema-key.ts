import type { JsonSchema } from './types';

/** The Ajv options of every validator, the precompiled ones (scripts/generate.ts) and the ones compiled at run time alike. */
export const VALIDATOR_OPTIONS = { strict: false, allErrors: true, coerceTypes: false } as const;

/**
 * The name of a schema's precompiled validator: a 53-bit hash of its JSON text, which the
 * generator and the engine both read from the same generated literal. The generator refuses two
 * contract schemas with one key.
 */
export function schemaKey(schema: JsonSchema): string {
  const text = JSON.stringify(schema);
  let first = 0xdeadbeef;
  let second = 0x41c6ce57;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    first = Math.imul(first ^ code, 2654435761);
    second = Math.imul(second ^ code, 1597334677);
  }
  first = Math.imul(first ^ (first >>> 16), 2246822507) ^ Math.imul(second ^ (second >>> 13), 3266489909);
  second = Math.imul(second ^ (second >>> 16), 2246822507) ^ Math.imul(first ^ (first >>> 13), 3266489909);
  return (4294967296 * (2097151 & second) + (first >>> 0)).toString(36);
}
