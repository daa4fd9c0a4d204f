import { describe, expect, it } from 'vitest';
import { pathParamsOf, resolveResponse } from '@mocks/engine/resolve-response';
import type { JsonSchema, OperationDefinition } from '@mocks/engine/types';

const offer: JsonSchema = {
  type: 'object',
  required: ['offeringid', 'nombre', 'pesos', 'vigencia'],
  properties: {
    offeringid: { type: 'string', pattern: '^[0-9]{4}$' },
    nombre: { type: 'string', maxLength: 40 },
    pesos: { type: 'number', minimum: 10, maximum: 500 },
    vigencia: { type: 'integer', minimum: 1, maximum: 30 },
    incluye: { type: 'array', maxItems: 3, items: { type: 'string', maxLength: 30 } },
  },
};

function operation(operationId: string, path: string, schema: JsonSchema): OperationDefinition {
  return {
    service: 'test',
    operationId,
    method: 'get',
    path,
    tags: [],
    parameters: [],
    responses: [{ status: 200, description: 'ok', contentType: 'application/json', schema, examples: [] }],
  };
}

const listOffers = operation('listOffers', '/ofertas', {
  type: 'object',
  required: ['lista'],
  properties: { lista: { type: 'array', minItems: 5, maxItems: 5, items: offer } },
});
const getOffer = operation('getOffer', '/ofertas/{offeringid}', offer);

const answer = (op: OperationDefinition, url: string, globalSeed = 1) => resolveResponse(op, { method: 'GET', url, bodyText: '' }, { globalSeed }).body;

describe('schema-made entities', () => {
  it('are the same in their list and fetched alone, in any order of calls', () => {
    const { lista } = answer(listOffers, 'http://localhost/ofertas') as { lista: Array<{ offeringid: string }> };
    const third = lista[2];
    if (!third) throw new Error('the list has fewer than three offers');
    const alone = answer(getOffer, `http://localhost/ofertas/${third.offeringid}`);
    expect(alone).toEqual(third);
    expect(answer(listOffers, 'http://localhost/ofertas')).toEqual({ lista });
  });

  it('carry the identifier the path asks for', () => {
    expect(answer(getOffer, 'http://localhost/ofertas/4321')).toMatchObject({ offeringid: '4321' });
  });

  it('change with the global seed', () => {
    expect(answer(getOffer, 'http://localhost/ofertas/4321', 2)).not.toEqual(answer(getOffer, 'http://localhost/ofertas/4321', 1));
  });
});

describe('path parameters of a concrete path', () => {
  it('are read by the contract path template', () => {
    expect(pathParamsOf('/api/x/{uuid}/update/{event}', '/v2/api/x/abc/update/3')).toEqual({ uuid: 'abc', event: '3' });
    expect(pathParamsOf('/a/{id}', '/b/1')).toEqual({});
  });
});
