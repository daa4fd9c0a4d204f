import type { components } from '@/api/generated/main-api';

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

/** The one mapper from a login, registration or new-password answer to the session user. */
export function toSessionUser(result: SessionUserResult): SessionUser | undefined {
  if (!result.success || !result.access || !result.number) return undefined;
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

function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.access === 'string' && candidate.access !== '' && typeof candidate.number === 'string';
}

/** What was stored, if it still reads as a session user; anything else is no session. */
export function parseStoredUser(value: unknown): SessionUser | undefined {
  if (!isSessionUser(value)) return undefined;
  return {
    name: typeof value.name === 'string' ? value.name : '',
    email: typeof value.email === 'string' ? value.email : '',
    number: value.number,
    serviceNumber: typeof value.serviceNumber === 'string' ? value.serviceNumber : '',
    userType: typeof value.userType === 'number' ? value.userType : 1,
    access: value.access,
    refreshToken: typeof value.refreshToken === 'string' ? value.refreshToken : '',
    isLegacy: value.isLegacy === true,
    isProfileActive: value.isProfileActive === true,
    isEmailVerify: value.isEmailVerify === true,
  };
}

/** Avatar initials: the first two letters of the name (spec 2.4), upper-cased. */
export function initialsOf(name: string): string {
  const letters = Array.from(name.replace(/[^\p{L}]/gu, ''));
  return letters.slice(0, 2).join('').toLocaleUpperCase('es-MX');
}
