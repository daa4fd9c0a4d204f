import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { encodeValue } from '@/shared/storage/encoded-storage';
import { renderWithProviders } from '@/shared/testing/render-with-providers';
import { testSessionUser } from '@/shared/testing/session-user';
import {
  ACCOUNT_STORAGE_KEYS,
  clearAccountStorage,
  readOtpUuid,
  readPendingRegistration,
  readProfileType,
  readSsoLegacy,
  storeOtpUuid,
  storePendingRegistration,
  storeProfileType,
  storeSsoLegacy,
} from '../account-storage';
import { getSessionUser, storeSessionUser, subscribeToSession } from '../session-store';
import { useLogOut, useSessionUser } from '../use-session';

afterEach(() => {
  localStorage.clear();
  // Drops the store's cached user too.
  clearAccountStorage();
});

const validUserEncoded = encodeValue(testSessionUser());
const UUID = '7b1e4c2a-9d3f-4e8b-a6c5-2f0d1e9b8a73';

/** Base64 of bytes that are not UTF-8. */
const notUtf8 = btoa(String.fromCharCode(0xff, 0xfe, 0x7b, 0x7d));

const corruptedValues: Array<[string, string]> = [
  ['plain text', 'basura'],
  ['not base64 at all', '%%%☹'],
  ['an empty string', ''],
  ['truncated base64', validUserEncoded.slice(0, validUserEncoded.length - 7)],
  ['base64 of bytes that are not UTF-8', notUtf8],
  ['the JSON itself, not encoded', JSON.stringify(testSessionUser())],
  ['encoded null', encodeValue(null)],
  ['an encoded array', encodeValue([testSessionUser()])],
  ['an encoded number', encodeValue(42)],
  ['an encoded string', encodeValue('usuario')],
  ['a foreign object', encodeValue({ token: 'abc', user: { id: 7 } })],
];

const handEditedUsers: Array<[string, Record<string, unknown>]> = [
  ['no access token', { ...testSessionUser(), access: undefined }],
  ['an empty access token', { ...testSessionUser(), access: '' }],
  ['an access token that is not text', { ...testSessionUser(), access: { jwt: 'x' } }],
  ['a number of 9 digits', { ...testSessionUser(), number: '551234567' }],
  ['a number with letters', { ...testSessionUser(), number: '55123456ab' }],
  ['a number that is a number', { ...testSessionUser(), number: 5512345678 }],
  ['a profile type out of the contract’s range', { ...testSessionUser(), userType: 100 }],
  ['a line type as text', { ...testSessionUser(), userType: '1' }],
  ['a service number of 3 digits', { ...testSessionUser(), serviceNumber: '123' }],
  ['a name that is not text', { ...testSessionUser(), name: { first: 'María' } }],
  ['a legacy flag that is not a boolean', { ...testSessionUser(), isLegacy: 'yes' }],
];

describe('the stored user (mibait-usuario) never breaks the app', () => {
  it('keeps a well-formed user, and fills defaults for fields an older one lacks', () => {
    localStorage.setItem(ACCOUNT_STORAGE_KEYS.user, validUserEncoded);
    expect(getSessionUser()).toEqual(testSessionUser());

    localStorage.setItem(ACCOUNT_STORAGE_KEYS.user, encodeValue({ access: 'token', number: '5512345678' }));
    expect(getSessionUser()).toMatchObject({ access: 'token', number: '5512345678', userType: 1, serviceNumber: '' });
  });

  it.each([...corruptedValues, ...handEditedUsers.map(([name, user]): [string, string] => [name, encodeValue(user)])])(
    'reads %s as anonymous and removes it',
    (_, stored) => {
      localStorage.setItem(ACCOUNT_STORAGE_KEYS.user, stored);
      expect(getSessionUser()).toBeUndefined();
      expect(localStorage.getItem(ACCOUNT_STORAGE_KEYS.user)).toBeNull();
      expect(getSessionUser()).toBeUndefined();
    },
  );

  it('keeps a home internet user with its service number', () => {
    const user = testSessionUser({ userType: 2, serviceNumber: '5587654321' });
    localStorage.setItem(ACCOUNT_STORAGE_KEYS.user, encodeValue(user));
    expect(getSessionUser()).toEqual(user);
  });

  it('renders an anonymous visitor when another tab writes a corrupted user', async () => {
    function WhoAmI() {
      const user = useSessionUser();
      return <p>{user ? `Hola ${user.name}` : 'Anónimo'}</p>;
    }
    storeSessionUser(testSessionUser());
    renderWithProviders(<WhoAmI />);
    expect(screen.getByText('Hola María Hernández')).toBeInTheDocument();

    localStorage.setItem(ACCOUNT_STORAGE_KEYS.user, validUserEncoded.slice(0, 20));
    window.dispatchEvent(new StorageEvent('storage', { key: ACCOUNT_STORAGE_KEYS.user }));

    expect(await screen.findByText('Anónimo')).toBeInTheDocument();
    expect(localStorage.getItem(ACCOUNT_STORAGE_KEYS.user)).toBeNull();
  });
});

describe('mibait-perfil (encoded line type 1, 2, 3, or the SSO profile type)', () => {
  it.each([1, 2, 3, 6] as const)('round-trips %s', (profileType) => {
    storeProfileType(profileType);
    expect(readProfileType()).toBe(profileType);
    expect(localStorage.getItem(ACCOUNT_STORAGE_KEYS.profile)).toBe(encodeValue(profileType));
  });

  it.each([
    ['a type out of the contract’s range', encodeValue(100)],
    ['a type as text', encodeValue('1')],
    ['the type not encoded', '1'],
    ['plain text', 'perfil'],
    ['truncated base64', encodeValue(2).slice(0, 1)],
    ['an encoded object', encodeValue({ type: 1 })],
  ])('reads %s as none and removes it', (_, stored) => {
    localStorage.setItem(ACCOUNT_STORAGE_KEYS.profile, stored);
    expect(readProfileType()).toBeUndefined();
    expect(localStorage.getItem(ACCOUNT_STORAGE_KEYS.profile)).toBeNull();
  });
});

describe('SSO-legacy ("true" or "false")', () => {
  it.each([true, false])('round-trips %s', (value) => {
    storeSsoLegacy(value);
    expect(readSsoLegacy()).toBe(value);
  });

  it.each(['TRUE', '1', '', 'sí', encodeValue(true)])('reads %j as none and removes it', (stored) => {
    localStorage.setItem(ACCOUNT_STORAGE_KEYS.ssoLegacy, stored);
    expect(readSsoLegacy()).toBeUndefined();
    expect(localStorage.getItem(ACCOUNT_STORAGE_KEYS.ssoLegacy)).toBeNull();
  });

  it('reads what storeSessionUser wrote', () => {
    storeSessionUser(testSessionUser(), { profileType: 3, ssoLegacy: true });
    expect(readSsoLegacy()).toBe(true);
    expect(readProfileType()).toBe(3);
  });
});

describe('mibait-pin (encoded pending registration)', () => {
  it('round-trips a mobile and a home internet registration', () => {
    storePendingRegistration({ lineType: 'mbb', number: '5512345678' });
    expect(readPendingRegistration()).toEqual({ lineType: 'mbb', number: '5512345678' });

    const home = { lineType: 'hbb', number: '5512345678', serviceNumber: '5587654321', email: 'ana@correo.example' } as const;
    storePendingRegistration(home);
    expect(readPendingRegistration()).toEqual(home);
  });

  it('drops what a mobile registration does not use', () => {
    localStorage.setItem(ACCOUNT_STORAGE_KEYS.pendingRegistration, encodeValue({ lineType: 'mbb', number: '5512345678', serviceNumber: 'x', extra: true }));
    expect(readPendingRegistration()).toEqual({ lineType: 'mbb', number: '5512345678' });
  });

  it.each([
    ['plain text', 'registro'],
    ['truncated base64', encodeValue({ lineType: 'mbb', number: '5512345678' }).slice(0, 12)],
    ['an unknown line type', encodeValue({ lineType: 'fibra', number: '5512345678' })],
    ['a short number', encodeValue({ lineType: 'mbb', number: '55123' })],
    ['a home registration without service number', encodeValue({ lineType: 'hbb', number: '5512345678' })],
    ['an e-mail that is not text', encodeValue({ lineType: 'mifi', number: '5512345678', serviceNumber: '5587654321', email: 1 })],
    ['an encoded array', encodeValue(['mbb', '5512345678'])],
  ])('reads %s as none and removes it', (_, stored) => {
    localStorage.setItem(ACCOUNT_STORAGE_KEYS.pendingRegistration, stored);
    expect(readPendingRegistration()).toBeUndefined();
    expect(localStorage.getItem(ACCOUNT_STORAGE_KEYS.pendingRegistration)).toBeNull();
  });
});

describe('mibait-otp (uuid of the validated code)', () => {
  it('round-trips a uuid', () => {
    storeOtpUuid(UUID);
    expect(readOtpUuid()).toBe(UUID);
  });

  it.each(['', 'abc', `${UUID} `, '<script>alert(1)</script>', encodeValue(UUID)])('reads %j as none and removes it', (stored) => {
    localStorage.setItem(ACCOUNT_STORAGE_KEYS.otp, stored);
    expect(readOtpUuid()).toBeUndefined();
    expect(localStorage.getItem(ACCOUNT_STORAGE_KEYS.otp)).toBeNull();
  });
});

describe('clearAccountStorage', () => {
  it('forgets every account key, keeps the others, and tells subscribers', () => {
    storeSessionUser(testSessionUser(), { profileType: 1, ssoLegacy: true });
    localStorage.setItem(ACCOUNT_STORAGE_KEYS.consumption, 'consumo');
    storePendingRegistration({ lineType: 'mbb', number: '5512345678' });
    storeOtpUuid(UUID);
    localStorage.setItem('cookie-consent', '[1,2]');
    const listener = vi.fn();
    const unsubscribe = subscribeToSession(listener);

    clearAccountStorage();

    for (const key of Object.values(ACCOUNT_STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('cookie-consent')).toBe('[1,2]');
    expect(getSessionUser()).toBeUndefined();
    expect(listener).toHaveBeenCalled();
    unsubscribe();
  });

  it('is what logout uses, also when the stored user was already unreadable', async () => {
    function LogOutButton() {
      const { logOut } = useLogOut();
      return (
        <button type="button" onClick={logOut}>
          Cerrar sesión
        </button>
      );
    }
    localStorage.setItem(ACCOUNT_STORAGE_KEYS.user, 'basura');
    storeProfileType(2);
    storeSsoLegacy(true);
    localStorage.setItem(ACCOUNT_STORAGE_KEYS.consumption, 'consumo');
    const { user, router } = renderWithProviders(<LogOutButton />, { url: '/home' });

    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    for (const key of Object.values(ACCOUNT_STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull();
  });
});
