import { describe, expect, it } from 'vitest';
import { emptyInvoiceForm, type InvoiceFormValues } from '../form-values';
import {
  isCalendarDay,
  isPastOrToday,
  isValidPostalCode,
  isValidReference,
  isValidRfc,
  isoDay,
  normaliseAmountInput,
  normaliseRfc,
  parseAmount,
} from '../invoice-rules';
import { invoiceFormSchema } from '../schemas';
import { invoicesTexts } from '../texts';

const { errors } = invoicesTexts;

describe('RFC (account spec 5)', () => {
  it.each([
    ['XAXX010101000', 'natural person, 4 letters, ends in a digit'],
    ['ABC010101AB1', 'legal person, 3 letters'],
    ['&AB010101ZZA', 'ampersand and a final A'],
    ['ÑAÑ850101AB9', 'Ñ counts as a letter'],
    ['ABCD85010112A', '2 digits as the alphanumerics'],
  ])('accepts %s (%s)', (rfc) => {
    expect(isValidRfc(rfc)).toBe(true);
  });

  it.each([
    ['AB010101AB1', 'only 2 letters'],
    ['ABCDE010101AB1', '5 letters'],
    ['ABC01010AB1', '5 digits'],
    ['ABC0101011AB1', '7 digits'],
    ['ABC010101AB', 'no final character'],
    ['ABC010101ABB', 'final letter other than A'],
    ['ABC010101A-1', 'a hyphen among the alphanumerics'],
    ['abc010101ab1', 'lowercase (the field uppercases first)'],
    ['', 'empty'],
  ])('refuses %s (%s)', (rfc) => {
    expect(isValidRfc(rfc)).toBe(false);
  });

  it('uppercases, keeps Ñ and &, drops the rest and cuts at 13', () => {
    expect(normaliseRfc('xaxx-010101 000')).toBe('XAXX010101000');
    expect(normaliseRfc('ñañ&850101ab9')).toBe('ÑAÑ&850101AB9');
    expect(normaliseRfc('ABCD010101AB12345')).toBe('ABCD010101AB1');
  });
});

describe('other rules', () => {
  it('postal code: exactly 5 digits', () => {
    expect(isValidPostalCode('06600')).toBe(true);
    expect(isValidPostalCode('0660')).toBe(false);
    expect(isValidPostalCode('066001')).toBe(false);
    expect(isValidPostalCode('06a00')).toBe(false);
  });

  it('amount: typed as digits and one point with two decimals at most', () => {
    expect(normaliseAmountInput('$1,50')).toBe('1.50');
    expect(normaliseAmountInput('100.555')).toBe('100.55');
    expect(normaliseAmountInput('1.2.3')).toBe('1.23');
    expect(normaliseAmountInput('abc')).toBe('');
  });

  it('amount: more than 0 and at most 100 000', () => {
    expect(parseAmount('150.50')).toBe(150.5);
    expect(parseAmount('100000')).toBe(100000);
    expect(parseAmount('100000.01')).toBeUndefined();
    expect(parseAmount('0')).toBeUndefined();
    expect(parseAmount('0.00')).toBeUndefined();
    expect(parseAmount('1.')).toBeUndefined();
    expect(parseAmount('')).toBeUndefined();
  });

  it('date: a real day, today or earlier', () => {
    const today = new Date(2026, 10, 23, 18, 0);
    expect(isoDay(today)).toBe('2026-11-23');
    expect(isPastOrToday('2026-11-23', today)).toBe(true);
    expect(isPastOrToday('2026-01-01', today)).toBe(true);
    expect(isPastOrToday('2026-11-24', today)).toBe(false);
    expect(isCalendarDay('2026-02-30')).toBe(false);
    expect(isCalendarDay('23/11/2026')).toBe(false);
  });

  it('reference: optional, else 4 to 40 letters, digits or hyphens', () => {
    expect(isValidReference('')).toBe(true);
    expect(isValidReference('AUT-1234')).toBe(true);
    expect(isValidReference('ab1')).toBe(false);
    expect(isValidReference('AUT 1234')).toBe(false);
  });
});

describe('invoiceFormSchema', () => {
  const schema = invoiceFormSchema(() => new Date(2026, 10, 23));
  const valid: InvoiceFormValues = {
    rechargeMethod: 'WEB',
    phoneNumber: '5512345678',
    rechargeDate: '2026-11-20',
    amount: '100',
    reference: '',
    rfc: 'XAXX010101000',
    businessName: 'Público en general',
    postalCode: '06600',
    taxRegime: '616',
    cfdiUsage: 'S01',
    paymentMethod: '04',
    email: 'maria@example.com',
  };
  const messagesOf = (values: InvoiceFormValues) => {
    const result = schema.safeParse(values);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('accepts a complete form', () => {
    expect(messagesOf(valid)).toEqual([]);
  });

  it('says what every empty field lacks', () => {
    expect(messagesOf(emptyInvoiceForm)).toEqual(
      expect.arrayContaining([
        errors.rechargeMethodRequired,
        errors.phoneRequired,
        errors.rechargeDateRequired,
        errors.amountRequired,
        errors.rfcRequired,
        errors.businessNameRequired,
        errors.postalCodeRequired,
        errors.taxRegimeRequired,
        errors.cfdiUsageRequired,
        errors.paymentMethodRequired,
        errors.emailRequired,
      ]),
    );
  });

  it('gives the pattern messages of the spec and ours', () => {
    expect(
      messagesOf({
        ...valid,
        phoneNumber: '55123',
        email: 'maria@example',
        rfc: 'ABC010101ABB',
        postalCode: '066',
        amount: '0',
        rechargeDate: '2026-12-01',
        reference: 'a b',
        businessName: '   ',
      }),
    ).toEqual([
      errors.phoneDigits,
      errors.rechargeDateInvalid,
      errors.amountInvalid,
      errors.referenceInvalid,
      errors.rfcPattern,
      errors.businessNameRequired,
      errors.postalCodeDigits,
      errors.emailPattern,
    ]);
  });

  it('quotes the account spec texts exactly', () => {
    expect(errors.phoneRequired).toBe('El número Bait es obligatorio');
    expect(errors.phoneDigits).toBe('Ingresa los 10 dígitos de tu número');
    expect(errors.emailRequired).toBe('El correo electrónico es obligatorio');
    expect(errors.emailPattern).toBe('Ingresa un correo electrónico válido');
  });
});
