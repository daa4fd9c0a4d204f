import type { SessionUser } from '@/shared/domain/session';

/**
 * An account of the single sign-on: the server marks the accounts of the legacy login with
 * isLegacy; the others change their password and phone at the identity provider.
 */
export function isSsoAccount(user: Pick<SessionUser, 'isLegacy'>): boolean {
  return !user.isLegacy;
}
