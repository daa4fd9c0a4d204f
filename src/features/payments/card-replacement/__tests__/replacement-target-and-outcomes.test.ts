import { describe, expect, it } from 'vitest';
import { checkOutcomeOf, replaceOutcomeOf, sendOutcomeOf } from '../api/outcomes';
import { emptyNewCard } from '../form-values';
import { replacementTargetOf } from '../replacement-rules';
import { newCardSchema } from '../schemas';

const UNLOCK = '2026-11-22T19:30:00-06:00';
const BEFORE_UNLOCK = Date.parse('2026-11-22T19:00:00-06:00');

describe('replacementTargetOf', () => {
  it('takes the line and the top-up of the query', () => {
    expect(replacementTargetOf(new URLSearchParams('recarga=rec-8f3a2c71&linea=3312345678'), '5512345678')).toEqual({
      dn: '3312345678',
      recurringTopUpId: 'rec-8f3a2c71',
    });
  });

  it("falls back on the session's line and drops an id that is not one", () => {
    expect(replacementTargetOf(new URLSearchParams('linea=33123&recarga=<script>'), '5512345678')).toEqual({
      dn: '5512345678',
      recurringTopUpId: undefined,
    });
  });

  it('has none without a 10-digit line', () => {
    expect(replacementTargetOf(new URLSearchParams(''), undefined)).toBeUndefined();
    expect(replacementTargetOf(new URLSearchParams('linea=abc'), '123')).toBeUndefined();
  });
});

describe('sendOutcomeOf', () => {
  it('sent, locked, failed', () => {
    expect(sendOutcomeOf(200, { success: true, message: 'Te enviamos un código', attemptsRemaining: 3 })).toEqual({
      kind: 'sent',
      message: 'Te enviamos un código',
    });
    expect(sendOutcomeOf(429, { success: false, message: 'Intenta más tarde', attemptsRemaining: 0, unlockDate: UNLOCK })).toEqual({
      kind: 'locked',
      unlockDate: UNLOCK,
    });
    expect(sendOutcomeOf(200, { success: false, message: 'Intenta más tarde', attemptsRemaining: 0, unlockDate: UNLOCK }, BEFORE_UNLOCK)).toEqual({
      kind: 'locked',
      unlockDate: UNLOCK,
    });
    expect(sendOutcomeOf(200, { success: false, message: 'No se pudo' })).toEqual({ kind: 'failed', message: 'No se pudo' });
    expect(sendOutcomeOf(500, { success: false, message: 'Error interno del servidor' })).toEqual({ kind: 'failed', message: undefined });
    expect(sendOutcomeOf(undefined, undefined)).toEqual({ kind: 'failed', message: undefined });
  });
});

describe('checkOutcomeOf', () => {
  it('valid, wrong with the attempts left, locked, failed', () => {
    expect(checkOutcomeOf(200, { success: true, message: 'Código válido', uuid: 'u-1' })).toEqual({ kind: 'valid', uuid: 'u-1' });
    expect(checkOutcomeOf(200, { success: true, message: 'Código válido' })).toEqual({ kind: 'failed', message: undefined });
    expect(checkOutcomeOf(400, { success: false, message: 'El código ingresado es incorrecto.', attemptsRemaining: 2 })).toEqual({
      kind: 'wrong',
      message: 'El código ingresado es incorrecto.',
      attemptsRemaining: 2,
    });
    expect(checkOutcomeOf(429, { success: false, message: 'Intenta más tarde', attemptsRemaining: 0, unlockDate: UNLOCK })).toEqual({
      kind: 'locked',
      unlockDate: UNLOCK,
    });
    expect(checkOutcomeOf(429, { success: false, message: 'Intenta más tarde', unlockDate: 'mañana' })).toEqual({ kind: 'failed', message: undefined });
    expect(checkOutcomeOf(503, undefined)).toEqual({ kind: 'failed', message: undefined });
  });
});

describe('replaceOutcomeOf', () => {
  it('replaced, or rejected with the message of a 200 only', () => {
    expect(replaceOutcomeOf(200, { success: true, message: 'Listo' })).toEqual({ kind: 'replaced', message: 'Listo' });
    expect(replaceOutcomeOf(200, { success: false, message: 'No fue posible' })).toEqual({ kind: 'rejected', message: 'No fue posible' });
    expect(replaceOutcomeOf(500, { success: false, message: 'Error interno del servidor' })).toEqual({ kind: 'rejected', message: undefined });
    expect(replaceOutcomeOf(undefined, undefined)).toEqual({ kind: 'rejected', message: undefined });
  });
});

describe('newCardSchema', () => {
  const schema = newCardSchema(() => new Date(2026, 10, 23));
  const messagesOf = (values: typeof emptyNewCard) => {
    const result = schema.safeParse(values);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('uses the card form rules: required, name, number, expiry, CVV', () => {
    expect(messagesOf({ firstName: 'José', lastNames: 'Peña', cardNumber: '4111111111111111', expiry: '12/30', cvv: '123' })).toEqual([]);
    expect(messagesOf(emptyNewCard)).toEqual(Array(5).fill('Campo requerido'));
    expect(messagesOf({ firstName: 'J0sé', lastNames: 'Peña', cardNumber: '1234567812345678', expiry: '10/26', cvv: '12' })).toEqual([
      'Escribe solo letras y espacios',
      'Número de tarjeta inválido',
      'Lo sentimos, la fecha de vencimiento de la tarjeta no es válida',
      'El CVV debe tener 3 o 4 dígitos',
    ]);
  });
});
