import { describe, expect, it } from 'vitest';
import { registerUserOutcomeOf, toRegisterUserBody } from '../complete-registration/api/register-user';
import { LEGACY_PASSWORD_PATTERN } from '../complete-registration/constants';
import { completeRegistrationSchema } from '../complete-registration/schemas';
import { iccidCheckOutcomeOf, registerCodeOutcomeOf, registerOtpOutcomeOf } from '../register/api/register-api';
import { recoveryPathFor } from '../register/register-page';
import { mbbRegisterSchema, serviceRegisterSchema } from '../register/schemas';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('registration schemas', () => {
  it('mbb: required, 10 digits and the confirmation once it has 10 digits', () => {
    expect(messagesOf(mbbRegisterSchema.safeParse({ number: '', numberConfirm: '' }))).toEqual(
      expect.arrayContaining(['number: El número Bait es obligatorio', 'numberConfirm: La confirmación de número es obligatoria']),
    );
    expect(messagesOf(mbbRegisterSchema.safeParse({ number: '551234567', numberConfirm: '5512345678' }))).toContain(
      'number: Ingresa los 10 dígitos de tu número',
    );
    expect(messagesOf(mbbRegisterSchema.safeParse({ number: '5512345678', numberConfirm: '5512345679' }))).toEqual(['numberConfirm: El número no coincide']);
    expect(messagesOf(mbbRegisterSchema.safeParse({ number: '5512345678', numberConfirm: '55123' }))).not.toContain('numberConfirm: El número no coincide');
    expect(mbbRegisterSchema.safeParse({ number: '5512345678', numberConfirm: '5512345678' }).success).toBe(true);
  });

  it('hbb and mifi: service number, phone, e-mail and the 13 typed ICCID digits', () => {
    expect(messagesOf(serviceRegisterSchema.safeParse({ serviceNumber: '', number: '', email: '', iccid: '' }))).toEqual(
      expect.arrayContaining([
        'serviceNumber: El número de servicio es obligatorio',
        'number: El número telefónico es obligatorio',
        'email: El correo electrónico es obligatorio',
        'iccid: El ICCID es obligatorio',
      ]),
    );
    expect(messagesOf(serviceRegisterSchema.safeParse({ serviceNumber: '33', number: '55', email: 'a@b', iccid: '00123456789012' }))).toEqual(
      expect.arrayContaining([
        'serviceNumber: Ingresa los 10 dígitos de tu número de servicio',
        'number: Ingresa los 10 dígitos de tu número',
        'email: Ingresa un correo electrónico válido',
        'iccid: Ingresa los 13 dígitos de tu ICCID',
      ]),
    );
    expect(serviceRegisterSchema.safeParse({ serviceNumber: '3312345678', number: '5512345678', email: 'a@b.mx', iccid: '0012345678901' }).success).toBe(true);
  });

  it('complete registration: the legacy password rule', () => {
    for (const valid of ['Bait#2026x', 'Aa1@aaaa', 'Ñandú$2026']) expect(LEGACY_PASSWORD_PATTERN.test(valid)).toBe(true);
    for (const invalid of ['Aa1@aaa', 'bait#2026x', 'BAIT#2026X', 'Bait#bait', 'Bait2026x', 'Bait #2026x']) {
      expect(LEGACY_PASSWORD_PATTERN.test(invalid)).toBe(false);
    }
    const form = { name: 'María', email: 'm@c.mx', password: 'Bait#2026x', confirmation: 'Bait#2026y', allowNotifications: false };
    expect(messagesOf(completeRegistrationSchema.safeParse(form))).toEqual(['confirmation: La contraseña no coincide.']);
    expect(messagesOf(completeRegistrationSchema.safeParse({ ...form, confirmation: '' }))).toEqual(['confirmation: La confirmación es obligatoria']);
  });
});

describe('registration answers', () => {
  it('maps every outcome of generateRegisterOtp', () => {
    expect(registerOtpOutcomeOf({ success: true, statusCode: 0 })).toEqual({ kind: 'sent' });
    expect(registerOtpOutcomeOf({ success: false, statusCode: 1, message: 'x' })).toEqual({
      kind: 'alreadyRegistered',
      message: 'Lo sentimos, el número ingresado ya tiene una cuenta registrada, si no conoce su contraseña, favor de solicitar la recuperación.',
    });
    expect(registerOtpOutcomeOf({ success: false, unlockDate: '2026-01-15T13:00:00Z' })).toEqual({
      kind: 'locked',
      unlockDate: '2026-01-15T13:00:00Z',
    });
    expect(registerOtpOutcomeOf({ success: false, message: 'Servicio caído' })).toEqual({ kind: 'failed', message: 'Servicio caído' });
    expect(registerOtpOutcomeOf(undefined)).toEqual({
      kind: 'failed',
      message: 'No fue posible generar tu código de verificación por favor intentalo más tarde',
    });
  });

  it('maps every outcome of validateRegisterOtp', () => {
    expect(registerCodeOutcomeOf({ success: true, uuid: 'u' })).toEqual({ kind: 'valid', uuid: 'u' });
    expect(registerCodeOutcomeOf({ success: false })).toEqual({ kind: 'wrong', message: 'El código ingresado es incorrecto.', locked: false });
    expect(registerCodeOutcomeOf({ success: false, message: 'iUps! Parece que has alcanzado el número máximo de intentos' })).toMatchObject({
      locked: true,
    });
  });

  it('maps every outcome of validateIccid', () => {
    expect(iccidCheckOutcomeOf({ success: true, msisdn: '3312345678' })).toEqual({ kind: 'valid' });
    expect(iccidCheckOutcomeOf({ success: true, statusCode: 4 })).toEqual({
      kind: 'invalid',
      message: 'El ICCID ingresado no corresponde a un número de Internet en casa o de Internet portátil.',
    });
    expect(iccidCheckOutcomeOf({ success: true, statusCode: 2, message: 'otro' })).toEqual({
      kind: 'invalid',
      message: 'Lo sentimos, el número ICCID ingresado no corresponde a una SIM',
    });
    for (const failure of [undefined, { success: false }, { success: false, message: 'Error interno del servidor' }]) {
      expect(iccidCheckOutcomeOf(failure)).toEqual({
        kind: 'failed',
        message: 'Lo sentimos, hubo un error al consultar el ICCID por favor inténtalo más tarde.',
      });
    }
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

  it('sends an already registered visitor to the recovery with exist=1, keeping a non-default type', () => {
    expect(recoveryPathFor('mbb')).toBe('/recuperacion?exist=1');
    expect(recoveryPathFor('hbb')).toBe('/recuperacion?exist=1&type=hbb');
  });
});
