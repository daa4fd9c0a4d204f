import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cardBrandOf,
  expiryYears,
  isAcceptedExpiry,
  isValidCardNumber,
  isValidCvv,
  isValidHolderName,
  isValidNeighbourhood,
  isValidPostalCode,
  maskCardNumber,
  maskCvv,
  normaliseExpiryInput,
  parseExpiry,
  stripAccents,
} from '../card-rules';

const digits = (min: number, max: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });
const pad2 = (value: number) => String(value).padStart(2, '0');
/** A fixed clock: 15 June 2026, local time. */
const JUNE_2026 = new Date(2026, 5, 15, 12, 0, 0);

describe('holder names', () => {
  it('accepts letters with accents and ñ, and spaces', () => {
    for (const name of ['María José', 'Peña Núñez', 'Güemes', 'ÁLVARO', 'Zoë']) expect(isValidHolderName(name), name).toBe(true);
  });

  it('rejects digits, punctuation, empty and blank names', () => {
    for (const name of ['', '   ', 'Juan2', "O'Brien", 'Ana-María', 'Juan.', '<b>']) expect(isValidHolderName(name), name).toBe(false);
  });

  it('rejects any name holding a character that is neither a letter nor a space', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...'0123456789!@#$%&*()_-+=.,;:/?<>[]{}\'"\t'), fc.string(), (before, bad, after) => {
        expect(isValidHolderName(`Ana${before}${bad}${after}`)).toBe(false);
      }),
    );
  });
});

describe('card numbers', () => {
  it('accepts Visa of 13 and 16 digits starting with 4', () => {
    fc.assert(
      fc.property(fc.constantFrom(12, 15), digits(15, 15), (rest, tail) => {
        const number = `4${tail.slice(0, rest)}`;
        expect(cardBrandOf(number)).toBe('visa');
      }),
    );
  });

  it('accepts Mastercard of 16 digits in 51-55 and 2221-2720', () => {
    fc.assert(
      fc.property(fc.integer({ min: 51, max: 55 }), digits(14, 14), (prefix, tail) => {
        expect(cardBrandOf(`${prefix}${tail}`)).toBe('mastercard');
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 2221, max: 2720 }), digits(12, 12), (prefix, tail) => {
        expect(cardBrandOf(`${prefix}${tail}`)).toBe('mastercard');
      }),
    );
  });

  it('accepts American Express of 15 digits starting with 34 or 37', () => {
    fc.assert(
      fc.property(fc.constantFrom('34', '37'), digits(13, 13), (prefix, tail) => {
        expect(cardBrandOf(`${prefix}${tail}`)).toBe('amex');
      }),
    );
  });

  it('rejects the edges of the ranges and wrong lengths', () => {
    for (const number of [
      '5011111111111111',
      '5611111111111111',
      '2220999999999999',
      '2721000000000000',
      '3411111111111111',
      '3511111111111111',
      '41111111111111',
      '411111111111',
      '41111111111111111',
      '4111 1111 1111 1111',
      '',
    ]) {
      expect(isValidCardNumber(number), number).toBe(false);
    }
  });

  it('accepts a number only when it is all digits, 13 to 16 of them, of a known brand', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (value) => {
        if (!isValidCardNumber(value)) return;
        expect(value).toMatch(/^\d{13,16}$/);
        expect(value.length === 15).toBe(cardBrandOf(value) === 'amex');
      }),
    );
  });
});

describe('expiry input', () => {
  it('normalises what is typed to MM/YY of at most 5 characters, digits and one slash', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (typed) => {
        const shown = normaliseExpiryInput(typed);
        expect(shown.length).toBeLessThanOrEqual(5);
        expect(shown).toMatch(/^(\d{0,2}|\d{2}\/\d{1,2})$/);
      }),
    );
  });

  it('is stable: normalising what it shows changes nothing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (typed) => {
        const shown = normaliseExpiryInput(typed);
        expect(normaliseExpiryInput(shown)).toBe(shown);
      }),
    );
  });

  it('adds the slash, the leading zero of months 2-9, and drops other characters', () => {
    expect(normaliseExpiryInput('0929')).toBe('09/29');
    expect(normaliseExpiryInput('09/29')).toBe('09/29');
    expect(normaliseExpiryInput('9')).toBe('09');
    expect(normaliseExpiryInput('1')).toBe('1');
    expect(normaliseExpiryInput('12-2030')).toBe('12/20');
    expect(normaliseExpiryInput('ab')).toBe('');
  });

  it('parses only real months, never the 00 placeholder', () => {
    expect(parseExpiry('00/29')).toBeUndefined();
    expect(parseExpiry('13/29')).toBeUndefined();
    expect(parseExpiry('09/2')).toBeUndefined();
    expect(parseExpiry('09/29')).toEqual({ month: '09', year: '29' });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 99 }), (month, year) => {
        expect(parseExpiry(`${pad2(month)}/${pad2(year)}`)).toEqual({ month: pad2(month), year: pad2(year) });
      }),
    );
  });
});

describe('expiry date against the clock (decision 091)', () => {
  it('lists 15 years: the current one plus 14', () => {
    expect(expiryYears(JUNE_2026)).toEqual(Array.from({ length: 15 }, (_, index) => 2026 + index));
  });

  it('rejects the current month and earlier ones, accepts the next month on', () => {
    expect(isAcceptedExpiry('05/26', JUNE_2026)).toBe(false);
    expect(isAcceptedExpiry('06/26', JUNE_2026)).toBe(false);
    expect(isAcceptedExpiry('07/26', JUNE_2026)).toBe(true);
    expect(isAcceptedExpiry('01/27', JUNE_2026)).toBe(true);
    expect(isAcceptedExpiry('12/25', JUNE_2026)).toBe(false);
  });

  it('accepts up to December of the 15th year of the list, not later', () => {
    expect(isAcceptedExpiry('12/40', JUNE_2026)).toBe(true);
    expect(isAcceptedExpiry('01/41', JUNE_2026)).toBe(false);
  });

  it('for any clock and any MM/YY, accepts exactly the months after the current one within the year list', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(2000, 0, 1), max: new Date(2090, 11, 31), noInvalidDate: true }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 99 }),
        (now, month, yy) => {
          const current = now.getFullYear();
          const candidates = [Math.floor(current / 100) * 100 + yy, Math.floor(current / 100) * 100 + 100 + yy];
          const year = candidates.find((candidate) => candidate >= current && candidate <= current + 14);
          const expected = year !== undefined && (year > current || month > now.getMonth() + 1);
          expect(isAcceptedExpiry(`${pad2(month)}/${pad2(yy)}`, now)).toBe(expected);
        },
      ),
    );
  });

  it('at the turn of a year, December is current and January next', () => {
    const lastDay = new Date(2026, 11, 31, 23, 59);
    expect(isAcceptedExpiry('12/26', lastDay)).toBe(false);
    expect(isAcceptedExpiry('01/27', lastDay)).toBe(true);
  });
});

describe('other fields', () => {
  it('CVV: 3 or 4 digits', () => {
    fc.assert(
      fc.property(digits(3, 4), (cvv) => {
        expect(isValidCvv(cvv)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.oneof(digits(0, 2), digits(5, 8)), (cvv) => {
        expect(isValidCvv(cvv)).toBe(false);
      }),
    );
    expect(isValidCvv('12a')).toBe(false);
  });

  it('postal code: exactly 5 digits', () => {
    fc.assert(
      fc.property(digits(5, 5), (code) => {
        expect(isValidPostalCode(code)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), (code) => {
        if (isValidPostalCode(code)) expect(code).toMatch(/^\d{5}$/);
      }),
    );
  });

  it('neighbourhood: chosen and not the 00 placeholder', () => {
    expect(isValidNeighbourhood('00')).toBe(false);
    expect(isValidNeighbourhood('')).toBe(false);
    expect(isValidNeighbourhood('1')).toBe(true);
  });

  it('strips accent marks, keeping the letters', () => {
    expect(stripAccents('José Peña Güemes, Coyoacán')).toBe('Jose Pena Guemes, Coyoacan');
    fc.assert(
      fc.property(fc.string(), (text) => {
        const stripped = stripAccents(text);
        expect(stripped).not.toMatch(/[áéíóúüñÁÉÍÓÚÜÑ]/);
        expect(stripAccents(stripped)).toBe(stripped);
      }),
    );
  });

  it('masks the number to its last 4 digits and the CVV to stars', () => {
    expect(maskCardNumber('4111111111111111')).toBe('************1111');
    expect(maskCvv('1234')).toBe('****');
    fc.assert(
      fc.property(digits(13, 16), (number) => {
        const masked = maskCardNumber(number);
        expect(masked.slice(-4)).toBe(number.slice(-4));
        expect(masked.slice(0, -4)).toMatch(/^\*+$/);
      }),
    );
  });
});
