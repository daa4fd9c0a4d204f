import { LINE_TYPES, type LineType } from '@/shared/domain/line-check/line-type';
import { PHONE_PATTERN } from '@/shared/domain/validation/patterns';
import { decodeValue, readRaw, removeKeys, writeEncoded, writeRaw } from '@/shared/storage/encoded-storage';
import { clearStoredSession, SESSION_STORAGE_KEYS } from './session-store';
import { isProfileType } from './session-user';

/**
 * The local keys of the account flows (spec 3 "Local browser storage", decision 043 for the
 * user's and consumption's names). Every reader here checks what it finds: a corrupted,
 * truncated, foreign or hand-edited value reads as nothing and is removed.
 */
export const ACCOUNT_STORAGE_KEYS = {
  ...SESSION_STORAGE_KEYS,
  /** The registration under way, encoded. */
  pendingRegistration: 'mibait-pin',
  /** The uuid of the validated one-time code. */
  otp: 'mibait-otp',
} as const;

/** The stored text of `key` read by `parse`; what does not parse is removed and reads as undefined. */
function readChecked<T>(key: string, parse: (raw: string) => T | undefined): T | undefined {
  const raw = readRaw(key);
  if (raw === null) return undefined;
  const value = parse(raw);
  if (value === undefined) removeKeys(key);
  return value;
}

// --- mibait-perfil: the profile type of the account, encoded: the line type (1 mbb, 2 hbb, 3
// mifi) of a legacy login, or the type single sign-on gave (spec 6).

export function readProfileType(): number | undefined {
  return readChecked(ACCOUNT_STORAGE_KEYS.profile, (raw) => {
    const value = decodeValue(raw);
    return isProfileType(value) ? value : undefined;
  });
}

export function storeProfileType(profileType: number): void {
  writeEncoded(ACCOUNT_STORAGE_KEYS.profile, profileType);
}

// --- SSO-legacy: whether the session came from the legacy login ("true" or "false").

export function readSsoLegacy(): boolean | undefined {
  return readChecked(ACCOUNT_STORAGE_KEYS.ssoLegacy, (raw) => {
    if (raw === 'true') return true;
    if (raw === 'false') return false;
    return undefined;
  });
}

export function storeSsoLegacy(ssoLegacy: boolean): void {
  writeRaw(ACCOUNT_STORAGE_KEYS.ssoLegacy, String(ssoLegacy));
}

// --- mibait-pin: what registration step 0 sent, kept for the code step and the complete registration.

export interface PendingRegistration {
  lineType: LineType;
  /** The line number (mbb) or the contact phone (hbb, mifi): the code is sent to it. */
  number: string;
  /** hbb and mifi only. */
  serviceNumber?: string;
  /** hbb and mifi only. */
  email?: string;
}

function isLineType(value: unknown): value is LineType {
  return typeof value === 'string' && (LINE_TYPES as readonly string[]).includes(value);
}

function isPhone(value: unknown): value is string {
  return typeof value === 'string' && PHONE_PATTERN.test(value);
}

/** What was stored, if it still reads as a registration; anything hand-edited or corrupted is none. */
function parsePendingRegistration(value: unknown): PendingRegistration | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const stored = value as Record<string, unknown>;
  if (!isLineType(stored.lineType) || !isPhone(stored.number)) return undefined;
  const pending: PendingRegistration = { lineType: stored.lineType, number: stored.number };
  if (stored.lineType === 'mbb') return pending;
  if (!isPhone(stored.serviceNumber)) return undefined;
  pending.serviceNumber = stored.serviceNumber;
  if (stored.email !== undefined) {
    if (typeof stored.email !== 'string') return undefined;
    pending.email = stored.email;
  }
  return pending;
}

export function readPendingRegistration(): PendingRegistration | undefined {
  return readChecked(ACCOUNT_STORAGE_KEYS.pendingRegistration, (raw) => parsePendingRegistration(decodeValue(raw)));
}

export function storePendingRegistration(pending: PendingRegistration): void {
  writeEncoded(ACCOUNT_STORAGE_KEYS.pendingRegistration, pending);
}

export function clearPendingRegistration(): void {
  removeKeys(ACCOUNT_STORAGE_KEYS.pendingRegistration);
}

// --- mibait-otp: the uuid the code validation returned (the contract's `format: uuid`), as text.

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function readOtpUuid(): string | undefined {
  return readChecked(ACCOUNT_STORAGE_KEYS.otp, (raw) => (UUID_PATTERN.test(raw) ? raw : undefined));
}

export function storeOtpUuid(uuid: string): void {
  writeRaw(ACCOUNT_STORAGE_KEYS.otp, uuid);
}

export function clearOtpUuid(): void {
  removeKeys(ACCOUNT_STORAGE_KEYS.otp);
}

// --- everything at once.

/**
 * Log out (spec 4 "Session"): forgets the user, the consumption, the profile type and the
 * legacy marker, and with them any registration or code left half-way; subscribers are told.
 */
export function clearAccountStorage(): void {
  removeKeys(ACCOUNT_STORAGE_KEYS.pendingRegistration, ACCOUNT_STORAGE_KEYS.otp);
  clearStoredSession();
}
