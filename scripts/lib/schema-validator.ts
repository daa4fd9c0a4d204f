import { validateAgainstSchema } from '../../mocks/engine/schema-validator';
import type { JsonSchema } from '../../mocks/engine/types';

/** The validation errors of a value against a contract schema, as readable lines; empty when valid. */
export function schemaErrors(schema: JsonSchema, value: unknown): string[] {
  return validateAgainstSchema(schema, value).map((error) => `${error.path} ${error.message}`);
}
