import type { components } from '@/api/generated/main-api';
import { PHONE_PATTERN } from '@/shared/domain/validation/patterns';

type SessionUserResult = components['schemas']['SessionUserResult'];

/** The logged-in customer as the app speaks of them (spec 3 "Session user"). */
export interface SessionUser {
  name: string;
  email: string;
  /** The line number (10 digits). */
  number: string;
  /** The service number of home and portable internet lines; empty for mobile lines. */
  serviceNumber: string;
  /** 1 mbb, 2 hbb, 3 mifi. */
  userType: number;
  access: string;
  refreshToken: string;
  isLegacy: boolean;
  isProfileActive: boolean;
  isEmailVerify: boolean;
}

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

const LINE_TYPE_CODES: readonly number[] = [1, 2, 3];

type Field<T> = { kind: 'valid'; value: T } | { kind: 'invalid' };

/** A stored field: missing gives the default (older stored users), a value of another type is hand-edited. */
function field<T>(value: unknown, fallback: T, accepts: (value: unknown) => value is T): Field<T> {
  if (value === undefined) return { kind: 'valid', value: fallback };
  return accepts(value) ? { kind: 'valid', value } : { kind: 'invalid' };
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isLineTypeCode = (value: unknown): value is number => typeof value === 'number' && LINE_TYPE_CODES.includes(value);
const isServiceNumber = (value: unknown): value is string => typeof value === 'string' && (value === '' || PHONE_PATTERN.test(value));

/**
 * What was stored, if it still reads as a session user; anything else (corrupted, truncated,
 * foreign or hand-edited: a token that is not text, a number that is not 10 digits, an unknown
 * line type...) is no session.
 */
export function parseStoredUser(value: unknown): SessionUser | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const stored = value as Record<string, unknown>;
  if (!isUsableAccessToken(stored.access)) return undefined;
  if (typeof stored.number !== 'string' || !PHONE_PATTERN.test(stored.number)) return undefined;
  const name = field(stored.name, '', isString);
  const email = field(stored.email, '', isString);
  const serviceNumber = field(stored.serviceNumber, '', isServiceNumber);
  const userType = field(stored.userType, 1, isLineTypeCode);
  const refreshToken = field(stored.refreshToken, '', isString);
  const isLegacy = field(stored.isLegacy, false, isBoolean);
  const isProfileActive = field(stored.isProfileActive, false, isBoolean);
  const isEmailVerify = field(stored.isEmailVerify, false, isBoolean);
  if (
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
