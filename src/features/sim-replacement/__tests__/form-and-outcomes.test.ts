import { describe, expect, it } from 'vitest';
import { checkOutcomeOf, lockoutOf, replacementOutcomeOf, retryAfterDate, sendOutcomeOf } from '../api/outcomes';
import { toReplacementRequest } from '../api/replacement-request';
import { emptySimReplacementForm, formErrorsOf, type SimReplacementForm } from '../form';

const NOW = Date.parse('2026-11-22T18:00:00Z');
const AHEAD = '2026-11-22T19:30:00-06:00';
const valid: SimReplacementForm = { phone: '5512345678', iccid: '0001234567890', email: ' ana@correo.mx ', reason: 'robo' };

describe('the request form', () => {
  it('asks for every field, each with its own message', () => {
    expect(formErrorsOf(emptySimReplacementForm)).toEqual({
      phone: 'El número es obligatorio',
      iccid: 'El ICCID es obligatorio',
      email: 'El correo electrónico es obligatorio',
      reason: 'Elige el motivo de la reposición',
    });
  });

  it('wants 10 digits of line, the 13 digits after the ICCID prefix and an e-mail with a domain', () => {
    expect(formErrorsOf({ ...valid, phone: '551234567', iccid: '000123', email: 'ana@correo' })).toEqual({
      phone: 'Ingresa los 10 dígitos de tu número',
      iccid: 'Ingresa los 13 dígitos de tu ICCID',
      email: 'Ingresa un correo electrónico válido',
    });
    expect(formErrorsOf(valid)).toEqual({});
  });

  it('sends the 19-digit ICCID with its prefix, the trimmed e-mail and the reason code', () => {
    expect(toReplacementRequest(valid)).toEqual({ dn: '5512345678', iccid: '8952140001234567890', email: 'ana@correo.mx', reason: 'robo' });
    expect(() => toReplacementRequest({ ...valid, reason: '' })).toThrow();
  });
});

describe('the code request reads the whole answer', () => {
  const headers = (entries: Record<string, string> = {}) => new Headers(entries);

  it('is sent on a 200 with success, showing its message', () => {
    const outcome = sendOutcomeOf({ status: 200, headers: headers(), body: { success: true, message: ' Te enviamos un código. ', attemptsRemaining: 3 } }, NOW);
    expect(outcome).toEqual({ kind: 'sent', message: 'Te enviamos un código.' });
  });

  it('is a lockout on every 429: its unlockDate, else Retry-After, else one hour', () => {
    expect(sendOutcomeOf({ status: 429, headers: headers(), body: { success: false, message: 'x', unlockDate: AHEAD } }, NOW)).toEqual({
      kind: 'locked',
      unlockDate: AHEAD,
    });
    expect(sendOutcomeOf({ status: 429, headers: headers({ 'Retry-After': '120' }), body: undefined }, NOW)).toEqual({
      kind: 'locked',
      unlockDate: '2026-11-22T18:02:00.000Z',
    });
    expect(sendOutcomeOf({ status: 429, headers: headers(), body: { success: false, message: 'x' } }, NOW)).toEqual({
      kind: 'locked',
      unlockDate: '2026-11-22T19:00:00.000Z',
    });
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(retryAfterDate(headers({ 'Retry-After': 'Sun, 22 Nov 2026 18:30:00 GMT' }), NOW)).toBe('2026-11-22T18:30:00.000Z');
    expect(retryAfterDate(headers({ 'Retry-After': 'pronto' }), NOW)).toBeUndefined();
    expect(retryAfterDate(undefined, NOW)).toBeUndefined();
  });

  it('treats no attempts left with an unlock date ahead as a lockout whatever the status, but not a date gone by', () => {
    expect(lockoutOf({ status: 200, headers: headers(), body: { success: false, message: 'x', attemptsRemaining: 0, unlockDate: AHEAD } }, NOW)).toBe(AHEAD);
    expect(
      lockoutOf({ status: 200, headers: headers(), body: { success: false, message: 'x', attemptsRemaining: 0, unlockDate: '2026-11-22T10:00:00Z' } }, NOW),
    ).toBeUndefined();
  });

  it("shows a refusal's message, never a 5xx's, and has no message when no answer came", () => {
    expect(sendOutcomeOf({ status: 200, headers: headers(), body: { success: false, message: 'Línea no encontrada' } }, NOW)).toEqual({
      kind: 'failed',
      message: 'Línea no encontrada',
    });
    expect(sendOutcomeOf({ status: 500, headers: headers(), body: { success: false, message: 'Error interno' } }, NOW)).toEqual({
      kind: 'failed',
      message: undefined,
    });
    expect(sendOutcomeOf({ status: undefined, headers: undefined, body: undefined }, NOW)).toEqual({ kind: 'failed', message: undefined });
  });
});

describe('the code check', () => {
  it('is valid, wrong with the attempts left, locked, or failed', () => {
    expect(checkOutcomeOf({ status: 200, headers: undefined, body: { success: true, message: 'ok' } }, NOW)).toEqual({ kind: 'valid' });
    expect(
      checkOutcomeOf({ status: 400, headers: undefined, body: { success: false, message: 'El código ingresado es incorrecto.', attemptsRemaining: 2 } }, NOW),
    ).toEqual({
      kind: 'wrong',
      message: 'El código ingresado es incorrecto.',
      attemptsRemaining: 2,
    });
    expect(checkOutcomeOf({ status: 429, headers: undefined, body: { success: false, message: 'x', unlockDate: AHEAD } }, NOW)).toEqual({
      kind: 'locked',
      unlockDate: AHEAD,
    });
    expect(checkOutcomeOf({ status: 503, headers: undefined, body: undefined }, NOW)).toEqual({ kind: 'failed' });
  });
});

describe('the replacement request', () => {
  it("is requested on success, rejected otherwise with a 200's message only", () => {
    expect(replacementOutcomeOf({ status: 200, headers: undefined, body: { success: true, mensaje: 'Registrada.' } })).toEqual({
      kind: 'requested',
      message: 'Registrada.',
    });
    expect(replacementOutcomeOf({ status: 200, headers: undefined, body: { success: false, mensaje: 'ICCID inválido' } })).toEqual({
      kind: 'rejected',
      message: 'ICCID inválido',
    });
    expect(replacementOutcomeOf({ status: 500, headers: undefined, body: { success: false, mensaje: 'Error interno' } })).toEqual({
      kind: 'rejected',
      message: undefined,
    });
    expect(replacementOutcomeOf({ status: undefined, headers: undefined, body: undefined })).toEqual({ kind: 'rejected', message: undefined });
  });
});
