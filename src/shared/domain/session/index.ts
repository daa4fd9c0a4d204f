export { clearStoredSession, getSessionUser, SESSION_STORAGE_KEYS, storeSessionUser } from './session-store';
export { initialsOf, toSessionUser, type SessionUser } from './session-user';
export { useLogOut, useSessionUser } from './use-session';
export { currentSessionAccess, endSessionAfterUnauthorized, SESSION_ENDED_STATE, subscribeToSessionEnd, wasSessionEndedByServer } from './session-expiry';
export { clearAccountStorage, readSsoLegacy } from './account-storage';
