import { describe, expect, it } from 'vitest';
import { groupOperationsByTag, matchesFilter, outcomeGroupsOf, outcomeGroupsWithCurrent } from '../operation-outcomes';
import { fixtureOperations, operationFixture } from './operation-fixtures';

const checkDevice = fixtureOperations.find((operation) => operation.operationId === 'checkDevice') ?? operationFixture({ operationId: 'missing' });

describe('outcomeGroupsOf', () => {
  it('offers every named example, every declared status and both network failures', () => {
    expect(outcomeGroupsOf(checkDevice)).toEqual([
      {
        label: 'Ejemplos con nombre',
        options: [
          { value: 'compatible', label: 'compatible · 200 · Equipo compatible' },
          { value: 'incompatible', label: 'incompatible · 200' },
          { value: 'serverError', label: 'serverError · 500 · Error interno' },
        ],
      },
      {
        label: 'Códigos de estado',
        options: [
          { value: 'code=200', label: 'code=200 · Código 200' },
          { value: 'code=500', label: 'code=500 · Código 500' },
        ],
      },
      {
        label: 'Fallos de red',
        options: [
          { value: 'networkError', label: 'Error de red' },
          { value: 'timeout', label: 'Tiempo de espera agotado' },
        ],
      },
    ]);
  });

  it('adds an outcome it does not list, such as a delay set by URL, so the current choice shows', () => {
    const groups = outcomeGroupsWithCurrent(checkDevice, 'delay=800');
    expect(groups.at(-1)).toEqual({ label: 'Otros', options: [{ value: 'delay=800', label: 'delay=800 (elegido por URL)' }] });
    expect(outcomeGroupsWithCurrent(checkDevice, 'compatible')).toEqual(outcomeGroupsOf(checkDevice));
  });

  it('shows an outcome the operation does not have as refused, never as chosen by URL (decision 150)', () => {
    const groups = outcomeGroupsWithCurrent(checkDevice, 'compatibel');
    expect(groups.at(-1)).toEqual({
      label: 'Rechazado',
      options: [{ value: 'compatibel', label: 'compatibel (desconocido: sus llamadas fallan con 421)' }],
    });
    expect(JSON.stringify(groups)).not.toContain('elegido por URL');
  });
});

describe('groupOperationsByTag', () => {
  it('puts each operation under its first tag, tags in alphabetical order', () => {
    const groups = groupOperationsByTag(fixtureOperations).map(({ tag, operations }) => ({
      tag,
      operationIds: operations.map((operation) => operation.operationId),
    }));
    expect(groups).toEqual([
      { tag: 'acquisition', operationIds: ['checkDevice', 'saveLead'] },
      { tag: 'sin etiqueta', operationIds: ['getFlags'] },
      { tag: 'visitor-tracking', operationIds: ['recordVisit'] },
    ]);
  });
});

describe('matchesFilter', () => {
  it('matches the operationId or the path, ignoring case and surrounding spaces', () => {
    expect(matchesFilter(checkDevice, ' CHECKdev ')).toBe(true);
    expect(matchesFilter(checkDevice, '/equipo/')).toBe(true);
    expect(matchesFilter(checkDevice, 'acquisition')).toBe(false);
    expect(matchesFilter(checkDevice, '')).toBe(true);
  });
});
