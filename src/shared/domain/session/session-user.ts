import type { components } from '@/api/generated/main-api';
import { PHONE_PATTERN } from '@/shared/domain/validation/patterns';

/** A login answer: the legacy ones give a line type, single sign-on its own profile type. */
type SessionUserResult = Omit<components['schemas']['SessionUserResult'], 'userType'> & { userType?: number };

/** The customer as the app speaks of them (spec 3 "Session user"); logged in when `success` is true. */
export interface SessionUser {
  /** True for a user a login answer gave; the empty user of an anonymous visitor has false. */
  success: boolean;
  name: string;
  email: string;
  /** The line number (10 digits). */
  number: string;
  /** The service number of home and portable internet lines; empty for mobile lines. */
  serviceNumber: string;
  /**
   * The profile type: 1 mbb, 2 hbb, 3 mifi for a legacy login; single sign-on returns its own
   * (spec 6), kept as it came (the contract's 1 to 99).
   */
  userType: number;
  access: string;
  refreshToken: string;
  isLegacy: boolean;
  isProfileActive: boolean;
  isEmailVerify: boolean;
}

/** No one logged in (spec 3: "Default is an empty user with success false"). */
export const EMPTY_SESSION_USER: Readonly<SessionUser> = Object.freeze({
  success: false,
  name: '',
  email: '',
  number: '',
  serviceNumber: '',
  userType: 0,
  access: '',
  refreshToken: '',
  isLegacy: false,
  isProfileActive: false,
  isEmailVerify: false,
});

/** The contract's limit on the access token. */
const ACCESS_MAX_LENGTH = 4096;
/** Printable ASCII: what a request header may carry (`Bearer <access>`); anything else makes `fetch` throw. */
const HEADER_SAFE = /^[\x20-\x7e]+$/;

/** An access token the calls can send: not blank, within the contract's limit, header-safe. */
export function isUsableAccessToken(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '' && value.length <= ACCESS_MAX_LENGTH && HEADER_SAFE.test(value);
}

/** The one mapper from a login, registration or new-password answer to the session user. */
export function toSessionUser(result: SessionUserResult): SessionUser | undefined {
  if (!result.success || !isUsableAccessToken(result.access) || !result.number) return undefined;
  return {
    success: true,
    name: result.name ?? '',
    email: result.email ?? '',
    number: result.number,
    serviceNumber: result.serviceNumber ?? '',
    userType: result.userType ?? 1,
    access: result.access,
    refreshToken: result.refreshToken ?? '',
    isLegacy: result.isLegacy ?? false,
    isProfileActive: result.isProfileActive ?? false,
    isEmailVerify: result.isEmailVerify ?? false,
  };
}

/** The contract's range of profile types: the legacy line types 1 to 3 and the SSO's own. */
const PROFILE_TYPE_RANGE = { min: 1, max: 99 } as const;

type Field<T> = { kind: 'valid'; value: T } | { kind: 'invalid' };

/** A stored field: missing gives the default (older stored users), a value of another type is hand-edited. */
function field<T>(value: unknown, fallback: T, accepts: (value: unknown) => value is T): Field<T> {
  if (value === undefined) return { kind: 'valid', value: fallback };
  return accepts(value) ? { kind: 'valid', value } : { kind: 'invalid' };
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
/** A profile type as the contract allows it: the legacy line types 1 to 3, or single sign-on's own. */
export const isProfileType = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= PROFILE_TYPE_RANGE.min && value <= PROFILE_TYPE_RANGE.max;
/** Stored before the field existed means stored after a successful login; a stored false is no session. */
const isLoggedInFlag = (value: unknown): value is true => value === true;
const isServiceNumber = (value: unknown): value is string => typeof value === 'string' && (value === '' || PHONE_PATTERN.test(value));

/**
 * What was stored, if it still reads as a session user; anything else (corrupted, truncated,
 * foreign or hand-edited: a token that is not text, a number that is not 10 digits, a profile
 * type out of the contract's range, success false...) is no session.
 */
export function parseStoredUser(value: unknown): SessionUser | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const stored = value as Record<string, unknown>;
  if (!isUsableAccessToken(stored.access)) return undefined;
  if (typeof stored.number !== 'string' || !PHONE_PATTERN.test(stored.number)) return undefined;
  const success = field(stored.success, true, isLoggedInFlag);
  const name = field(stored.name, '', isString);
  const email = field(stored.email, '', isString);
  const serviceNumber = field(stored.serviceNumber, '', isServiceNumber);
  const userType = field(stored.userType, 1, isProfileType);
  const refreshToken = field(stored.refreshToken, '', isString);
  const isLegacy = field(stored.isLegacy, false, isBoolean);
  const isProfileActive = field(stored.isProfileActive, false, isBoolean);
  const isEmailVerify = field(stored.isEmailVerify, false, isBoolean);
  if (
    success.kind === 'invalid' ||
    name.kind === 'invalid' ||
    email.kind === 'invalid' ||
    serviceNumber.kind === 'invalid' ||
    userType.kind === 'invalid' ||
    refreshToken.kind === 'invalid' ||
    isLegacy.kind === 'invalid' ||
    isProfileActive.kind === 'invalid' ||
    isEmailVerify.kind === 'invalid'
  ) {
    return undefined;
  }
  return {
    success: true,
    name: name.value,
    email: email.value,
    number: stored.number,
    serviceNumber: serviceNumber.value,
    userType: userType.value,
    access: stored.access,
    refreshToken: refreshToken.value,
    isLegacy: isLegacy.value,
    isProfileActive: isProfileActive.value,
    isEmailVerify: isEmailVerify.value,
  };
}

/** Avatar initials: the first two letters of the name (spec 2.4), upper-cased. */
export function initialsOf(name: string): string {
  const letters = Array.from(name.replace(/[^\p{L}]/gu, ''));
  return letters.slice(0, 2).join('').toLocaleUpperCase('es-MX');
}
