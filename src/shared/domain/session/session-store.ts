import { decodeValue, readRaw, removeKeys, writeEncoded, writeRaw } from '@/shared/storage/encoded-storage';
import { EMPTY_SESSION_USER, parseStoredUser, type SessionUser } from './session-user';

/**
 * Local keys of the session (spec 3 "Local browser storage" and 4 "Session"). The spec names
 * mibait-perfil and SSO-legacy; the stored user's and the consumption's names are not shown.
 */
export const SESSION_STORAGE_KEYS = {
  user: 'mibait-usuario',
  consumption: 'mibait-consumo',
  profile: 'mibait-perfil',
  ssoLegacy: 'SSO-legacy',
} as const;

type Listener = () => void;
const listeners = new Set<Listener>();
let cachedRaw: string | null | undefined;
let cachedUser: SessionUser | undefined;

function announce(): void {
  for (const listener of listeners) listener();
}

/**
 * The session user of spec 3: the stored one, or the empty user with `success` false when no one
 * is logged in. The same object while the stored text does not change.
 */
export function currentSessionUser(): Readonly<SessionUser> {
  return storedUser() ?? EMPTY_SESSION_USER;
}

/** The logged-in user (`success` true), or undefined for an anonymous visitor. */
export function getSessionUser(): SessionUser | undefined {
  const user = currentSessionUser();
  return user.success ? user : undefined;
}

/** The stored user; a stored value that is not a user is removed. */
function storedUser(): SessionUser | undefined {
  const raw = readRaw(SESSION_STORAGE_KEYS.user);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedUser = raw === null ? undefined : parseStoredUser(decodeValue(raw));
    if (raw !== null && cachedUser === undefined) {
      // A corrupted or hand-edited user is no session, and is forgotten so it cannot come back.
      removeKeys(SESSION_STORAGE_KEYS.user);
      cachedRaw = null;
    }
  }
  return cachedUser;
}

/** Logs the user in: stored encoded and announced to every subscriber (spec 4 "Session"). */
export function storeSessionUser(user: SessionUser, options: { profileType?: number; ssoLegacy?: boolean } = {}): void {
  writeEncoded(SESSION_STORAGE_KEYS.user, user);
  if (options.profileType !== undefined) writeEncoded(SESSION_STORAGE_KEYS.profile, options.profileType);
  if (options.ssoLegacy !== undefined) writeRaw(SESSION_STORAGE_KEYS.ssoLegacy, String(options.ssoLegacy));
  announce();
}

/** Forgets the user, the consumption, the profile type and the legacy marker. */
export function clearStoredSession(): void {
  removeKeys(...Object.values(SESSION_STORAGE_KEYS));
  announce();
}

/** Calls `listener` when this tab logs in or out, or another tab changes the stored user. */
export function subscribeToSession(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SESSION_STORAGE_KEYS.user) listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}
