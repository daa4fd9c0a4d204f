import { describe, expect, it } from 'vitest';
import { topUpLineKindOf, topUpLineOutcomeOf } from '../api/check-top-up-line';

const NUMBER = '5512345678';
const UNAVAILABLE = 'Lo sentimos, el servicio no está disponible, favor de intentarlo más tarde.';

describe('topUpLineKindOf', () => {
  it('checks the service number for offer types 3 and 8, associates as 4, the rest as general', () => {
    expect(topUpLineKindOf(3)).toBe('service');
    expect(topUpLineKindOf(8)).toBe('service');
    expect(topUpLineKindOf(4)).toBe('associated');
    expect(topUpLineKindOf(1)).toBe('general');
    expect(topUpLineKindOf(2)).toBe('general');
  });
});

describe('topUpLineOutcomeOf', () => {
  it('accepts statusCode 5 and an answer without statusCode', () => {
    expect(topUpLineOutcomeOf({ success: true, statusCode: 5, message: 'Número válido' }, NUMBER, 1)).toEqual({ kind: 'valid' });
    expect(topUpLineOutcomeOf({ success: true }, NUMBER, 1)).toEqual({ kind: 'valid' });
  });

  it('fails with the service text on success false, HTTP 500 (no answer)', () => {
    expect(topUpLineOutcomeOf({ success: false }, NUMBER, 1)).toEqual({ kind: 'failed', message: UNAVAILABLE });
    expect(topUpLineOutcomeOf(undefined, NUMBER, 1)).toEqual({ kind: 'failed', message: UNAVAILABLE });
  });

  it('shows the server message with every #numero# replaced', () => {
    expect(topUpLineOutcomeOf({ success: true, statusCode: 2, message: 'El #numero# y #numero#' }, NUMBER, 1)).toEqual({
      kind: 'invalid',
      message: `El ${NUMBER} y ${NUMBER}`,
    });
  });

  it('builds statusCode 4 from the offer type', () => {
    const wrong = (type: number) => topUpLineOutcomeOf({ success: true, statusCode: 4, message: 'x' }, NUMBER, type);
    expect(wrong(2)).toMatchObject({ kind: 'invalid', message: expect.stringContaining('Internet en casa') });
    expect(wrong(3)).toMatchObject({ kind: 'invalid', message: expect.stringContaining('Internet portátil') });
    expect(wrong(1)).toMatchObject({ kind: 'invalid', message: expect.stringContaining('telefonía móvil Bait') });
  });

  it('tells the catalogue of status messages on the associates page, and when the server sent none', () => {
    const catalogue = (statusCode: -1 | 1 | 2 | 3) => topUpLineOutcomeOf({ success: true, statusCode, message: 'servidor' }, NUMBER, 4, 'catalogue');
    expect(catalogue(-1).kind).toBe('invalid');
    expect(catalogue(-1)).toMatchObject({ message: expect.stringContaining('no está registrado como asociado') });
    expect(catalogue(1)).toMatchObject({ message: expect.stringContaining('*282') });
    expect(catalogue(2)).toMatchObject({ message: expect.stringContaining('no existe en la red') });
    expect(catalogue(3)).toMatchObject({ message: expect.stringContaining('necesita activarse') });
    expect(topUpLineOutcomeOf({ success: true, statusCode: 3 }, NUMBER, 1)).toMatchObject({ message: expect.stringContaining(NUMBER) });
  });
});
