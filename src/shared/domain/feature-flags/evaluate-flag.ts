import { keepDigits } from '@/shared/format/normalize';
import {
  FEATURE_FLAG_NAMES,
  type FeatureFlagName,
  type FeatureFlagsState,
  type FeatureRule,
  type FlagConditions,
  type FlagStates,
  type FlagSubject,
  type FlagUser,
} from './types';

/**
 * The value a flag is tested with when the caller has no user number: the payment dialog
 * evaluates new-plugin "with the user number, or '1' when there is none" (spec, payments 4).
 */
export const NO_USER_FLAG_VALUE = '1';

/** A source of numbers in [0, 1), as Math.random; injected so tests are deterministic. */
export type RandomSource = () => number;

export interface EvaluationContext {
  /** The value allowedData and allowedRegex test. */
  value: string;
  user?: Partial<FlagUser>;
  /** The visitor's public IP; without it an allowedIps condition fails. */
  ip?: string;
  random: RandomSource;
}

type Check = () => boolean;

const normaliseEmail = (email: string) => email.trim().toLowerCase();
const normaliseIp = (ip: string) => ip.trim().toLowerCase();

function matchesPattern(pattern: string, value: string): boolean {
  try {
    return new RegExp(pattern).test(value);
  } catch {
    // A broken expression in the conditions file must not break the site; it simply never matches.
    return false;
  }
}

function matchesUser(users: readonly FlagUser[], user: Partial<FlagUser> | undefined): boolean {
  if (!user?.email || !user.phone) return false;
  const email = normaliseEmail(user.email);
  const phone = keepDigits(user.phone);
  return users.some((entry) => normaliseEmail(entry.email) === email && keepDigits(entry.phone) === phone);
}

/** The given conditions, in an order that draws the random number last (and only when needed). */
function checksOf(conditions: FlagConditions, context: EvaluationContext): Check[] {
  const checks: Check[] = [];
  const value = context.value.trim();
  const { values, pattern, users, ips, percentage } = conditions;
  if (values !== undefined) checks.push(() => values.some((allowed) => allowed.trim() === value));
  if (pattern !== undefined) checks.push(() => matchesPattern(pattern, value));
  if (users !== undefined) checks.push(() => matchesUser(users, context.user));
  if (ips !== undefined) {
    const { ip } = context;
    checks.push(() => ip !== undefined && ips.some((allowed) => normaliseIp(allowed) === normaliseIp(ip)));
  }
  if (percentage !== undefined) checks.push(() => context.random() * 100 < percentage);
  return checks;
}

/**
 * Off is disabled; on without conditions is enabled; on with conditions is decided by the
 * conditions given, all of them when requireAll (allValidations) is set, else any one.
 */
export function evaluateFlag(rule: FeatureRule, context: EvaluationContext): boolean {
  if (!rule.on) return false;
  if (!rule.conditions) return true;
  const checks = checksOf(rule.conditions, context);
  if (checks.length === 0) return true;
  return rule.conditions.requireAll ? checks.every((check) => check()) : checks.some((check) => check());
}

/**
 * Every flag for one subject. The tested value is the subject's value, else the user's phone,
 * else NO_USER_FLAG_VALUE.
 */
export function evaluateFlags(state: FeatureFlagsState, subject: FlagSubject, random: RandomSource): FlagStates {
  const context: EvaluationContext = {
    value: subject.value ?? subject.user?.phone ?? NO_USER_FLAG_VALUE,
    random,
    ...(subject.user ? { user: subject.user } : {}),
    ...(state.ip !== undefined ? { ip: state.ip } : {}),
  };
  const states = {} as Record<FeatureFlagName, boolean>;
  for (const name of FEATURE_FLAG_NAMES) states[name] = evaluateFlag(state.rules[name], context);
  return states;
}
