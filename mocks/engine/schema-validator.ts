import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { schemaKey, VALIDATOR_OPTIONS } from './schema-key';
import type { JsonSchema } from './types';
import { validators as precompiled } from '../generated/schema-validators';

export { VALIDATOR_OPTIONS };

/**
 * The contract's schemas come precompiled (Ajv standalone code written by `npm run generate`):
 * compiling them took 120-230 ms of each page load in mock mode. A schema the contract does not
 * hold (a test's, or a contract edited since the last generate) is compiled here, by an Ajv made
 * on first need. The schemas are checked against the JSON Schema meta-schema once, by a unit test
 * (`schema-validator.test.ts`), not on every load.
 */
let ajv: Ajv2020 | undefined;
function compile(schema: JsonSchema): ValidateFunction {
  if (!ajv) {
    ajv = new Ajv2020({ ...VALIDATOR_OPTIONS, validateSchema: false });
    addFormats(ajv);
  }
  return ajv.compile(schema);
}

const found = new WeakMap<JsonSchema, ValidateFunction>();

/** path: where in the value; schemaPath and keyword: the rule of the schema that refused it. */
export type SchemaError = { path: string; message: string; schemaPath: string; keyword: string };

function validatorFor(schema: JsonSchema): ValidateFunction {
  let validate = found.get(schema);
  if (!validate) {
    validate = precompiled[schemaKey(schema)] ?? compile(schema);
    found.set(schema, validate);
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
