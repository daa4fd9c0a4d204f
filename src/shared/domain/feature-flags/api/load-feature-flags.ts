import { ipLookupApi, siteAssets } from '@/api/clients';
import type { components as IpLookupComponents } from '@/api/generated/ip-lookup-api';
import type { components as SiteAssetsComponents } from '@/api/generated/site-assets';
import { settle } from '@/shared/api/settle';
import { FEATURE_FLAGS_TIMEOUT_MS } from '../../call-policy/call-policy';
import { allFlagsOff, toFeatureRules, type ContractFeatureCondition, type ContractFeatureConditions, type ContractFeatureFlags } from '../map-feature-flags';
import { FEATURE_FLAG_NAMES, type FeatureFlagsState, type FeatureRules } from '../types';

export interface LoadFeatureFlagsOptions {
  timeoutMs?: number;
}

type ContractGuestEsimSetting = SiteAssetsComponents['schemas']['GuestEsimSetting'];
type ContractIpLookupResult = IpLookupComponents['schemas']['IpLookupResult'];

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');
const isOptional = (value: unknown, guard: (candidate: unknown) => boolean) => value === undefined || guard(value);

function isFeatureFlags(value: unknown): value is ContractFeatureFlags {
  return isObject(value) && FEATURE_FLAG_NAMES.every((name) => isOptional(value[name], (flag) => typeof flag === 'boolean'));
}

function isAllowedUser(value: unknown): boolean {
  return isObject(value) && typeof value.email === 'string' && typeof value.phone === 'string';
}

function isFeatureCondition(value: unknown): value is ContractFeatureCondition {
  return (
    isObject(value) &&
    isOptional(value.allowedData, isStringList) &&
    isOptional(value.allowedRegex, (regex) => typeof regex === 'string') &&
    isOptional(value.allowedUsers, (users) => Array.isArray(users) && users.every(isAllowedUser)) &&
    isOptional(value.allowedIps, isStringList) &&
    isOptional(value.allowedPercentage, (percentage) => typeof percentage === 'number' && Number.isFinite(percentage)) &&
    isOptional(value.allValidations, (all) => typeof all === 'boolean')
  );
}

function isFeatureConditions(value: unknown): value is ContractFeatureConditions {
  return isObject(value) && FEATURE_FLAG_NAMES.every((name) => isOptional(value[name], isFeatureCondition));
}

function isGuestEsimSetting(value: unknown): value is ContractGuestEsimSetting {
  return isObject(value) && typeof value.enabled === 'boolean';
}

/** A body of the expected shape, or undefined: these files are edited by hand, outside the contract's checks. */
function wellFormed<T>(body: unknown, isExpected: (body: unknown) => body is T): T | undefined {
  return isExpected(body) ? body : undefined;
}

const isIpLookupResult = (value: unknown): value is ContractIpLookupResult => isObject(value) && typeof value.ip === 'string';

/** Only a flag that is on has its conditions tested, so only such a flag needs the IP. */
function needsIpLookup(rules: FeatureRules): boolean {
  return FEATURE_FLAG_NAMES.some((name) => rules[name].on && rules[name].conditions?.ips !== undefined);
}

/**
 * Reads the flags, their conditions and the guest-eSIM setting from the site's assets, and the
 * visitor's IP when a condition of a flag that is on uses allowedIps. Never throws: when the
 * flags or the conditions cannot be read, every flag is off; when the guest-eSIM setting cannot
 * be read, guest eSIM is off; when the IP lookup fails, allowedIps conditions fail.
 */
export async function loadFeatureFlags({ timeoutMs = FEATURE_FLAGS_TIMEOUT_MS }: LoadFeatureFlagsOptions = {}): Promise<FeatureFlagsState> {
  const within = { timeoutMs };
  const [flagsAnswer, conditionsAnswer, guestEsimAnswer] = await Promise.all([
    settle(() => siteAssets.GET('/assets/config/feature-flags.json'), within),
    settle(() => siteAssets.GET('/assets/config/feature-conditions.json'), within),
    settle(() => siteAssets.GET('/assets/config/guest-esim.json'), within),
  ]);
  const flags = wellFormed(flagsAnswer.okBody, isFeatureFlags);
  const conditions = wellFormed(conditionsAnswer.okBody, isFeatureConditions);
  const guestEsimEnabled = wellFormed(guestEsimAnswer.okBody, isGuestEsimSetting)?.enabled === true;
  if (!flags || !conditions) return { rules: allFlagsOff(), guestEsimEnabled, readFailed: true };

  const rules = toFeatureRules(flags, conditions);
  if (!needsIpLookup(rules)) return { rules, guestEsimEnabled, readFailed: false };

  const lookup = wellFormed((await settle(() => ipLookupApi.GET('/json'), within)).okBody, isIpLookupResult);
  return { rules, guestEsimEnabled, readFailed: false, ...(lookup ? { ip: lookup.ip } : {}) };
}
