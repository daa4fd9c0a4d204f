import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { VALIDATOR_OPTIONS, validateAgainstSchema } from '@mocks/engine/schema-validator';
import type { JsonSchema } from '@mocks/engine/types';
import { operations } from '@mocks/generated';

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
});
