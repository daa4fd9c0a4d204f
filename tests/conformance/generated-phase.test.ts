import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateAgainstSchema } from '@mocks/engine/schema-validator';
import type { JsonSchema, OperationDefinition } from '@mocks/engine/types';
import { operations } from '@mocks/generated';
import { checkInvalidAnswer, checkValidAnswer } from '../../scripts/lib/conformance/generated/checks';
import { applyLink, evaluateLinkValue, linksOf, type ContractLink } from '../../scripts/lib/conformance/generated/links';
import {
  boundaryCases,
  invalidCases,
  isValidRequest,
  requestArbitrary,
  smallestRequest,
  violationsOf,
} from '../../scripts/lib/conformance/generated/operation-cases';
import { curlCommand, toWire, type RequestModel } from '../../scripts/lib/conformance/generated/request-model';
import { SchemaContradiction, valueArbitrary } from '../../scripts/lib/conformance/generated/schema-arbitrary';
import type { TargetAnswer } from '../../scripts/lib/conformance/generated/transport';

function operation(operationId: string): OperationDefinition {
  const found = operations.find((candidate) => candidate.operationId === operationId);
  if (!found) throw new Error(`no operation ${operationId}`);
  return found;
}

function answer(status: number, body: unknown, contentType = 'application/json'): TargetAnswer {
  return { status, headers: { 'content-type': contentType }, bodyText: typeof body === 'string' ? body : JSON.stringify(body), durationMs: 5 };
}

describe('arbitraries from the request schemas', () => {
  const schemas: [string, JsonSchema][] = [
    ['pattern and lengths', { type: 'string', pattern: '^[0-9]{4,6}$' }],
    ['format', { type: 'string', format: 'uuid' }],
    ['exclusive range', { type: 'number', exclusiveMinimum: 0, maximum: 10 }],
    ['multipleOf', { type: 'integer', minimum: 5, maximum: 50, multipleOf: 5 }],
    [
      'closed object',
      { type: 'object', required: ['a'], additionalProperties: false, properties: { a: { type: 'string', minLength: 2 }, b: { type: 'boolean' } } },
    ],
    [
      'anyOf',
      {
        anyOf: [
          { type: 'string', pattern: '^[0-9]{10}$' },
          { type: 'string', enum: [''] },
        ],
      },
    ],
    ['type list', { type: ['integer', 'string'], minimum: 0, maximum: 9, maxLength: 3 }],
    ['unique items', { type: 'array', minItems: 2, maxItems: 3, uniqueItems: true, items: { type: 'integer', enum: [1, 2, 3] } }],
  ];
  it.each(schemas)('make only values the schema accepts: %s', (_, schema) => {
    for (const value of fc.sample(valueArbitrary(schema, 'body', 'test'), { seed: 3, numRuns: 60 })) {
      expect(validateAgainstSchema(schema, value), JSON.stringify(value)).toEqual([]);
    }
  });

  it('make valid requests for every operation of the contract', () => {
    for (const candidate of operations) {
      const arbitrary = requestArbitrary(candidate);
      for (const model of fc.sample(arbitrary, { seed: 5, numRuns: 1 })) expect(violationsOf(candidate, model), candidate.operationId).toEqual([]);
    }
  });

  it('shrink to the smallest valid request: optional fields absent, shortest texts', () => {
    const smallest = smallestRequest(requestArbitrary(operation('generateRegisterOtp')), 9);
    expect(smallest).toEqual({ path: { type: 'mbb' }, query: {}, header: {}, body: { baitNumber: '0000000000' } });
  });
});

describe('a contradictory schema', () => {
  const contradictions: [string, JsonSchema, RegExp][] = [
    ['lengths', { type: 'string', minLength: 5, maxLength: 2 }, /minLength 5 is above maxLength 2/],
    ['range', { type: 'integer', minimum: 10, maximum: 3 }, /no integer lies between 10 and 3/],
    ['empty enum', { type: 'string', enum: [] }, /enum lists no value/],
    ['enum against type', { type: 'integer', enum: ['a', 'b'] }, /no value of enum satisfies/],
    ['pattern against length', { type: 'string', pattern: '^[0-9]{10}$', maxLength: 4 }, /no text matching/],
    ['closed object', { type: 'object', required: ['x'], additionalProperties: false, properties: {} }, /required x but additionalProperties is false/],
  ];
  it.each(contradictions)('is named with its schema path: %s', (_, schema, reason) => {
    const thrown = (() => {
      try {
        valueArbitrary({ type: 'object', required: ['campo'], properties: { campo: schema } }, 'body', 'requestBody/schema');
      } catch (error) {
        return error;
      }
      return undefined;
    })();
    expect(thrown).toBeInstanceOf(SchemaContradiction);
    expect((thrown as SchemaContradiction).schemaPath).toBe('requestBody/schema/properties/campo');
    expect((thrown as SchemaContradiction).message).toMatch(reason);
  });

  it('skips only its own operation, with a warning', async () => {
    const { runGeneratedPhase } = await import('../../scripts/lib/conformance/generated/phase');
    const broken: OperationDefinition = {
      ...operation('sendSsoOtp'),
      requestBody: {
        required: true,
        contentType: 'application/json',
        schema: { type: 'object', required: ['dn'], properties: { dn: { type: 'string', minLength: 3, maxLength: 1 } } },
      },
    };
    // No request is sent: the warning comes before any network call.
    const result = await runGeneratedPhase(broken, { baseUrl: 'http://127.0.0.1:9', seed: 1, cases: 5, timeoutMs: 100 });
    expect(result).toMatchObject({ requests: 0, findings: [] });
    expect(result.warning).toBe(
      'generated phase skipped: the schema at requestBody/schema/properties/dn cannot be satisfied (minLength 3 is above maxLength 1)',
    );
    // The other operations still get their arbitraries.
    expect(() => requestArbitrary(operation('checkSsoOtp'))).not.toThrow();
  });
});

describe('the deterministic passes', () => {
  const validate = operation('validateCardReplacementOtp');
  const base = smallestRequest(requestArbitrary(validate), 1);

  it('send each field at its edges, every case valid', () => {
    const cases = boundaryCases(validate, base, 1);
    expect(cases.map((planned) => planned.label)).toEqual(
      expect.arrayContaining([
        'smallest valid request',
        expect.stringMatching(/^body\.otp shortest \(4\)$/),
        expect.stringMatching(/^body\.otp longest \(6\)$/),
      ]),
    );
    for (const planned of cases) expect(isValidRequest(validate, planned.model), planned.label).toBe(true);
  });

  it('break one rule at a time, every case invalid by the contract', () => {
    const cases = invalidCases(validate, base, 1);
    expect(cases.map((planned) => planned.label)).toEqual(
      expect.arrayContaining([
        'missing required: body',
        'unknown property: body',
        'missing required: body.dn',
        'wrong type: body.dn',
        'pattern broken: body.otp',
      ]),
    );
    for (const planned of cases) expect(isValidRequest(validate, planned.model), planned.label).toBe(false);
  });

  it('cover every enum value and optional fields present', () => {
    const register = operation('generateRegisterOtp');
    const smallest = smallestRequest(requestArbitrary(register), 1);
    const cases = boundaryCases(register, smallest, 1);
    // The smallest request already has the first enum value: it is sent once.
    expect(smallest.path).toEqual({ type: 'mbb' });
    expect(cases.map((planned) => planned.label)).toEqual(
      expect.arrayContaining(['smallest valid request', 'path.type = "hbb"', 'path.type = "mifi"', 'body.serviceNumber present', 'body.email present']),
    );
  });

  it('cover the minimum and maximum of a range, and break them by one', () => {
    const paged: OperationDefinition = {
      service: 'test',
      operationId: 'listPage',
      method: 'get',
      path: '/lista',
      tags: [],
      parameters: [{ name: 'page', in: 'query', required: true, schema: { type: 'integer', minimum: 1, maximum: 10 } }],
      responses: [{ status: 200, description: 'ok', examples: [] }],
    };
    const smallest = smallestRequest(requestArbitrary(paged), 1);
    expect(boundaryCases(paged, smallest, 1).map((planned) => planned.model.query.page)).toEqual([1, 10]);
    expect(invalidCases(paged, smallest, 1).map((planned) => [planned.label, planned.model.query.page])).toEqual([
      ['missing required: query.page', undefined],
      ['wrong type: query.page', 'texto'],
      ['below minimum: query.page', 0],
      ['above maximum: query.page', 11],
    ]);
  });
});

describe('the checks of an answer', () => {
  const plugin = operation('getPaymentPlugin');

  it('pass a declared status with a body valid against its schema', () => {
    expect(checkValidAnswer(plugin, answer(400, { success: false }), {}).failures).toEqual([]);
  });

  it('find a 5xx, declared or not, as one failure', () => {
    expect(checkValidAnswer(plugin, answer(500, { success: false }), {}).failures.map((failure) => failure.check)).toEqual(['not-server-error']);
    expect(checkValidAnswer(plugin, answer(503, 'down', 'text/plain'), {}).failures.map((failure) => failure.check)).toEqual(['not-server-error']);
  });

  it('name the schema path that broke', () => {
    const [failure] = checkValidAnswer(plugin, answer(200, { success: 'sí' }), {}).failures;
    expect(failure).toMatchObject({ check: 'response-schema', schemaPath: '#/properties/success/type', actual: '/success must be boolean' });
  });

  it('find an HTML answer where JSON is declared', () => {
    const failures = checkValidAnswer(plugin, answer(200, '<html><body>Error</body></html>', 'text/html'), {}).failures;
    expect(failures.map((failure) => [failure.check, failure.actual])).toEqual([
      ['content-type', 'text/html'],
      ['response-schema', 'not JSON: <html><body>Error</body></html>'],
    ]);
  });

  it('find an undeclared status, a missing required header and a slow answer', () => {
    const failures = checkValidAnswer(
      plugin,
      { ...answer(200, { success: true }), durationMs: 900 },
      { requiredHeaders: { '200': ['X-Request-Id'] }, maxResponseTimeMs: 500 },
    );
    expect(failures.failures.map((failure) => failure.check)).toEqual(['response-time', 'required-headers']);
    expect(checkValidAnswer(plugin, answer(418, {}), {}).failures.map((failure) => failure.check)).toEqual(['status-declared']);
  });

  it('want a 4xx for an invalid request, nothing else', () => {
    expect(checkInvalidAnswer(answer(422, {}), 'wrong type at body.dn').failures).toEqual([]);
    expect(checkInvalidAnswer(answer(200, {}), 'wrong type at body.dn').failures[0]?.actual).toBe('200: the invalid request was accepted');
    expect(checkInvalidAnswer(answer(500, {}), 'wrong type at body.dn').failures[0]?.actual).toBe('500: a server error on invalid input');
  });
});

describe('links between operations', () => {
  const exchange = {
    request: { path: { type: 'hbb' }, query: {}, header: {}, body: { baitNumber: '5512345678' } } satisfies RequestModel,
    status: 200,
    headers: {},
    body: { uuid: '0c9d8e7f-6a5b-4c3d-8e2f-1a0b9c8d7e6f', access: 'abc.def.ghi' },
  };

  it('evaluate runtime expressions, embedded ones too', () => {
    expect(evaluateLinkValue('$request.body#/baitNumber', exchange)).toBe('5512345678');
    expect(evaluateLinkValue('$request.path.type', exchange)).toBe('hbb');
    expect(evaluateLinkValue('$response.body#/uuid', exchange)).toBe('0c9d8e7f-6a5b-4c3d-8e2f-1a0b9c8d7e6f');
    expect(evaluateLinkValue('Bearer {$response.body#/access}', exchange)).toBe('Bearer abc.def.ghi');
    expect(evaluateLinkValue('Bearer {$response.body#/missing}', exchange)).toBeUndefined();
    expect(evaluateLinkValue('$statusCode', exchange)).toBe(200);
  });

  it('carry the earlier values into the later request, or give up when one is missing', () => {
    const link: ContractLink = {
      name: 'validateSentCode',
      source: 'generateRegisterOtp',
      status: '200',
      target: 'validateRegisterOtp',
      parameters: { 'path.type': '$request.path.type' },
      requestBody: { baitNumber: '$request.body#/baitNumber' },
    };
    const generated: RequestModel = { path: { type: 'mbb' }, query: {}, header: {}, body: { baitNumber: '0000000000', otpCode: '1234' } };
    expect(applyLink(link, operation('validateRegisterOtp'), generated, exchange)).toEqual({
      path: { type: 'hbb' },
      query: {},
      header: {},
      body: { baitNumber: '5512345678', otpCode: '1234' },
    });
    expect(applyLink({ ...link, requestBody: { baitNumber: '$response.body#/nada' } }, operation('validateRegisterOtp'), generated, exchange)).toBeUndefined();
  });

  it('are read from the contract document', () => {
    const document = {
      paths: {
        '/a': {
          post: { operationId: 'send', responses: { '200': { links: { check: { operationId: 'check', requestBody: { id: '$response.body#/id' } } } } } },
        },
      },
    };
    expect(linksOf(document)).toEqual([
      { name: 'check', source: 'send', status: '200', target: 'check', parameters: {}, requestBody: { id: '$response.body#/id' } },
    ]);
  });
});

describe('the curl reproducer', () => {
  it('sends exactly the request, quoted for the shell', () => {
    const wire = toWire(
      operation('getSsoConsumption'),
      { path: {}, query: {}, header: { Authorization: "Bearer it's" }, body: { numero: '5512345678' } },
      'http://127.0.0.1:4020',
    );
    expect(curlCommand(wire)).toBe(
      `curl -i -X POST 'http://127.0.0.1:4020/conn/page/api/sso/consumoSSO' -H 'Authorization: Bearer it'\\''s' -H 'content-type: application/json' --data-raw '{"numero":"5512345678"}'`,
    );
  });

  it('keeps a path value of dots as one segment', () => {
    const wire = toWire(operation('getPageBanners'), { path: { page: '..' }, query: {}, header: {} }, 'http://h');
    expect(wire.url).toBe('http://h/resources/banners/%2E%2E/banners.json');
  });
});
