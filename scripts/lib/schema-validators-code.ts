/**
 * The mock engine's validators as Ajv standalone code (issue 48): one function per distinct
 * schema the contract's operations validate (parameters, request bodies, responses), written by
 * `npm run generate` into mocks/generated/schema-validators.js, so that no page load and no test
 * compiles a schema. mocks/engine/schema-validator.ts finds them by schemaKey.
 */
import Ajv2020 from 'ajv/dist/2020';
import standaloneCode from 'ajv/dist/standalone';
import addFormats from 'ajv-formats';
import { schemaKey, VALIDATOR_OPTIONS } from '../../mocks/engine/schema-key';
import type { JsonSchema, OperationDefinition } from '../../mocks/engine/types';

/** Every schema the engine validates with, once each, in the contract's order. */
function validatedSchemas(operations: readonly OperationDefinition[]): Map<string, JsonSchema> {
  const byKey = new Map<string, JsonSchema>();
  const add = (schema: JsonSchema | undefined) => {
    if (!schema) return;
    const key = schemaKey(schema);
    const known = byKey.get(key);
    if (known && JSON.stringify(known) !== JSON.stringify(schema)) throw new Error(`two contract schemas share the validator key ${key}`);
    byKey.set(key, schema);
  };
  for (const operation of operations) {
    for (const parameter of operation.parameters) add(parameter.schema);
    add(operation.requestBody?.schema);
    for (const response of operation.responses) add(response.schema);
  }
  return byKey;
}

/**
 * Ajv's CommonJS requires in the standalone code become imports. Node hands a CommonJS module's
 * `module.exports` as the default export, Vite its `exports.default` when it has one: the module
 * object is whichever of the two carries `__esModule`.
 */
function asModule(code: string): string {
  const modules = [...new Set([...code.matchAll(/require\("([^"]+)"\)/g)].map((match) => match[1] ?? ''))].sort();
  const imports = modules.map(
    (name, index) =>
      `import * as imported${index} from ${JSON.stringify(name)};\nconst runtime${index} = imported${index}.default?.__esModule ? imported${index}.default : imported${index};`,
  );
  const body = modules.reduce((text, name, index) => text.replaceAll(`require(${JSON.stringify(name)})`, `runtime${index}`), code);
  return `${imports.join('\n')}\n${body.replace(/^"use strict";/, '')}\n`;
}

/** The module's text: `validators`, the precompiled functions by schemaKey. */
export function schemaValidatorsModule(operations: readonly OperationDefinition[], header: string): string {
  const ajv = new Ajv2020({ ...VALIDATOR_OPTIONS, validateSchema: false, code: { source: true, esm: true } });
  addFormats(ajv);
  const exports: Record<string, string> = {};
  for (const [key, schema] of validatedSchemas(operations)) {
    ajv.addSchema(schema, key);
    exports[`v_${key}`] = key;
  }
  const code = standaloneCode(ajv, exports);
  const table = Object.keys(exports)
    .map((name) => `  ${JSON.stringify(name.slice(2))}: ${name},`)
    .join('\n');
  return `${header.replace('//', '/* eslint-disable */\n//')}${asModule(code)}\nexport const validators = {\n${table}\n};\n`;
}

/** Its declaration, for the typecheck (the module is JavaScript, kept out of tsc's work). */
export function schemaValidatorsDeclaration(header: string): string {
  return `${header}import type { ValidateFunction } from 'ajv';

/** The contract's validators, Ajv standalone code, by schemaKey (mocks/engine/schema-key.ts). */
export declare const validators: Readonly<Record<string, ValidateFunction>>;
`;
}
