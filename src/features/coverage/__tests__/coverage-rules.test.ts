import { describe, expect, it } from 'vitest';
import { chooseScenarios, type ScenarioMap, type ScenarioOutcome } from '@/shared/testing/mock-api';
import { checkCoverage } from '../api/check-coverage';
import { saveHomeCoverageResult } from '../api/coverage-api';
import { addressLineOf, EMPTY_COVERAGE_ADDRESS } from '../coverage-address';
import { coverageOutcomeOf, hasCoverage, isSavable, MAP_HEIGHT, MAP_WIDTH, needsCapacityLookup, projectToMap } from '../coverage-result';
import { coverageAddressSchema } from '../schemas';

/** The form shows the first message of each field (react-hook-form's firstError). */
function firstMessages(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> = []): string[] {
  const byField = new Map<string, string>();
  for (const issue of issues) if (!byField.has(String(issue.path[0]))) byField.set(String(issue.path[0]), issue.message);
  return [...byField.values()];
}

const ADDRESS = {
  street: ' Av.  Insurgentes Sur ',
  exteriorNumber: '1602',
  neighbourhood: 'Crédito Constructor',
  postalCode: '03940',
  municipality: 'Benito Juárez',
  state: 'Ciudad de México',
};

describe('addressLineOf', () => {
  it('joins the address in one line, spaces tidied', () => {
    expect(addressLineOf(ADDRESS)).toBe('Av. Insurgentes Sur 1602, Crédito Constructor, C.P. 03940, Benito Juárez, Ciudad de México');
  });

  it('stays within the contract limit of 300 characters at every field maximum', () => {
    const longest = {
      street: 'a'.repeat(80),
      exteriorNumber: '1'.repeat(10),
      neighbourhood: 'b'.repeat(60),
      postalCode: '12345',
      municipality: 'c'.repeat(60),
      state: 'd'.repeat(40),
    };
    expect(coverageAddressSchema.safeParse(longest).success).toBe(true);
    expect(addressLineOf(longest).length).toBeLessThanOrEqual(300);
  });
});

describe('coverageAddressSchema', () => {
  it('gives each missing field its message', () => {
    const result = coverageAddressSchema.safeParse({ ...EMPTY_COVERAGE_ADDRESS, street: '   ' });
    expect(result.success).toBe(false);
    expect(firstMessages(result.error?.issues)).toEqual([
      'La calle es obligatoria',
      'El número es obligatorio',
      'La colonia es obligatoria',
      'El código postal es obligatorio',
      'El municipio o alcaldía es obligatorio',
      'El estado es obligatorio',
    ]);
  });

  it('wants a 5-digit postal code', () => {
    const result = coverageAddressSchema.safeParse({ ...ADDRESS, postalCode: '0394' });
    expect(firstMessages(result.error?.issues)).toEqual(['El código postal debe tener 5 dígitos']);
  });
});

describe('coverage outcome rules', () => {
  const answered = { kind: 'answered', hasService: true, capacity: 25 } as const;

  it('asks the capacity only with service and a coverage id', () => {
    expect(needsCapacityLookup({ ...answered, coverageId: 'X1' })).toBe(true);
    expect(needsCapacityLookup(answered)).toBe(false);
    expect(needsCapacityLookup({ ...answered, hasService: false, coverageId: 'X1' })).toBe(false);
    expect(needsCapacityLookup({ kind: 'failed' })).toBe(false);
  });

  it('decides by the capacity by coverage id when it was asked, else by the check', () => {
    expect(coverageOutcomeOf(answered)).toBe('available');
    expect(coverageOutcomeOf({ ...answered, capacity: 0 })).toBe('noCapacity');
    expect(coverageOutcomeOf(answered, { kind: 'answered', capacity: 0 })).toBe('noCapacity');
    expect(coverageOutcomeOf({ ...answered, capacity: 0 }, { kind: 'answered', capacity: 3 })).toBe('available');
    expect(coverageOutcomeOf(answered, { kind: 'failed' })).toBe('capacityFailed');
    expect(coverageOutcomeOf({ ...answered, hasService: false })).toBe('noService');
    expect(coverageOutcomeOf({ kind: 'failed' })).toBe('checkFailed');
  });

  it('saves every answered outcome, with coverage when the address has service', () => {
    expect(hasCoverage('available')).toBe(true);
    expect(hasCoverage('noCapacity')).toBe(true);
    expect(hasCoverage('capacityFailed')).toBe(true);
    expect(hasCoverage('noService')).toBe(false);
    expect(isSavable('noService')).toBe(true);
    expect(isSavable('checkFailed')).toBe(false);
  });
});

describe('projectToMap', () => {
  it('places a point of Mexico inside the drawing and leaves one outside out', () => {
    const mexicoCity = projectToMap({ lat: 19.3887, lng: -99.1636 });
    expect(mexicoCity).toEqual({ x: 193.4, y: 136.1 });
    expect(mexicoCity?.x).toBeLessThan(MAP_WIDTH);
    expect(mexicoCity?.y).toBeLessThan(MAP_HEIGHT);
    expect(projectToMap({ lat: 40.4, lng: -3.7 })).toBeUndefined();
  });
});

describe('the coverage calls against the contract mocks', () => {
  it('with no scenario: service, the capacity by id and the location', async () => {
    await expect(checkCoverage('Calle 1, C.P. 03940')).resolves.toEqual({
      outcome: 'available',
      address: 'Calle 1, C.P. 03940',
      location: { lat: 19.3887, lng: -99.1636 },
    });
  });

  it.each<[ScenarioMap, string, unknown]>([
    [{ checkHomeCoverage: 'noCapacity' }, 'noCapacity', undefined],
    [{ checkHomeCoverage: 'noService' }, 'noService', { lat: 20.6597, lng: -103.3496 }],
    [{ checkHomeCoverage: 'failure' }, 'checkFailed', undefined],
    [{ checkHomeCoverage: 'networkError' }, 'checkFailed', undefined],
    [{ getServiceabilityByCoverageId: 'withoutCapacity' }, 'noCapacity', { lat: 19.3887, lng: -99.1636 }],
    [{ getServiceabilityByCoverageId: 'failure' }, 'capacityFailed', { lat: 19.3887, lng: -99.1636 }],
  ])('%o gives %s', async (scenarios, outcome, location) => {
    chooseScenarios(scenarios);
    const result = await checkCoverage('Calle 1');
    expect(result.outcome).toBe(outcome);
    expect(result.location).toEqual(location);
  });

  it.each<[ScenarioOutcome<'saveHomeCoverageResult'> | undefined, string]>([
    [undefined, 'saved'],
    ['notSaved', 'notSaved'],
    ['networkError', 'notSaved'],
  ])('saving with %s answers %s', async (scenario, outcome) => {
    if (scenario) chooseScenarios({ saveHomeCoverageResult: scenario });
    await expect(saveHomeCoverageResult({ hasCoverage: false, answer: 'Sin cobertura', address: 'Calle 1' })).resolves.toBe(outcome);
  });
});
