import { describe, expect, it } from 'vitest';
import { allFlagsOff, toFeatureRules, type ContractFeatureCondition, type ContractFeatureFlags } from '../map-feature-flags';
import { FEATURE_FLAG_NAMES } from '../types';

const ALL_ON: ContractFeatureFlags = { 'e-sim': true, pospaid: true, 'business-page': true, sso: false, 'new-plugin': true };

describe('toFeatureRules', () => {
  it('maps the contract names to the app names, keeping only the conditions given', () => {
    const rules = toFeatureRules(ALL_ON, {
      'new-plugin': {
        allowedUsers: [{ email: 'qa.pagos@bait.example', phone: '5512345678' }],
        allowedData: ['5587654321'],
        allValidations: false,
      },
      sso: { allowedIps: ['203.0.113.45'], allowedRegex: '^55[0-9]{8}$', allValidations: true },
      // The pospaidByPercentage example leaves allValidations out; the generated type marks it required.
      pospaid: { allowedPercentage: 50 } as ContractFeatureCondition,
    });
    expect(rules['new-plugin']).toEqual({
      on: true,
      conditions: { users: [{ email: 'qa.pagos@bait.example', phone: '5512345678' }], values: ['5587654321'], requireAll: false },
    });
    expect(rules.sso).toEqual({ on: false, conditions: { ips: ['203.0.113.45'], pattern: '^55[0-9]{8}$', requireAll: true } });
    // allValidations defaults to false.
    expect(rules.pospaid).toEqual({ on: true, conditions: { percentage: 50, requireAll: false } });
    expect(rules['e-sim']).toEqual({ on: true });
  });

  it('names every flag of the contract', () => {
    expect([...FEATURE_FLAG_NAMES].sort()).toEqual(Object.keys(ALL_ON).sort());
    expect(Object.values(allFlagsOff())).toEqual(FEATURE_FLAG_NAMES.map(() => ({ on: false })));
  });
});
