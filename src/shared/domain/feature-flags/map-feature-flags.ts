import type { components } from '@/api/generated/site-assets';
import { FEATURE_FLAG_NAMES, type FeatureFlagName, type FeatureRule, type FeatureRules, type FlagConditions } from './types';

export type ContractFeatureFlags = components['schemas']['FeatureFlags'];
export type ContractFeatureConditions = components['schemas']['FeatureConditions'];
export type ContractFeatureCondition = components['schemas']['FeatureCondition'];

/**
 * The one place where the contract's names (allowedData, allowedRegex, allowedUsers, allowedIps,
 * allowedPercentage, allValidations) become the app's. A field that is absent stays absent, so
 * only the conditions the file gives are tested.
 */
export function toFeatureRules(flags: ContractFeatureFlags, conditions: ContractFeatureConditions): FeatureRules {
  const rules = {} as Record<FeatureFlagName, FeatureRule>;
  for (const name of FEATURE_FLAG_NAMES) {
    const condition = conditions[name];
    if (!condition) {
      rules[name] = { on: flags[name] === true };
      continue;
    }
    const mapped: FlagConditions = { requireAll: condition.allValidations === true };
    if (condition.allowedData !== undefined) mapped.values = condition.allowedData;
    if (condition.allowedRegex !== undefined) mapped.pattern = condition.allowedRegex;
    if (condition.allowedUsers !== undefined) mapped.users = condition.allowedUsers.map(({ email, phone }) => ({ email, phone }));
    if (condition.allowedIps !== undefined) mapped.ips = condition.allowedIps;
    if (condition.allowedPercentage !== undefined) mapped.percentage = condition.allowedPercentage;
    rules[name] = { on: flags[name] === true, conditions: mapped };
  }
  return rules;
}

/** Every flag off: what the site runs with when the flag files cannot be read. */
export function allFlagsOff(): FeatureRules {
  const rules = {} as Record<FeatureFlagName, FeatureRule>;
  for (const name of FEATURE_FLAG_NAMES) rules[name] = { on: false };
  return rules;
}
