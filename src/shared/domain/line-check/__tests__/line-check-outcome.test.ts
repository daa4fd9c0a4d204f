import { describe, expect, it } from 'vitest';
import { lineCheckOutcomeOf } from '../api/check-line-number';
import { parseLineType, usesServiceNumber } from '../line-type';

const NUMBER = '5512345678';

describe('parseLineType', () => {
  it('reads mbb, hbb and mifi, and defaults to mbb', () => {
    expect(parseLineType('hbb')).toBe('hbb');
    expect(parseLineType('mifi')).toBe('mifi');
    expect(parseLineType('mbb')).toBe('mbb');
    expect(parseLineType(null)).toBe('mbb');
    expect(parseLineType('MIFI')).toBe('mbb');
    expect(usesServiceNumber('mbb')).toBe(false);
    expect(usesServiceNumber('hbb')).toBe(true);
  });
});

describe('lineCheckOutcomeOf', () => {
  it('accepts a number without statusCode, and with statusCode 5', () => {
    expect(lineCheckOutcomeOf({ success: true }, NUMBER, 'mbb')).toEqual({ kind: 'valid' });
    expect(lineCheckOutcomeOf({ success: true, statusCode: 5, message: 'Aviso' }, NUMBER, 'mbb')).toEqual({ kind: 'valid' });
  });

  it('replaces every #numero# of the server message', () => {
    expect(lineCheckOutcomeOf({ success: true, statusCode: 3, message: '#numero# y #numero#' }, NUMBER, 'mbb')).toEqual({
      kind: 'invalid',
      message: `${NUMBER} y ${NUMBER}`,
    });
  });

  it('has its own text for a rejection without message', () => {
    expect(lineCheckOutcomeOf({ success: true, statusCode: -1 }, NUMBER, 'hbb')).toEqual({
      kind: 'invalid',
      message: `Lo sentimos, el número ${NUMBER} no es válido.`,
    });
  });

  it('treats statusCode 500, success false and no answer as a failure of the service', () => {
    const unavailable = 'Lo sentimos, el servicio no está disponible, favor de intentarlo más tarde.';
    expect(lineCheckOutcomeOf({ success: true, statusCode: 500 }, NUMBER, 'mbb')).toEqual({ kind: 'failed', message: unavailable });
    expect(lineCheckOutcomeOf({ success: false }, NUMBER, 'mbb')).toEqual({ kind: 'failed', message: unavailable });
    expect(lineCheckOutcomeOf(undefined, NUMBER, 'mbb')).toEqual({ kind: 'failed', message: unavailable });
  });
});
