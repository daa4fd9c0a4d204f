import { describe, expect, it, vi } from 'vitest';
import { evaluateFlag, evaluateFlags, NO_USER_FLAG_VALUE, type EvaluationContext } from '../evaluate-flag';
import { allFlagsOff } from '../map-feature-flags';
import type { FeatureFlagsState, FeatureRule, FlagConditions } from '../types';

const neverDrawn = () => {
  throw new Error('the random source must not be drawn');
};

function context(overrides: Partial<EvaluationContext> = {}): EvaluationContext {
  return { value: '5512345678', random: neverDrawn, ...overrides };
}

function onWith(conditions: Omit<FlagConditions, 'requireAll'>, requireAll = false): FeatureRule {
  return { on: true, conditions: { ...conditions, requireAll } };
}

const USER = { email: 'qa.pagos@bait.example', phone: '5512345678' };

describe('evaluateFlag', () => {
  it('is disabled when the flag is off, whatever its conditions', () => {
    expect(evaluateFlag({ on: false }, context())).toBe(false);
    expect(evaluateFlag({ on: false, conditions: { values: ['5512345678'], requireAll: false } }, context())).toBe(false);
  });

  it('is enabled when the flag is on without conditions, or with a conditions entry that gives none', () => {
    expect(evaluateFlag({ on: true }, context())).toBe(true);
    expect(evaluateFlag(onWith({}, true), context())).toBe(true);
    expect(evaluateFlag(onWith({}, false), context())).toBe(true);
  });

  describe('allowedData', () => {
    const rule = onWith({ values: ['5587654321', ' 3312345678 '] });

    it('passes when the evaluated value is in the list (surrounding spaces ignored)', () => {
      expect(evaluateFlag(rule, context({ value: '5587654321' }))).toBe(true);
      expect(evaluateFlag(rule, context({ value: '3312345678' }))).toBe(true);
    });

    it('fails for a value not in the list, a partial match, and an empty list', () => {
      expect(evaluateFlag(rule, context({ value: '5512345678' }))).toBe(false);
      expect(evaluateFlag(rule, context({ value: '558765432' }))).toBe(false);
      expect(evaluateFlag(onWith({ values: [] }), context())).toBe(false);
    });

    it("lets a list name '1' to include visitors without a number", () => {
      expect(evaluateFlag(onWith({ values: [NO_USER_FLAG_VALUE] }), context({ value: NO_USER_FLAG_VALUE }))).toBe(true);
    });
  });

  describe('allowedRegex', () => {
    const rule = onWith({ pattern: '^55[0-9]{8}$' });

    it('passes when the value matches', () => {
      expect(evaluateFlag(rule, context({ value: '5512345678' }))).toBe(true);
    });

    it('fails when the value does not match', () => {
      expect(evaluateFlag(rule, context({ value: '3312345678' }))).toBe(false);
      expect(evaluateFlag(rule, context({ value: '55123' }))).toBe(false);
    });

    it('fails, without throwing, for an invalid expression', () => {
      expect(evaluateFlag(onWith({ pattern: '([' }), context())).toBe(false);
    });
  });

  describe('allowedUsers', () => {
    const rule = onWith({ users: [USER] });

    it('passes when one entry matches both the e-mail and the phone of the current user', () => {
      expect(evaluateFlag(rule, context({ user: USER }))).toBe(true);
      expect(evaluateFlag(rule, context({ user: { email: ' QA.Pagos@Bait.example', phone: '55 1234 5678' } }))).toBe(true);
    });

    it('fails when only the e-mail or only the phone matches', () => {
      expect(evaluateFlag(rule, context({ user: { email: USER.email, phone: '5599999999' } }))).toBe(false);
      expect(evaluateFlag(rule, context({ user: { email: 'otra@bait.example', phone: USER.phone } }))).toBe(false);
    });

    it('fails for an anonymous visitor or a user without e-mail', () => {
      expect(evaluateFlag(rule, context())).toBe(false);
      expect(evaluateFlag(rule, context({ user: { phone: USER.phone } }))).toBe(false);
    });
  });

  describe('allowedIps', () => {
    const rule = onWith({ ips: ['203.0.113.45', '2001:DB8::1'] });

    it('passes when the looked-up IP is in the list (IPv6 compared case-insensitively)', () => {
      expect(evaluateFlag(rule, context({ ip: '203.0.113.45' }))).toBe(true);
      expect(evaluateFlag(rule, context({ ip: '2001:db8::1' }))).toBe(true);
    });

    it('fails when the IP is not in the list', () => {
      expect(evaluateFlag(rule, context({ ip: '198.51.100.99' }))).toBe(false);
    });

    it('fails when there was no lookup (or it failed)', () => {
      expect(evaluateFlag(rule, context())).toBe(false);
    });
  });

  describe('allowedPercentage', () => {
    it('passes when the injected draw falls under the percentage', () => {
      expect(evaluateFlag(onWith({ percentage: 50 }), context({ random: () => 0.49 }))).toBe(true);
      expect(evaluateFlag(onWith({ percentage: 100 }), context({ random: () => 0.999 }))).toBe(true);
    });

    it('fails when the draw is at or above it', () => {
      expect(evaluateFlag(onWith({ percentage: 50 }), context({ random: () => 0.5 }))).toBe(false);
      expect(evaluateFlag(onWith({ percentage: 0 }), context({ random: () => 0 }))).toBe(false);
    });

    it('draws once per evaluation', () => {
      const random = vi.fn(() => 0.1);
      evaluateFlag(onWith({ percentage: 20 }), context({ random }));
      expect(random).toHaveBeenCalledOnce();
    });
  });

  describe('combining conditions', () => {
    const conditions = { values: ['3312345678'], pattern: '^55[0-9]{8}$' };

    it('any-pass when allValidations is false: one passing condition is enough', () => {
      expect(evaluateFlag(onWith(conditions, false), context({ value: '5512345678' }))).toBe(true);
      expect(evaluateFlag(onWith(conditions, false), context({ value: '3312345678' }))).toBe(true);
      expect(evaluateFlag(onWith(conditions, false), context({ value: '8112345678' }))).toBe(false);
    });

    it('all-must-pass when allValidations is true', () => {
      expect(evaluateFlag(onWith(conditions, true), context({ value: '5512345678' }))).toBe(false);
      expect(evaluateFlag(onWith(conditions, true), context({ value: '3312345678' }))).toBe(false);
      expect(evaluateFlag(onWith({ values: ['5512345678'], pattern: '^55' }, true), context())).toBe(true);
    });

    it('all-must-pass with IPs and a pattern, as in the ssoByIpAndRegex example', () => {
      const rule = onWith({ ips: ['203.0.113.45'], pattern: '^55[0-9]{8}$' }, true);
      expect(evaluateFlag(rule, context({ ip: '203.0.113.45' }))).toBe(true);
      expect(evaluateFlag(rule, context())).toBe(false);
    });

    it('does not draw the random number when an earlier condition already decides', () => {
      expect(evaluateFlag(onWith({ values: ['5512345678'], percentage: 50 }, false), context())).toBe(true);
      expect(evaluateFlag(onWith({ values: ['0000000000'], percentage: 50 }, true), context())).toBe(false);
    });
  });
});

describe('evaluateFlags', () => {
  const state = (rules: Partial<FeatureFlagsState['rules']>, ip?: string): FeatureFlagsState => ({
    rules: { ...allFlagsOff(), ...rules },
    guestEsimEnabled: true,
    readFailed: false,
    ...(ip ? { ip } : {}),
  });

  it("tests the subject's value, else the user's phone, else '1'", () => {
    const rules = { 'new-plugin': onWith({ values: ['5587654321', NO_USER_FLAG_VALUE] }) };
    expect(evaluateFlags(state(rules), { value: '5587654321' }, neverDrawn)['new-plugin']).toBe(true);
    expect(evaluateFlags(state(rules), { user: { phone: '5587654321' } }, neverDrawn)['new-plugin']).toBe(true);
    expect(evaluateFlags(state(rules), {}, neverDrawn)['new-plugin']).toBe(true);
    expect(evaluateFlags(state(rules), { user: { phone: '5500000000' } }, neverDrawn)['new-plugin']).toBe(false);
  });

  it('uses the IP of the state and answers every flag', () => {
    const flags = evaluateFlags(state({ sso: onWith({ ips: ['203.0.113.45'] }), 'e-sim': { on: true } }, '203.0.113.45'), {}, neverDrawn);
    expect(flags).toEqual({ 'e-sim': true, pospaid: false, 'business-page': false, sso: true, 'new-plugin': false });
  });
});
