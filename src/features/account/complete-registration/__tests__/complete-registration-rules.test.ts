import { describe, expect, it } from 'vitest';
import { registerUserOutcomeOf, toRegisterUserBody } from '../api/register-user';
import { LEGACY_PASSWORD_PATTERN } from '../constants';
import { completeRegistrationSchema } from '../schemas';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('complete registration rules', () => {
  it('the legacy password rule', () => {
    for (const valid of ['Bait#2026x', 'Aa1@aaaa', 'Ñandú$2026']) expect(LEGACY_PASSWORD_PATTERN.test(valid)).toBe(true);
    for (const invalid of ['Aa1@aaa', 'bait#2026x', 'BAIT#2026X', 'Bait#bait', 'Bait2026x', 'Bait #2026x']) {
      expect(LEGACY_PASSWORD_PATTERN.test(invalid)).toBe(false);
    }
    const form = { name: 'María', email: 'm@c.mx', password: 'Bait#2026x', confirmation: 'Bait#2026y', allowNotifications: false };
    expect(messagesOf(completeRegistrationSchema.safeParse(form))).toEqual(['confirmation: La contraseña no coincide.']);
    expect(messagesOf(completeRegistrationSchema.safeParse({ ...form, confirmation: '' }))).toEqual(['confirmation: La confirmación es obligatoria']);
  });

  it('builds the registerUser body and keeps the visitor e-mail on the session user', () => {
    const form = { name: ' María ', email: 'm@c.mx ', password: 'Bait#2026x', confirmation: 'Bait#2026x', allowNotifications: true };
    expect(toRegisterUserBody(form, { lineType: 'mifi', number: '5512345678', serviceNumber: '3312345678' }, 'u')).toEqual({
      name: 'María',
      number: '5512345678',
      serviceNumber: '3312345678',
      email: 'm@c.mx',
      allowNotifications: true,
      registerConfirmation: 'Bait#2026x',
      confirmation: 'Bait#2026x',
      uuid: 'u',
    });
    const outcome = registerUserOutcomeOf({ success: true, access: 'token', number: '5512345678', email: 'otro@c.mx' }, 'm@c.mx');
    expect(outcome).toMatchObject({ kind: 'registered', user: { email: 'm@c.mx', access: 'token' } });
    expect(registerUserOutcomeOf({ success: false }, 'm@c.mx')).toEqual({
      kind: 'failed',
      message: 'Ha ocurrido un error con tu sesión, por favor intenta más tarde.',
    });
  });
});
