import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { schemaKey } from '@mocks/engine/schema-key';
import { VALIDATOR_OPTIONS, validateAgainstSchema } from '@mocks/engine/schema-validator';
import type { JsonSchema } from '@mocks/engine/types';
import { operations } from '@mocks/generated';
import { validators } from '@mocks/generated/schema-validators';

/** Every schema the mocks validate against: parameters, request bodies and responses. */
const contractSchemas = operations.flatMap((operation) =>
  [
    ...operation.parameters.map((parameter) => ({ where: `${operation.operationId} parameter ${parameter.name}`, schema: parameter.schema })),
    { where: `${operation.operationId} request body`, schema: operation.requestBody?.schema },
    ...operation.responses.map((response) => ({ where: `${operation.operationId} ${response.status}`, schema: response.schema })),
  ].filter((entry): entry is { where: string; schema: JsonSchema } => entry.schema !== undefined),
);

describe('the mock engine’s schema validation', () => {
  it('is given schemas that the JSON Schema 2020-12 meta-schema accepts (the check it skips at run time)', () => {
    const checked = new Ajv2020({ ...VALIDATOR_OPTIONS, validateSchema: true });
    addFormats(checked);
    expect(contractSchemas.length).toBeGreaterThan(100);
    const invalid = contractSchemas.filter(({ schema }) => !checked.validateSchema(schema)).map(({ where }) => `${where}: ${checked.errorsText()}`);
    expect(invalid).toEqual([]);
  });

  it('still reports each way a value breaks its schema', () => {
    const schema: JsonSchema = {
      type: 'object',
      required: ['msisdn'],
      properties: { msisdn: { type: 'string', pattern: '^\\d{10}$' }, kind: { enum: ['mbb', 'hbb'] } },
    };
    expect(validateAgainstSchema(schema, { msisdn: '5512345678', kind: 'mbb' })).toEqual([]);
    expect(validateAgainstSchema(schema, { msisdn: '55', kind: 'x' })).toEqual([
      { path: '/msisdn', message: 'must match pattern "^\\d{10}$"', schemaPath: '#/properties/msisdn/pattern', keyword: 'pattern' },
      { path: '/kind', message: 'must be equal to one of the allowed values (mbb,hbb)', schemaPath: '#/properties/kind/enum', keyword: 'enum' },
    ]);
  });

  it('finds every contract schema precompiled (npm run generate), so no page load compiles one', () => {
    expect(contractSchemas.filter(({ schema }) => !validators[schemaKey(schema)]).map(({ where }) => where)).toEqual([]);
  });

  it('answers with the precompiled validators as a compile at run time would, error for error', () => {
    const compiler = new Ajv2020({ ...VALIDATOR_OPTIONS, validateSchema: false });
    addFormats(compiler);
    // Each schema against values of every shape, the examples that break it included.
    const values: unknown[] = [null, 0, 'texto', true, [], [{}], {}, { status: 'x', extra: 1 }];
    for (const { where, schema } of contractSchemas) {
      const compiled = compiler.compile(schema);
      for (const value of values) {
        compiled(value);
        const expected = (compiled.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.schemaPath} ${error.keyword}`);
        const actual = validateAgainstSchema(schema, value).map((error) => `${error.path} ${error.schemaPath} ${error.keyword}`);
        expect(actual, `${where}: ${JSON.stringify(value)}`).toEqual(expected);
      }
    }
  });
});
