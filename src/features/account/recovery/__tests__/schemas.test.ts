import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { emptyRecoveryNumberForm, type RecoveryNumberForm } from '../form-values';
import { isLegacyPassword, recoveryNumberSchema, recoveryPasswordSchema } from '../schemas';

/** The first message of each failing field, by field name: the one the form shows. */
function errorsOf(schema: z.ZodMiniType, value: unknown): Record<string, string> {
  const result = z.safeParse(schema, value);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

const numbers = (form: Partial<RecoveryNumberForm>) => ({ ...emptyRecoveryNumberForm, ...form });

describe('recovery step 1, mobile line (mbb)', () => {
  const schema = recoveryNumberSchema('mbb');

  it('requires the line number and its confirmation', () => {
    expect(errorsOf(schema, numbers({}))).toEqual({
      lineNumber: 'El número Bait es obligatorio',
      lineNumberConfirmation: 'La confirmación de número es obligatoria',
    });
  });

  it('wants the 10 digits of the line number', () => {
    expect(errorsOf(schema, numbers({ lineNumber: '551234567', lineNumberConfirmation: '551234567' })).lineNumber).toBe('Ingresa los 10 dígitos de tu número');
  });

  it('wants the confirmation to match: "El número no coincide."', () => {
    expect(errorsOf(schema, numbers({ lineNumber: '5512345678', lineNumberConfirmation: '5512345679' }))).toEqual({
      lineNumberConfirmation: 'El número no coincide.',
    });
  });

  it('passes with two equal 10-digit numbers, the service fields unchecked', () => {
    expect(errorsOf(schema, numbers({ lineNumber: '5512345678', lineNumberConfirmation: '5512345678' }))).toEqual({});
  });
});

describe.each(['hbb', 'mifi'] as const)('recovery step 1, internet line (%s)', (lineType) => {
  const schema = recoveryNumberSchema(lineType);

  it('requires the service number and the phone', () => {
    expect(errorsOf(schema, numbers({}))).toEqual({
      serviceNumber: 'El número de servicio es obligatorio',
      phone: 'El número telefónico es obligatorio',
    });
  });

  it('wants 10 digits in each', () => {
    expect(errorsOf(schema, numbers({ serviceNumber: '33123', phone: '55123' }))).toEqual({
      serviceNumber: 'Ingresa los 10 dígitos de tu número de servicio',
      phone: 'Ingresa los 10 dígitos de tu número',
    });
  });

  it('passes with both numbers, the line-number fields unchecked', () => {
    expect(errorsOf(schema, numbers({ serviceNumber: '3312345678', phone: '5512345678' }))).toEqual({});
  });
});

describe('recovery step 3, the new password', () => {
  it('requires the password and its confirmation', () => {
    expect(errorsOf(recoveryPasswordSchema, { password: '', passwordConfirmation: '' })).toEqual({
      password: 'La contraseña es obligatoria',
      passwordConfirmation: 'La confirmación es obligatoria',
    });
  });

  it.each(['Bait#20', 'bait#2026x', 'BAIT#2026X', 'Bait#Bait', 'Bait20266'])(
    'rejects "%s" by the legacy rule: "La contraseña ingresada es inválida"',
    (password) => {
      expect(isLegacyPassword(password)).toBe(false);
      expect(errorsOf(recoveryPasswordSchema, { password, passwordConfirmation: password })).toEqual({
        password: 'La contraseña ingresada es inválida',
      });
    },
  );

  it('wants the confirmation to match: "La contraseña no coincide."', () => {
    expect(errorsOf(recoveryPasswordSchema, { password: 'Bait#2026x', passwordConfirmation: 'Bait#2026y' })).toEqual({
      passwordConfirmation: 'La contraseña no coincide.',
    });
  });

  it.each(['Bait#2026x', 'Ñandú$2026', 'Abcdefg1?'])('accepts "%s"', (password) => {
    expect(errorsOf(recoveryPasswordSchema, { password, passwordConfirmation: password })).toEqual({});
  });
});
