import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { JsonSchema } from '@mocks/engine/types';

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);

/** The validation errors of a value against a contract schema, as readable lines; empty when valid. */
export function schemaErrors(schema: JsonSchema, value: unknown): string[] {
  const validate = ajv.compile(schema);
  if (validate(value)) return [];
  return (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? ''}`);
}
