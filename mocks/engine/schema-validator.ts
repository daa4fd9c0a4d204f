import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { JsonSchema } from './types';

const ajv = new Ajv2020({ strict: false, allErrors: true, coerceTypes: false });
addFormats(ajv);
const compiled = new WeakMap<JsonSchema, ValidateFunction>();

export type SchemaError = { path: string; message: string };

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
  }));
}
