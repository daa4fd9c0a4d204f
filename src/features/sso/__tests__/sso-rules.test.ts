import { describe, expect, it } from 'vitest';
import { checkCodeOutcomeOf, deleteOutcomeOf, profileOutcomeOf, sendCodeOutcomeOf, ssoLoginOutcomeOf, toIntroImages } from '../api/sso-api';
import { callbackQueryOf } from '../callback-query';
import { ssoLegacyFormSchema, ssoNumberFormSchema } from '../schemas';

const UUID = '0c9d8e7f-6a5b-4c3d-8e2f-1a0b9c8d7e6f';
const UNLOCK = '2026-01-15T13:00:00Z';

describe('intro images', () => {
  it('become data addresses; unreadable ones are left out', () => {
    expect(
      toIntroImages({
        lista: [
          { formato: 'png', base64: 'iVBORw0KGgo=', name: 'intro-1' },
          { formato: 'JPG', base64: 'AAAA', name: 'intro-2' },
          { formato: 'png"><script>', base64: 'AAAA', name: 'bad-format' },
          { formato: 'png', base64: 'not base64!', name: 'bad-data' },
        ],
      }),
    ).toEqual([
      { name: 'intro-1', src: 'data:image/png;base64,iVBORw0KGgo=' },
      { name: 'intro-2', src: 'data:image/jpeg;base64,AAAA' },
    ]);
    expect(toIntroImages({ lista: [] })).toEqual([]);
    expect(toIntroImages(undefined)).toEqual([]);
  });
});

describe('profile verification and codes', () => {
  it('verifies, or says the server message or the default', () => {
    expect(profileOutcomeOf({ success: true, message: 'Perfil verificado' })).toEqual({ kind: 'verified' });
    expect(profileOutcomeOf({ success: false, message: 'No es Bait' })).toEqual({ kind: 'failed', message: 'No es Bait' });
    expect(profileOutcomeOf(undefined)).toEqual({ kind: 'failed', message: 'Hubo un error al validar tus datos.' });
  });

  it('maps the code request: sent with uuid, lockout, or not sent', () => {
    expect(sendCodeOutcomeOf({ success: true, code: 0, uuid: UUID, remainingAttempts: 3 })).toEqual({ kind: 'sent', uuid: UUID, attemptsLeft: 3 });
    expect(sendCodeOutcomeOf({ success: false, code: 2, remainingAttempts: 0, unlockDate: UNLOCK })).toEqual({ kind: 'locked', unlockDate: UNLOCK });
    expect(sendCodeOutcomeOf({ success: true })).toEqual({
      kind: 'failed',
      message: 'No fue posible generar tu código de verificación por favor inténtalo más tarde',
    });
  });

  it('maps the code check: valid, wrong with attempts, lockout', () => {
    expect(checkCodeOutcomeOf({ success: true, code: 0 })).toEqual({ kind: 'valid' });
    expect(checkCodeOutcomeOf({ success: false, code: 1, message: 'Código incorrecto', remainingAttempts: 2 })).toEqual({
      kind: 'wrong',
      message: 'Código incorrecto',
      attemptsLeft: 2,
    });
    expect(checkCodeOutcomeOf(undefined)).toEqual({ kind: 'wrong', message: 'El código ingresado es incorrecto.', attemptsLeft: undefined });
    expect(checkCodeOutcomeOf({ success: false, code: 2, unlockDate: UNLOCK })).toEqual({ kind: 'locked', unlockDate: UNLOCK });
  });
});

describe('logins and deletion', () => {
  const ssoUser = {
    success: true,
    email: 'ana.lopez@correo.example',
    isLegacy: false,
    name: 'Ana López',
    access: 'token',
    number: '5512345678',
    serviceNumber: '',
    userType: 6,
    refreshToken: 'refresh',
    isProfileActive: true,
    isEmailVerify: false,
  };

  it('keeps the profile type the answer gives: single sign-on its own (spec 6), a legacy one its line type', () => {
    const sso = ssoLoginOutcomeOf(ssoUser);
    expect(sso).toEqual({
      kind: 'loggedIn',
      user: expect.objectContaining({ success: true, userType: 6, isLegacy: false, isEmailVerify: false, name: 'Ana López' }),
    });
    const legacy = ssoLoginOutcomeOf({ ...ssoUser, isLegacy: true, userType: 3, serviceNumber: '3312345678' });
    expect(legacy).toEqual({ kind: 'loggedIn', user: expect.objectContaining({ userType: 3, isLegacy: true, serviceNumber: '3312345678' }) });
  });

  it('fails with the server message or the spec default', () => {
    expect(ssoLoginOutcomeOf({ success: false, message: 'Rechazado' })).toEqual({ kind: 'failed', message: 'Rechazado' });
    expect(ssoLoginOutcomeOf({ ...ssoUser, access: undefined })).toEqual({ kind: 'failed', message: 'Hubo un error al validar tus datos.' });
    expect(ssoLoginOutcomeOf(undefined)).toEqual({ kind: 'failed', message: 'Hubo un error al validar tus datos.' });
  });

  it('maps the deletion', () => {
    expect(deleteOutcomeOf({ success: true, message: 'Tu cuenta fue eliminada' })).toEqual({ kind: 'deleted', message: 'Tu cuenta fue eliminada' });
    expect(deleteOutcomeOf({ success: false })).toEqual({ kind: 'failed', message: 'No fue posible eliminar tu cuenta, inténtalo más tarde.' });
  });
});

describe('the callback query', () => {
  it('reads code, state and email_verify; an error is a cancellation; nothing is nothing', () => {
    expect(callbackQueryOf(new URLSearchParams('code=abc&state=s1&email_verify=true'))).toEqual({
      kind: 'code',
      values: { authcode: 'abc', state: 's1', emailVerified: true },
    });
    expect(callbackQueryOf(new URLSearchParams('authcode=abc'))).toEqual({ kind: 'code', values: { authcode: 'abc', state: '', emailVerified: false } });
    expect(callbackQueryOf(new URLSearchParams('error=access_denied&state=s1'))).toEqual({ kind: 'cancelled' });
    expect(callbackQueryOf(new URLSearchParams(''))).toEqual({ kind: 'none' });
  });
});

describe('forms', () => {
  it('asks for a 10-digit number', () => {
    expect(ssoNumberFormSchema.safeParse({ number: '' }).error?.issues[0]?.message).toBe('El número Bait es obligatorio');
    expect(ssoNumberFormSchema.safeParse({ number: '55123' }).error?.issues[0]?.message).toBe('Ingresa los 10 dígitos de tu número');
    expect(ssoNumberFormSchema.safeParse({ number: '5512345678' }).success).toBe(true);
  });

  it.each([
    ['', 'La contraseña es requerida'],
    ['Bait#20', 'La contraseña ingresada es inválida'],
    ['bait#2026x', 'La contraseña ingresada es inválida'],
    ['BAIT#2026X', 'La contraseña ingresada es inválida'],
    ['Bait#bait', 'La contraseña ingresada es inválida'],
    ['Bait2026xx', 'La contraseña ingresada es inválida'],
    ['Bait#2026x-Bait#2026x', 'La contraseña ingresada es inválida'],
  ])('rejects the SSO password %j', (password, message) => {
    expect(ssoLegacyFormSchema.safeParse({ number: '5512345678', password }).error?.issues[0]?.message).toBe(message);
  });

  it.each(['Bait#2026x', 'aB3@aB3@', 'Abcdefghijklmnop1.qr'])('accepts the SSO password %j', (password) => {
    expect(ssoLegacyFormSchema.safeParse({ number: '5512345678', password }).success).toBe(true);
  });
});
