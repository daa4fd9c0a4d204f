// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { hostileAnswer, withHostileStrings } from '@mocks/engine/hostile-text';
import { firstSuccessResponse, resolveResponse } from '@mocks/engine/resolve-response';
import { responseViolations } from '@mocks/engine/response-violations';
import type { JsonSchema } from '@mocks/engine/types';
import { operations } from '@mocks/generated';
import { parseOutcome } from '@mocks/scenarios';
import { hostileText, XSS_MARKER, xssCorpus } from '@mocks/security/xss-corpus';
import { chooseScenarios } from '@mocks/testing';

const FAQ_URL = 'https://api.bait.example/api/asistencia/v2/soporte/preguntas-frecuentes';

describe('the hostile text of the corpus', () => {
  it('holds every payload, each after its marker', () => {
    const text = hostileText();
    xssCorpus.forEach((payload, index) => expect(text).toContain(`${XSS_MARKER}${index} ${payload.html}`));
  });

  it('fits a maximum length with as many whole payloads as fit', () => {
    expect(hostileText(60).length).toBeLessThanOrEqual(60);
    expect(hostileText(60)).toMatch(new RegExp(`^${XSS_MARKER}0 `));
    expect(hostileText(5)).toBe(XSS_MARKER.slice(0, 5));
  });
});

describe('withHostileStrings', () => {
  const schema: JsonSchema = {
    type: 'object',
    properties: {
      titulo: { type: 'string' },
      corto: { type: 'string', maxLength: 80 },
      codigo: { type: 'string', pattern: '^\\d+$' },
      estado: { type: 'string', enum: ['activo'] },
      url: { type: 'string', format: 'uri' },
      precio: { type: 'number' },
      items: { type: 'array', items: { oneOf: [{ type: 'number' }, { type: 'object', properties: { texto: { type: ['string', 'null'] } } }] } },
      extra: { type: 'object', additionalProperties: { type: 'string' } },
    },
  };

  it('replaces free text, at any depth, and leaves codes, enumerations, URLs and numbers', () => {
    const { value, fields } = withHostileStrings(
      {
        titulo: 'Hola',
        corto: 'Breve',
        codigo: '12',
        estado: 'activo',
        url: 'https://bait.example',
        precio: 50,
        items: [3, { texto: 'Uno' }],
        extra: { a: 'b' },
      },
      schema,
    );
    expect(fields).toBe(4);
    expect(value).toEqual({
      titulo: hostileText(),
      corto: hostileText(80),
      codigo: '12',
      estado: 'activo',
      url: 'https://bait.example',
      precio: 50,
      items: [3, { texto: hostileText() }],
      extra: { a: hostileText() },
    });
  });
});

describe('the hostileText outcome', () => {
  it('is an outcome of its own', () => {
    expect(parseOutcome('hostileText')).toEqual({ kind: 'hostileText' });
  });

  it("answers an operation's usual answer with the corpus in its texts", async () => {
    chooseScenarios({ listFrequentQuestions: 'hostileText' });
    const response = await fetch(FAQ_URL);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-mock-source')).toBe('scenario:hostileText');
    expect(JSON.stringify(await response.json())).toContain(JSON.stringify(hostileText()).slice(1, -1));
  });

  it("keeps every operation's default answer within its contract", () => {
    const broken: string[] = [];
    for (const operation of operations) {
      const success = firstSuccessResponse(operation);
      if (!success?.schema) continue;
      const usual = resolveResponse(operation, { method: operation.method, url: `https://api.bait.example${operation.path}`, bodyText: '' }, { globalSeed: 1 });
      const hostile = hostileAnswer(operation, usual);
      for (const violation of responseViolations(operation, hostile)) broken.push(`${operation.operationId}: ${violation}`);
    }
    expect(broken).toEqual([]);
  });
});
