/**
 * Answers that agree with each other and with the clock (issue 35): the contract's x-source and
 * x-relative-date, in the engine (mocks/engine/linked-values.ts) and through the handlers.
 */
import { describe, expect, it } from 'vitest';
import { durationMs, linkValues, sourceReferenceProblem, usesLinks, valuesAtPath } from '@mocks/engine/linked-values';
import type { JsonSchema } from '@mocks/engine/types';
import { operations } from '@mocks/generated';
import { chooseScenarios } from '@mocks/testing';
import { checkMockEngineExtensions } from '../../scripts/generate';

const API = 'https://api.bait.example';
const NOW = Date.parse('2026-11-28T12:00:00.000Z');

describe('x-relative-date durations', () => {
  it('read weeks, days, hours, minutes and seconds, and a minus', () => {
    expect(durationMs('PT1H')).toBe(3_600_000);
    expect(durationMs('P1D')).toBe(86_400_000);
    expect(durationMs('P2W')).toBe(1_209_600_000);
    expect(durationMs('P1DT2H3M4S')).toBe(86_400_000 + 7_200_000 + 180_000 + 4000);
    expect(durationMs('-PT5M')).toBe(-300_000);
    expect(durationMs('PT0S')).toBe(0);
  });

  it('refuse what is no duration', () => {
    for (const text of ['', 'P', 'PT', '-P', '1H', 'PT1.5H', 'P1Y', 'pt1h', 'PT1H ', 'P1H']) expect(durationMs(text), text).toBeUndefined();
  });
});

describe('values at a path of an answer', () => {
  const body = { lista: [{ offeringid: 'a' }, { offeringid: 'b' }, { nombre: 'sin id' }], total: 2, nested: { ids: ['x', 'y'] } };

  it('spread lists with [] and step into objects', () => {
    expect(valuesAtPath(body, 'lista[].offeringid')).toEqual(['a', 'b']);
    expect(valuesAtPath(body, 'total')).toEqual([2]);
    expect(valuesAtPath(body, 'nested.ids[]')).toEqual(['x', 'y']);
    expect(valuesAtPath(body, 'nested.ids')).toEqual([['x', 'y']]);
  });

  it('find nothing where the answer has no such field or list', () => {
    expect(valuesAtPath(body, 'missing[].id')).toEqual([]);
    expect(valuesAtPath(body, 'total[]')).toEqual([]);
    expect(valuesAtPath(undefined, 'lista[].offeringid')).toEqual([]);
    expect(valuesAtPath([body], 'lista')).toEqual([]);
  });
});

describe('linking the values of one answer', () => {
  const schema: JsonSchema = {
    type: 'object',
    properties: {
      unlockDate: { type: 'string', format: 'date-time', 'x-relative-date': 'PT1H' },
      day: { type: 'string', format: 'date', 'x-relative-date': '-P1D' },
      offers: {
        type: 'array',
        items: { oneOf: [{ type: 'object', properties: { id: { type: 'string', 'x-source': { operation: 'listOffers', path: 'lista[].id' } } } }] },
      },
      plain: { type: 'string' },
    },
  };
  const listed = () => ['o-1', 'o-2', 'o-3'];
  const body = { unlockDate: '2020-01-01T00:00:00Z', day: '2020-01-01', offers: [{ id: 'o-2' }, { id: 'ghost' }, { id: 'ghost' }], plain: 'x' };

  it('dates from the request time and names listed values, leaving the rest and the original alone', () => {
    const linked = linkValues(schema, body, { now: NOW, relativeDates: true, sourceValues: listed }) as typeof body;
    expect(linked.unlockDate).toBe('2026-11-28T13:00:00.000Z');
    expect(linked.day).toBe('2026-11-27');
    expect(linked.offers[0]?.id).toBe('o-2');
    expect(listed()).toContain(linked.offers[1]?.id);
    expect(linked.offers[2]?.id).toBe(linked.offers[1]?.id);
    expect(linked.plain).toBe('x');
    expect(body.unlockDate).toBe('2020-01-01T00:00:00Z');
    expect(body.offers[1]?.id).toBe('ghost');
  });

  it('leaves dates as written when asked to, values when no source is given or the source lists nothing', () => {
    expect(linkValues(schema, body, { now: NOW, relativeDates: false })).toEqual(body);
    expect(linkValues(schema, body, { now: NOW, relativeDates: false, sourceValues: () => [] })).toEqual(body);
    expect(linkValues(schema, body, { now: NOW, relativeDates: false, sourceValues: () => [1, 2] })).toEqual(body);
    expect(linkValues(undefined, body, { now: NOW, relativeDates: true })).toBe(body);
    expect(linkValues(schema, { unlockDate: null }, { now: NOW, relativeDates: true })).toEqual({ unlockDate: null });
  });

  it('knows which schemas use the extensions', () => {
    expect(usesLinks(schema)).toBe(true);
    expect(usesLinks({ type: 'object', properties: { plain: { type: 'string' } } })).toBe(false);
    expect(usesLinks(undefined)).toBe(false);
  });
});

describe('the contract’s extensions, checked by npm run generate', () => {
  const ids = new Set(['listOffers']);

  it('refuse a source that names no operation or no path', () => {
    expect(sourceReferenceProblem({ operation: 'listOffers', path: 'lista[].id' }, ids)).toBeUndefined();
    expect(sourceReferenceProblem({ operation: 'listOfers', path: 'lista[].id' }, ids)).toBe('names no operation of the contract: listOfers');
    expect(sourceReferenceProblem({ operation: 'listOffers', path: 'lista[]..id' }, ids)).toBe('has no path such as lista[].offeringid: lista[]..id');
    expect(sourceReferenceProblem('listOffers', ids)).toBe('must be an object { operation, path }');
  });

  it('pass the contract, and fail a bad duration, a date without a date format or an unknown source', () => {
    expect(() => checkMockEngineExtensions(operations)).not.toThrow();
    const [first] = operations;
    if (!first) throw new Error('no operation in the contract');
    const withSchema = (schema: JsonSchema) => [{ ...first, responses: [{ status: 200, description: '', examples: [], schema }] }];
    expect(() => checkMockEngineExtensions(withSchema({ type: 'string', format: 'date-time', 'x-relative-date': 'one hour' }))).toThrow(
      /x-relative-date must be an ISO 8601 duration/,
    );
    expect(() => checkMockEngineExtensions(withSchema({ type: 'string', 'x-relative-date': 'PT1H' }))).toThrow(/needs format date-time or date/);
    expect(() => checkMockEngineExtensions(withSchema({ type: 'string', 'x-source': { operation: 'nope', path: 'a' } }))).toThrow(/names no operation/);
  });
});

describe('through the mocks', () => {
  async function balance(): Promise<{ offeringsIds: { offeringId: string }[] }> {
    const login = await fetch(`${API}/conn/page/api/bait/api/aplicacion/acceso`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ baitNumber: '5512345678', loginConfirmation: 'Bait#2026x' }),
    });
    const { access } = (await login.json()) as { access: string };
    const response = await fetch(`${API}/conn/page/api/app/consumoV3`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ access }),
    });
    return (await response.json()) as { offeringsIds: { offeringId: string }[] };
  }

  async function prepaidOfferIds(): Promise<string[]> {
    const response = await fetch(`${API}/conn/page/api/app/ofertas?rnd=1&appversion=1.0.0`);
    return ((await response.json()) as { lista: { offeringid: string }[] }).lista.map((offer) => offer.offeringid);
  }

  it('the default balance names an offer of the prepaid list; a scenario’s example stays as written', async () => {
    chooseScenarios({ getConsumption: 'sharedData' });
    expect((await balance()).offeringsIds.map((offer) => offer.offeringId)).toEqual(['1100310', '1100902']);
    chooseScenarios({}, { replace: true });
    const ids = await prepaidOfferIds();
    const named = (await balance()).offeringsIds.map((offer) => offer.offeringId);
    expect(named).toHaveLength(1);
    expect(ids).toContain(named[0]);
  });

  it('a lockout example ends an hour after the request, whatever day the example was written', async () => {
    const operation = operations.find((candidate) => candidate.operationId === 'generateRegisterOtp');
    if (!operation) throw new Error('no generateRegisterOtp in the contract');
    chooseScenarios({ generateRegisterOtp: 'lockedOut' });
    const before = Date.now();
    const response = await fetch(`${API}${operation.path.replace('{type}', 'mbb')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ baitNumber: '5512345678' }),
    });
    const { unlockDate } = (await response.json()) as { unlockDate: string };
    const after = Date.now();
    expect(Date.parse(unlockDate)).toBeGreaterThanOrEqual(before + 3_600_000 - 1000);
    expect(Date.parse(unlockDate)).toBeLessThanOrEqual(after + 3_600_000);
  });
});
