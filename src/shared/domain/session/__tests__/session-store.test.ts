// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeValue, encodeValue, readEncoded, readRaw } from '@/shared/storage/encoded-storage';
import { testSessionUser } from '@/shared/testing/session-user';
import { clearStoredSession, currentSessionUser, getSessionUser, SESSION_STORAGE_KEYS, storeSessionUser, subscribeToSession } from '../session-store';
import { EMPTY_SESSION_USER, initialsOf, parseStoredUser, toSessionUser, type SessionUser } from '../session-user';

afterEach(() => {
  clearStoredSession();
  localStorage.clear();
});

describe('encoded storage', () => {
  it('round-trips names with accents through base64 of UTF-8 JSON', () => {
    const encoded = encodeValue({ name: 'María Ñúñez' });
    expect(encoded).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(decodeValue(encoded)).toEqual({ name: 'María Ñúñez' });
  });

  it('reads text that is not its encoding as nothing', () => {
    expect(decodeValue('no es base64 ☹')).toBeUndefined();
  });
});

describe('the session user (spec 3: "Default is an empty user with success false")', () => {
  it('is the empty user with success false until someone logs in, then the stored user with success true', () => {
    expect(currentSessionUser()).toBe(EMPTY_SESSION_USER);
    expect(EMPTY_SESSION_USER).toEqual({
      success: false,
      name: '',
      email: '',
      number: '',
      serviceNumber: '',
      userType: 0,
      access: '',
      refreshToken: '',
      isLegacy: false,
      isProfileActive: false,
      isEmailVerify: false,
    });
    storeSessionUser(testSessionUser());
    expect(currentSessionUser()).toMatchObject({ success: true, number: '5512345678' });
    clearStoredSession();
    expect(currentSessionUser()).toBe(EMPTY_SESSION_USER);
  });

  it('gives a login answer success true; an answer with success false is no user', () => {
    const answer = { success: true, access: 'tok', number: '5512345678' } as const;
    expect(toSessionUser(answer)?.success).toBe(true);
    expect(toSessionUser({ ...answer, success: false })).toBeUndefined();
  });

  it('reads a user stored before the field existed as logged in, and a stored success false as no session', () => {
    const older: Partial<SessionUser> = testSessionUser();
    delete older.success;
    expect(parseStoredUser(older)).toEqual(testSessionUser());
    expect(parseStoredUser({ ...older, success: false })).toBeUndefined();
    localStorage.setItem(SESSION_STORAGE_KEYS.user, encodeValue({ ...older, success: false }));
    expect(getSessionUser()).toBeUndefined();
    expect(localStorage.getItem(SESSION_STORAGE_KEYS.user)).toBeNull();
  });

  it('keeps a profile type single sign-on gives (the contract’s 1 to 99), refuses one out of range', () => {
    expect(parseStoredUser(testSessionUser({ userType: 6 }))?.userType).toBe(6);
    expect(parseStoredUser(testSessionUser({ userType: 0 }))).toBeUndefined();
    expect(parseStoredUser(testSessionUser({ userType: 100 }))).toBeUndefined();
    expect(parseStoredUser({ ...testSessionUser(), userType: 2.5 })).toBeUndefined();
  });
});

describe('the session store (spec 4 "Session")', () => {
  it('is anonymous until a user is stored, then announces and returns the user', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToSession(listener);
    expect(getSessionUser()).toBeUndefined();

    const user = testSessionUser();
    storeSessionUser(user, { profileType: 1, ssoLegacy: true });

    expect(listener).toHaveBeenCalledTimes(1);
    expect(getSessionUser()).toEqual(user);
    expect(getSessionUser()).toBe(getSessionUser());
    expect(readEncoded(SESSION_STORAGE_KEYS.user)).toEqual(user);
    expect(readEncoded(SESSION_STORAGE_KEYS.profile)).toBe(1);
    expect(readRaw(SESSION_STORAGE_KEYS.ssoLegacy)).toBe('true');
    unsubscribe();
  });

  it('clears the user, consumption, profile and legacy marker, and announces it', () => {
    storeSessionUser(testSessionUser(), { profileType: 2, ssoLegacy: false });
    localStorage.setItem(SESSION_STORAGE_KEYS.consumption, 'x');
    const listener = vi.fn();
    subscribeToSession(listener);

    clearStoredSession();

    expect(listener).toHaveBeenCalled();
    expect(getSessionUser()).toBeUndefined();
    for (const key of Object.values(SESSION_STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull();
  });

  it('follows another tab that logs in or out', () => {
    const listener = vi.fn();
    subscribeToSession(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEYS.user }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'otra-llave' }));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('treats a stored value that is not a user as no session', () => {
    localStorage.setItem(SESSION_STORAGE_KEYS.user, encodeValue({ name: 'Sin token' }));
    expect(getSessionUser()).toBeUndefined();
    localStorage.setItem(SESSION_STORAGE_KEYS.user, 'basura');
    expect(getSessionUser()).toBeUndefined();
  });
});

describe('session user', () => {
  it('maps a successful login answer and refuses a failed one', () => {
    expect(toSessionUser({ success: true, access: 'token', number: '5512345678', name: 'Ana' })).toMatchObject({
      name: 'Ana',
      number: '5512345678',
      access: 'token',
      serviceNumber: '',
      userType: 1,
    });
    expect(toSessionUser({ success: false, message: 'Hubo un error al validar tus datos,' })).toBeUndefined();
  });

  it('fills defaults for fields an older stored user lacks', () => {
    expect(parseStoredUser({ access: 'token', number: '5512345678' })).toMatchObject({ name: '', email: '', isLegacy: false });
  });

  it('makes avatar initials from the first two letters of the name (spec 2.4)', () => {
    expect(initialsOf('María Hernández')).toBe('MA');
    expect(initialsOf('ñandú')).toBe('ÑA');
    expect(initialsOf('')).toBe('');
  });
});
