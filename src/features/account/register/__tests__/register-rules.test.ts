import { describe, expect, it } from 'vitest';
import { iccidCheckOutcomeOf, registerCodeOutcomeOf, registerOtpOutcomeOf } from '../api/register-api';
import { recoveryPathFor } from '../register-page';
import { mbbRegisterSchema, serviceRegisterSchema } from '../schemas';

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
      message: 'No fue posible generar tu código de verificación por favor inténtalo más tarde',
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

  it('sends an already registered visitor to the recovery with exist=1, keeping a non-default type', () => {
    expect(recoveryPathFor('mbb')).toBe('/recuperacion?exist=1');
    expect(recoveryPathFor('hbb')).toBe('/recuperacion?exist=1&type=hbb');
  });
});
