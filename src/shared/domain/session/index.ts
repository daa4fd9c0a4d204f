export { clearStoredSession, getSessionUser, SESSION_STORAGE_KEYS, storeSessionUser, subscribeToSession } from './session-store';
export { initialsOf, parseStoredUser, toSessionUser, type SessionUser } from './session-user';
export { useLogOut, useSessionUser } from './use-session';
export {
  acknowledgeSessionEnd,
  currentSessionAccess,
  endSessionAfterUnauthorized,
  isSessionEndedState,
  SESSION_ENDED_STATE,
  subscribeToSessionEnd,
  wasSessionEndedByServer,
} from './session-expiry';
export {
  ACCOUNT_STORAGE_KEYS,
  clearAccountStorage,
  clearOtpUuid,
  clearPendingRegistration,
  clearProfileType,
  clearSsoLegacy,
  parsePendingRegistration,
  readOtpUuid,
  readPendingRegistration,
  readProfileType,
  readSsoLegacy,
  storeOtpUuid,
  storePendingRegistration,
  storeProfileType,
  storeSsoLegacy,
  type PendingRegistration,
} from './account-storage';
