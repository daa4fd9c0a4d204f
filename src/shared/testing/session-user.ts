import type { SessionUser } from '@/shared/domain/session/session-user';

/** A logged-in mobile customer, as the contract's loggedInMbb example describes one; override what a test needs. */
export function testSessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    success: true,
    name: 'María Hernández',
    email: 'maria.hernandez@correo.example',
    number: '5512345678',
    serviceNumber: '',
    userType: 1,
    access: 'eyJhbGciOiJIUzI1NiJ9.bWJiLWFjY2Vzcw.c2lnbmF0dXJl',
    refreshToken: 'eyJhbGciOiJIUzI1NiJ9.bWJiLXJlZnJlc2g.c2lnbmF0dXJl',
    isLegacy: true,
    isProfileActive: true,
    isEmailVerify: true,
    ...overrides,
  };
}
