import { fakerES_MX as faker } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { fakeResponseBody, requestSeed } from '@mocks/engine/resolve-response';
import { fakeFromSchema, toFakerPattern, type DataProfile } from '@mocks/engine/schema-faker';
import type { JsonSchema } from '@mocks/engine/types';
import { operations } from '@mocks/generated';
import { schemaErrors } from '../../scripts/lib/schema-validator';

const PROFILES: DataProfile[] = ['typical', 'minimal', 'maximal'];
const SEEDS = [1, 2, 3, 42, 2026];

const responsesWithSchema = operations.flatMap((operation) =>
  operation.responses.filter((response) => response.schema).map((response) => ({ operation, response, name: `${operation.operationId} ${response.status}` })),
);

const namedExamples = operations.flatMap((operation) =>
  operation.responses.flatMap((response) =>
    response.examples.map((example) => ({ operation, response, example, name: `${operation.operationId}:${example.key}` })),
  ),
);

describe('bodies made by faker from the contract', () => {
  it.each(responsesWithSchema)('$name validates against its schema in every profile', ({ response }) => {
    for (const profile of PROFILES) {
      for (const seed of SEEDS) {
        const body = fakeResponseBody(response, seed, profile);
        expect(schemaErrors(response.schema as JsonSchema, body), `${profile}, seed ${seed}`).toEqual([]);
      }
    }
  });

  it('gives the same body for the same seed, whatever was generated in between', () => {
    const [first, second] = responsesWithSchema;
    if (!first || !second) throw new Error('the contract has fewer than two response schemas');
    const before = fakeResponseBody(first.response, 7);
    fakeResponseBody(second.response, 99);
    fakeResponseBody(second.response, 100);
    expect(fakeResponseBody(first.response, 7)).toEqual(before);
  });

  it('gives other data for another seed', () => {
    const schema: JsonSchema = {
      type: 'object',
      required: ['nombre', 'telefono', 'id'],
      properties: {
        nombre: { type: 'string' },
        telefono: { type: 'string', pattern: '^[0-9]{10}$' },
        id: { type: 'string', format: 'uuid' },
      },
    };
    faker.seed(1);
    const withSeedOne = fakeFromSchema(schema, faker);
    faker.seed(2);
    expect(fakeFromSchema(schema, faker)).not.toEqual(withSeedOne);
  });

  it('honours patterns, formats, enums, bounds and array sizes', () => {
    const schema: JsonSchema = {
      type: 'object',
      required: ['phone', 'imei', 'rfc', 'email', 'kind', 'amount', 'items', 'when', 'short'],
      properties: {
        phone: { type: 'string', pattern: '^\\d{10}$' },
        imei: { type: 'string', pattern: '^[0-9]{13,17}$' },
        rfc: { type: 'string', pattern: '^[A-Z&]{3,4}\\d{6}[A-Z0-9]{2}[A0-9]$' },
        email: { type: 'string', format: 'email' },
        kind: { type: 'integer', enum: [1, 2] },
        amount: { type: 'number', minimum: 10, maximum: 20 },
        items: { type: 'array', minItems: 2, maxItems: 3, items: { type: 'string', format: 'date-time' } },
        when: { type: 'string', format: 'date' },
        short: { type: 'string', minLength: 3, maxLength: 5 },
      },
    };
    for (const seed of SEEDS) {
      for (const profile of PROFILES) {
        faker.seed(seed);
        const body = fakeFromSchema(schema, faker, profile);
        expect(schemaErrors(schema, body), `${profile}, seed ${seed}`).toEqual([]);
      }
    }
  });

  it('keeps only required fields in the minimal profile and every field in the maximal one', () => {
    const schema: JsonSchema = {
      type: 'object',
      required: ['kept'],
      properties: { kept: { type: 'boolean' }, optional: { type: 'string' }, list: { type: 'array', maxItems: 3, items: { type: 'integer' } } },
    };
    faker.seed(5);
    expect(Object.keys(fakeFromSchema(schema, faker, 'minimal') as object)).toEqual(['kept']);
    faker.seed(5);
    const maximal = fakeFromSchema(schema, faker, 'maximal') as { list: number[] };
    expect(Object.keys(maximal)).toEqual(['kept', 'optional', 'list']);
    expect(maximal.list).toHaveLength(3);
  });

  it('rewrites \\d and \\w for faker inside and outside character classes', () => {
    expect(toFakerPattern('^\\d{10}$')).toBe('[0-9]{10}');
    expect(toFakerPattern('^[A-Z\\d]{2}\\w$')).toBe('[A-Z0-9]{2}[A-Za-z0-9_]');
    expect(toFakerPattern('^[0-9]{1,10}\\.[0-9]{2}$')).toBe('[0-9]{1,10}[.][0-9]{2}');
  });
});

describe('named examples of the contract', () => {
  it('exist for every operation', () => {
    for (const operation of operations) {
      const count = operation.responses.reduce((total, response) => total + response.examples.length, 0);
      expect(count, operation.operationId).toBeGreaterThan(0);
    }
  });

  it('have keys unique within their operation, so a scenario names one answer', () => {
    for (const operation of operations) {
      const keys = operation.responses.flatMap((response) => response.examples.map((example) => example.key));
      expect(new Set(keys).size, operation.operationId).toBe(keys.length);
    }
  });

  it.each(namedExamples)('$name validates against its schema', ({ response, example }) => {
    expect(schemaErrors(response.schema as JsonSchema, example.value)).toEqual([]);
  });
});

describe('the seed of a request', () => {
  const operation = operations[0];
  if (!operation) throw new Error('the contract has no operation');
  const request = { method: 'POST', url: 'http://localhost/a?b=1', bodyText: '{"IMEI":"1"}' };

  it('depends on the global seed, the operation, the URL and the body', () => {
    const base = requestSeed(1, operation, request);
    expect(requestSeed(1, operation, { ...request })).toBe(base);
    expect(requestSeed(2, operation, request)).not.toBe(base);
    expect(requestSeed(1, operation, { ...request, url: 'http://localhost/a?b=2' })).not.toBe(base);
    expect(requestSeed(1, operation, { ...request, bodyText: '{"IMEI":"2"}' })).not.toBe(base);
  });

  it('ignores the host, so every environment gets the same data', () => {
    expect(requestSeed(1, operation, { ...request, url: 'https://api.bait.example/a?b=1' })).toBe(requestSeed(1, operation, request));
  });
});
