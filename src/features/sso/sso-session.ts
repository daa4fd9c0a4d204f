import { storeSessionUser, type SessionUser } from '@/shared/domain/session';

/**
 * Logs the SSO user in (spec 4 "Session"): the user encoded, the profile type, and SSO-legacy
 * true only for an account of the legacy login.
 */
export function storeSsoSession(user: SessionUser): void {
  storeSessionUser(user, { profileType: user.userType, ssoLegacy: user.isLegacy });
}
