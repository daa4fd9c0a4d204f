import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keepDigits, stripSpaces } from '@/shared/format/normalize';
import { PHONE_PATTERN } from '../patterns';

const digitString = (min: number, max: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });

describe('the phone validator (10 digits, spec 5)', () => {
  it('accepts every string of exactly 10 digits', () => {
    fc.assert(
      fc.property(digitString(10, 10), (phone) => {
        expect(PHONE_PATTERN.test(phone)).toBe(true);
      }),
    );
  });

  it('rejects anything else: other lengths, any non-digit', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 14 }), (value) => {
        expect(PHONE_PATTERN.test(value)).toBe(/^[0-9]{10}$/.test(value));
      }),
    );
    fc.assert(
      fc.property(fc.oneof(digitString(0, 9), digitString(11, 14)), (phone) => {
        expect(PHONE_PATTERN.test(phone)).toBe(false);
      }),
    );
  });

  it('a typed phone with spaces or other characters validates once its digits are kept', () => {
    fc.assert(
      fc.property(digitString(10, 10), fc.array(fc.constantFrom(' ', '-', '(', ')', '.'), { maxLength: 10 }), (phone, noise) => {
        const typed = [...phone].map((digit, index) => `${noise[index] ?? ''}${digit}`).join('');
        expect(keepDigits(typed)).toBe(phone);
        expect(PHONE_PATTERN.test(keepDigits(typed))).toBe(true);
      }),
    );
  });

  it('stripSpaces removes every whitespace and nothing else', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(stripSpaces(value)).toBe([...value].filter((character) => !/\s/.test(character)).join(''));
      }),
    );
  });
});
