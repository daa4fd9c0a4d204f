/**
 * Property tests of every validator of the forms (issue 15, decision 124): generated valid values
 * pass; mutations (wrong length, a letter, Unicode digits, whitespace...) fail; no string makes a
 * validator throw. Each validator is tested as the form applies it: the zod schema's field where
 * a schema holds it, the rule function otherwise.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { completeRegistrationSchema } from '../../src/features/account/complete-registration/schemas';
import { loginFormSchema } from '../../src/features/account/login/schemas';
import { isLegacyPassword, recoveryPasswordSchema } from '../../src/features/account/recovery/schemas';
import { emailSchema, mbbRegisterSchema, serviceRegisterSchema } from '../../src/features/account/register/schemas';
import { contactFormSchema } from '../../src/features/acquisition/schemas';
import { imeiFormSchema } from '../../src/features/compatibility/schemas';
import { esimFormSchema } from '../../src/features/esim-purchase/schemas';
import { invoiceFormSchema } from '../../src/features/invoices/schemas';
import { lineFormSchema } from '../../src/features/nir-change/schemas';
import { isAcceptedExpiry, isValidCardNumber, isValidCvv, isValidPostalCode } from '../../src/features/payments/card-form/card-rules';
import { lineDataSchema } from '../../src/features/payments/top-up/schemas';
import { profileSchema } from '../../src/features/profile/schemas';
import { shippingFormSchema } from '../../src/features/sim-purchase/schemas';
import { ssoLegacyFormSchema, ssoNumberFormSchema } from '../../src/features/sso/schemas';
import { EMAIL_PATTERN, IMEI_PATTERN, PHONE_PATTERN } from '../../src/shared/domain/validation/patterns';

// --- building blocks

const DIGIT = fc.constantFrom(...'0123456789');
const digits = (minLength: number, maxLength = minLength) => fc.string({ unit: DIGIT, minLength, maxLength });
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = LOWER.toUpperCase();

/** The first code point of "0" in other scripts: Arabic-Indic, Extended Arabic-Indic, Devanagari, Bengali, fullwidth, mathematical bold. */
const UNICODE_ZEROS = [0x0660, 0x06f0, 0x0966, 0x09e6, 0xff10, 0x1d7ce];
/** White space of every kind JavaScript's \s knows, including the no-break and ideographic spaces and the BOM. */
const WHITESPACE = [' ', '\t', '\n', '\r', '\v', '\f', '\u00a0', '\u1680', '\u2003', '\u2028', '\u202f', '\u3000', '\ufeff'];

const insertAt = (value: string, at: number, text: string) => value.slice(0, at) + text + value.slice(at);
const replaceAt = (value: string, at: number, text: string) => value.slice(0, at) + text + value.slice(at + 1);

/** `valid` with one white-space character put anywhere (ends included). */
const withWhitespace = (valid: fc.Arbitrary<string>) =>
  valid.chain((value) => fc.tuple(fc.nat(value.length), fc.constantFrom(...WHITESPACE)).map(([at, space]) => insertAt(value, at, space)));

/** `valid` with one of its ASCII digits written in another script. */
const withUnicodeDigit = (valid: fc.Arbitrary<string>) =>
  valid
    .filter((value) => /[0-9]/.test(value))
    .chain((value) => {
      const positions = [...value].flatMap((char, index) => (/[0-9]/.test(char) ? [index] : []));
      return fc
        .tuple(fc.constantFrom(...positions), fc.constantFrom(...UNICODE_ZEROS))
        .map(([at, zero]) => replaceAt(value, at, String.fromCodePoint(zero + Number(value[at]))));
    });

/** `valid` with one character replaced by an ASCII letter. */
const withLetter = (valid: fc.Arbitrary<string>) =>
  valid.chain((value) => fc.tuple(fc.nat(value.length - 1), fc.constantFrom(...LOWER, ...UPPER)).map(([at, letter]) => replaceAt(value, at, letter)));

/** `valid` with one more ASCII digit, or one character fewer. */
const oneLonger = (valid: fc.Arbitrary<string>) =>
  valid.chain((value) => fc.tuple(fc.nat(value.length), DIGIT).map(([at, digit]) => insertAt(value, at, digit)));
const oneShorter = (valid: fc.Arbitrary<string>) => valid.chain((value) => fc.nat(value.length - 1).map((at) => value.slice(0, at) + value.slice(at + 1)));

/** A schema field as the form applies it. */
const passes = (schema: z.ZodMiniType) => (value: string) => schema.safeParse(value).success;

interface Validator {
  name: string;
  accepts: (value: string) => boolean;
  valid: fc.Arbitrary<string>;
  /** Values that must fail, by kind of mutation. */
  invalid: Record<string, fc.Arbitrary<string>>;
}

/** A field of exactly or between so many ASCII digits. */
function digitsValidator(name: string, accepts: (value: string) => boolean, min: number, max = min): Validator {
  const valid = digits(min, max);
  return {
    name,
    accepts,
    valid,
    invalid: {
      'too short': digits(0, min - 1),
      'too long': digits(max + 1, max + 5),
      'a letter': withLetter(valid),
      'a Unicode digit': withUnicodeDigit(valid),
      whitespace: withWhitespace(valid),
    },
  };
}

// --- the validators

const invoiceForm = invoiceFormSchema(() => new Date(2026, 10, 23));

/** RFC (spec 5): 3 or 4 letters (Ñ and & included), 6 digits, 2 letters or digits, then A or a digit. */
const rfc = fc
  .tuple(
    fc.string({ unit: fc.constantFrom(...UPPER, 'Ñ', '&'), minLength: 3, maxLength: 4 }),
    digits(6),
    fc.string({ unit: fc.constantFrom(...UPPER, ...'0123456789'), minLength: 2, maxLength: 2 }),
    fc.constantFrom('A', ...'0123456789'),
  )
  .map((parts) => parts.join(''));

const phoneFields: [string, z.ZodMiniType][] = [
  ['contact phone', contactFormSchema.shape.phone],
  ['contact phone confirmation', contactFormSchema.shape.phoneConfirmation],
  ['login number (mbb)', loginFormSchema('mbb').shape.number],
  ['login service number (hbb)', loginFormSchema('hbb').shape.number],
  ['register line number', mbbRegisterSchema.shape.number],
  ['register service number', serviceRegisterSchema.shape.serviceNumber],
  ['register contact phone', serviceRegisterSchema.shape.number],
  ['NIR change line number', lineFormSchema.shape.number],
  ['SSO number', ssoNumberFormSchema.shape.number],
  ['top-up phone', lineDataSchema(true).shape.phone],
  ['top-up service number', lineDataSchema(true).shape.serviceNumber],
  ['eSIM contact number', esimFormSchema.shape.contactNumber],
  ['SIM shipping contact number', shippingFormSchema.shape.contactNumber],
  ['invoice phone number', invoiceForm.shape.phoneNumber],
];

/**
 * The card brands' forms (spec payments 5): Visa 13/16 from 4, Mastercard 51-55 and 2221-2720, Amex 34/37 (15).
 * Written here apart from the rule under test, as the oracle that tells a mutation which landed on
 * another brand's valid number (a 16-digit Visa 43... without its 4 is an Amex).
 */
function hasBrandForm(value: string): boolean {
  if (!/^\d+$/.test(value)) return false;
  const two = Number(value.slice(0, 2));
  const four = Number(value.slice(0, 4));
  if (value.startsWith('4')) return value.length === 13 || value.length === 16;
  if (value.length === 16) return (two >= 51 && two <= 55) || (four >= 2221 && four <= 2720);
  return value.length === 15 && (two === 34 || two === 37);
}

const cardNumber = fc.oneof(
  fc.tuple(fc.constantFrom(12, 15), fc.constant('4')).chain(([rest, prefix]) => digits(rest).map((tail) => prefix + tail)),
  fc.tuple(fc.integer({ min: 51, max: 55 }), digits(14)).map(([prefix, tail]) => `${prefix}${tail}`),
  fc.tuple(fc.integer({ min: 2221, max: 2720 }), digits(12)).map(([prefix, tail]) => `${prefix}${tail}`),
  fc.tuple(fc.constantFrom('34', '37'), digits(13)).map(([prefix, tail]) => prefix + tail),
);

/** The expiry's clock: 23 November 2026, local time; the list of years runs 2026-2040. */
const NOW = new Date(2026, 10, 23);
const CURRENT_MONTH = NOW.getFullYear() * 12 + NOW.getMonth();
const LAST_LISTED_MONTH = (NOW.getFullYear() + 14) * 12 + 11;
const asExpiry = (months: number) => `${String((months % 12) + 1).padStart(2, '0')}/${String(Math.floor(months / 12) % 100).padStart(2, '0')}`;
const expiry = fc.integer({ min: CURRENT_MONTH + 1, max: LAST_LISTED_MONTH }).map(asExpiry);

const email = fc
  .tuple(fc.stringMatching(/^[a-z0-9._%+-]{1,20}$/), fc.stringMatching(/^[a-z0-9-]{1,15}$/), fc.stringMatching(/^[a-z]{2,6}$/))
  .map(([local, domain, tld]) => `${local}@${domain}.${tld}`);
const emailMutations = (valid: fc.Arbitrary<string>) => ({
  whitespace: withWhitespace(valid),
  'no @': valid.map((value) => value.replace('@', '')),
  'two @': valid.chain((value) => fc.nat(value.length).map((at) => insertAt(value, at, '@'))),
  'no dot after the @': valid.map((value) => value.replace(/\.(?=[^.]*$)/, '')),
  'nothing before the @': valid.map((value) => value.slice(value.indexOf('@'))),
});

/** A password with one character of each class of `classes` and the rest of `alphabet`, shuffled. */
function password(classes: string[], alphabet: string, min: number, max: number): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.tuple(...classes.map((chars) => fc.constantFrom(...chars))),
      fc.array(fc.constantFrom(...alphabet), { minLength: min - classes.length, maxLength: max - classes.length }),
    )
    .chain(([required, rest]) => {
      const all = [...required, ...rest];
      return fc.shuffledSubarray(all, { minLength: all.length, maxLength: all.length }).map((chars) => chars.join(''));
    });
}

const SSO_SYMBOLS = '@$!%*.#?&';
const ssoPassword = password([LOWER, UPPER, '0123456789', SSO_SYMBOLS], LOWER + UPPER + '0123456789' + SSO_SYMBOLS, 8, 20);
/** Letters of any case and script, digits, any symbol: the legacy rule (spec 9, decision 062). */
const LEGACY_SYMBOLS = '@%$*?!#._-&+=/()[]{}<>,;:"\'~^|¡¿€';
const legacyPassword = password([LOWER + 'ñáé', UPPER + 'ÑÁÉ', '0123456789', LEGACY_SYMBOLS], LOWER + UPPER + 'ñÑáÁüÜ0123456789' + LEGACY_SYMBOLS, 8, 64);

function passwordMutations(valid: fc.Arbitrary<string>, min: number, max: number) {
  return {
    whitespace: withWhitespace(valid),
    'too short': valid.map((value) => value.slice(0, min - 1)),
    'too long': valid.map((value) => value.padEnd(max + 1, 'a')),
    'no lower-case letter': valid.map((value) => value.toUpperCase()).filter((value) => !/\p{Ll}/u.test(value)),
    'no upper-case letter': valid.map((value) => value.toLowerCase()).filter((value) => !/\p{Lu}/u.test(value)),
    'no digit': valid.map((value) => value.replace(/[0-9]/g, 'x')),
  };
}

const VALIDATORS: Validator[] = [
  digitsValidator('phone pattern (10 digits)', (value) => PHONE_PATTERN.test(value), 10),
  ...phoneFields.map(([name, schema]) => digitsValidator(name, passes(schema), 10)),
  digitsValidator('IMEI pattern (13-17 digits)', (value) => IMEI_PATTERN.test(value), 13, 17),
  digitsValidator('IMEI field', passes(imeiFormSchema.shape.imei), 13, 17),
  digitsValidator('eSIM IMEI', passes(esimFormSchema.shape.imei), 13, 17),
  digitsValidator('invoice postal code', passes(invoiceForm.shape.postalCode), 5),
  {
    name: 'invoice RFC',
    accepts: passes(invoiceForm.shape.rfc),
    valid: rfc,
    invalid: {
      'one character fewer': oneShorter(rfc).filter((value) => value.length < 12),
      'too long': rfc.map((value) => value.padEnd(14, 'A')),
      'a letter among the 6 digits': rfc.chain((value) =>
        fc.tuple(fc.integer({ min: value.length - 9, max: value.length - 4 }), fc.constantFrom(...UPPER)).map(([at, letter]) => replaceAt(value, at, letter)),
      ),
      'lower case': rfc.filter((value) => /[A-Z]/.test(value)).map((value) => value.toLowerCase()),
      'a Unicode digit': withUnicodeDigit(rfc),
      whitespace: withWhitespace(rfc),
    },
  },
  digitsValidator('ICCID (13 digits after 895214)', passes(serviceRegisterSchema.shape.iccid), 13),
  digitsValidator('card postal code', isValidPostalCode, 5),
  digitsValidator('CVV', isValidCvv, 3, 4),
  {
    name: 'card number',
    accepts: isValidCardNumber,
    valid: cardNumber,
    invalid: {
      // A digit more or fewer can make another brand's number (an Amex with a 2 before it is a
      // Mastercard, a Visa 434... without its 4 an Amex): those are valid, so they are left out.
      'one digit more': oneLonger(cardNumber).filter((value) => !hasBrandForm(value)),
      'one digit fewer': oneShorter(cardNumber).filter((value) => !hasBrandForm(value)),
      'a letter': withLetter(cardNumber),
      'a Unicode digit': withUnicodeDigit(cardNumber),
      whitespace: withWhitespace(cardNumber),
      'no accepted brand': fc.tuple(fc.constantFrom('0', '1', '6', '7', '8', '9'), digits(15)).map(([first, rest]) => first + rest),
    },
  },
  {
    name: 'card expiry (MM/YY after the current month)',
    accepts: (value) => isAcceptedExpiry(value, NOW),
    valid: expiry,
    invalid: {
      'the current month or earlier': fc.integer({ min: CURRENT_MONTH - 240, max: CURRENT_MONTH }).map(asExpiry),
      'after the list of years': fc.integer({ min: LAST_LISTED_MONTH + 1, max: (2109 - 0) * 12 + 11 }).map(asExpiry),
      'no such month': fc
        .tuple(fc.constantFrom(0, ...Array.from({ length: 87 }, (_, index) => index + 13)), digits(2))
        .map(([month, year]) => `${String(month).padStart(2, '0')}/${year}`),
      'one character fewer': oneShorter(expiry),
      'one digit more': oneLonger(expiry),
      'a letter': withLetter(expiry),
      'a Unicode digit': withUnicodeDigit(expiry),
      whitespace: withWhitespace(expiry),
    },
  },
  { name: 'e-mail pattern', accepts: (value) => EMAIL_PATTERN.test(value), valid: email, invalid: emailMutations(email) },
  ...(
    [
      ['register e-mail', emailSchema],
      ['profile e-mail', profileSchema.shape.email],
      ['top-up e-mail', lineDataSchema(false).shape.email],
      ['eSIM e-mail', esimFormSchema.shape.email],
      ['SIM shipping e-mail', shippingFormSchema.shape.email],
      ['invoice e-mail', invoiceForm.shape.email],
    ] as const
  ).map(([name, schema]): Validator => ({ name, accepts: passes(schema), valid: email, invalid: emailMutations(email) })),
  {
    name: 'SSO password',
    accepts: passes(ssoLegacyFormSchema.shape.password),
    valid: ssoPassword,
    invalid: {
      ...passwordMutations(ssoPassword, 8, 20),
      'no symbol of @$!%*.#?&': ssoPassword.map((value) => value.replace(/[@$!%*.#?&]/g, 'x')),
      'a character outside the set': ssoPassword.chain((value) =>
        fc.tuple(fc.nat(value.length - 1), fc.constantFrom('ñ', 'É', '_', '-', '٣', '€')).map(([at, char]) => replaceAt(value, at, char)),
      ),
    },
  },
  ...(
    [
      ['complete-registration password', passes(completeRegistrationSchema.shape.password)],
      ['recovery new password', passes(recoveryPasswordSchema.shape.password)],
    ] as const
  ).map(([name, accepts]): Validator => ({
    name,
    accepts,
    valid: legacyPassword,
    invalid: {
      ...passwordMutations(legacyPassword, 8, 64),
      'no symbol': legacyPassword.map((value) => value.replace(/[^\p{L}\p{N}]/gu, 'x')),
    },
  })),
];

describe.each(VALIDATORS)('$name', (validator) => {
  it('accepts every generated valid value', () => {
    fc.assert(
      fc.property(validator.valid, (value) => {
        expect(validator.accepts(value), JSON.stringify(value)).toBe(true);
      }),
    );
  });

  it.each(Object.entries(validator.invalid))('rejects a value with %s', (_kind, invalid) => {
    fc.assert(
      fc.property(invalid, (value) => {
        expect(validator.accepts(value), JSON.stringify(value)).toBe(false);
      }),
    );
  });

  it('never throws, whatever the string', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme', maxLength: 200 })), (value) => {
        expect(typeof validator.accepts(value)).toBe('boolean');
      }),
    );
  });
});

describe('the legacy password rule', () => {
  it('is the same in complete registration and recovery (decision 062)', () => {
    const completeRegistration = passes(completeRegistrationSchema.shape.password);
    fc.assert(
      fc.property(fc.oneof(legacyPassword, withWhitespace(legacyPassword), fc.string({ unit: 'grapheme', minLength: 6, maxLength: 70 })), (value) => {
        expect(isLegacyPassword(value), JSON.stringify(value)).toBe(completeRegistration(value));
      }),
    );
  });
});
