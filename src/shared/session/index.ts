export { clearStoredSession, getSessionUser, SESSION_STORAGE_KEYS, storeSessionUser, subscribeToSession } from './session-store';
export { initialsOf, parseStoredUser, toSessionUser, type SessionUser } from './session-user';
export { useLogOut, useSessionUser } from './use-session';
