import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { JsonSchema } from './types';

/**
 * The contract's schemas are checked against the JSON Schema meta-schema once, by a unit test
 * (`schema-validator.test.ts`), not on every page load: compiling the meta-schema first made the
 * engine's start two to three times slower.
 */
export const VALIDATOR_OPTIONS = { strict: false, allErrors: true, coerceTypes: false } as const;

const ajv = new Ajv2020({ ...VALIDATOR_OPTIONS, validateSchema: false });
addFormats(ajv);
const compiled = new WeakMap<JsonSchema, ValidateFunction>();

/** path: where in the value; schemaPath and keyword: the rule of the schema that refused it. */
export type SchemaError = { path: string; message: string; schemaPath: string; keyword: string };

function validatorFor(schema: JsonSchema): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  return validate;
}

/** Every way a value breaks a contract schema; empty when it conforms. */
export function validateAgainstSchema(schema: JsonSchema, value: unknown): SchemaError[] {
  const validate = validatorFor(schema);
  if (validate(value)) return [];
  return (validate.errors ?? []).map((error) => ({
    path: error.instancePath || '/',
    message: `${error.message ?? 'is invalid'}${error.params && 'allowedValues' in error.params ? ` (${String(error.params.allowedValues)})` : ''}`,
    schemaPath: error.schemaPath,
    keyword: error.keyword,
  }));
}
