import { POSTAL_CODE_DIGITS } from '@/shared/domain/postal-code/postal-code-places';
import { keepDigits } from '@/shared/format/normalize';

/** Limits of the card form (spec payments 5 and 9). */
export const CARD_NUMBER_MAX_LENGTH = 16;
export const EXPIRY_INPUT_MAX_LENGTH = 5;
export const CVV_MAX_LENGTH = 4;
/** The contract's limit on holder_name, shared by the two name inputs. */
export const HOLDER_NAME_MAX_LENGTH = 60;
/** The year list spans the current year plus this many (15 years in all). */
const EXPIRY_YEARS_AHEAD = 14;
/** The neighbourhood select's placeholder value; never a valid choice. */
export const NEIGHBOURHOOD_PLACEHOLDER = '00';

export type CardBrand = 'visa' | 'mastercard' | 'amex';

/** Letters of Latin-1 (accents, ü and ñ included) and spaces; at least one letter. */
const HOLDER_NAME_PATTERN = /^(?=.*[A-Za-zÀ-ÖØ-öø-ÿ])[A-Za-zÀ-ÖØ-öø-ÿ ]+$/;
const VISA_PATTERN = /^4(?:\d{12}|\d{15})$/;
const AMEX_PATTERN = /^3[47]\d{13}$/;
const SIXTEEN_DIGITS = /^\d{16}$/;
const CVV_PATTERN = /^\d{3,4}$/;
const POSTAL_CODE_PATTERN = new RegExp(`^\\d{${POSTAL_CODE_DIGITS}}$`);
const EXPIRY_PATTERN = /^(\d{2})\/(\d{2})$/;
const COMBINING_MARKS = /[\u0300-\u036f]/g;

/** First name and last names: letters (with accents and ñ) and spaces only. */
export function isValidHolderName(value: string): boolean {
  return HOLDER_NAME_PATTERN.test(value);
}

function isMastercard(digits: string): boolean {
  if (!SIXTEEN_DIGITS.test(digits)) return false;
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  return (two >= 51 && two <= 55) || (four >= 2221 && four <= 2720);
}

/** The brand a card number belongs to, or undefined when it fits none of the accepted forms. */
export function cardBrandOf(number: string): CardBrand | undefined {
  if (VISA_PATTERN.test(number)) return 'visa';
  if (isMastercard(number)) return 'mastercard';
  if (AMEX_PATTERN.test(number)) return 'amex';
  return undefined;
}

/** Visa 13/16 from 4, Mastercard 51-55 and 2221-2720 (16), American Express 34/37 (15); digits only. */
export function isValidCardNumber(number: string): boolean {
  return cardBrandOf(number) !== undefined;
}

export function isValidCvv(value: string): boolean {
  return CVV_PATTERN.test(value);
}

export function isValidPostalCode(value: string): boolean {
  return POSTAL_CODE_PATTERN.test(value);
}

export function isValidNeighbourhood(id: string): boolean {
  return id !== '' && id !== NEIGHBOURHOOD_PLACEHOLDER;
}

/**
 * What the expiry input shows for what was typed: digits only, as MM/YY (at most 5 characters).
 * A first digit above 1 can only be a month 02-09, so it gets its leading zero.
 */
export function normaliseExpiryInput(typed: string): string {
  let digits = keepDigits(typed);
  if (digits.length > 0 && digits[0] !== '0' && digits[0] !== '1') digits = `0${digits}`;
  digits = digits.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export interface Expiry {
  /** Two digits, 01 to 12. */
  month: string;
  /** Two digits (YY). */
  year: string;
}

/** The month and year of a complete MM/YY, or undefined (month 00 is the placeholder, not a month). */
export function parseExpiry(value: string): Expiry | undefined {
  const match = EXPIRY_PATTERN.exec(value);
  if (!match) return undefined;
  const [, month = '', year = ''] = match;
  const monthNumber = Number(month);
  if (monthNumber < 1 || monthNumber > 12) return undefined;
  return { month, year };
}

/** The years a card may expire in: the current year plus 14 (spec payments 5 and 9). */
export function expiryYears(now: Date): number[] {
  const first = now.getFullYear();
  return Array.from({ length: EXPIRY_YEARS_AHEAD + 1 }, (_, index) => first + index);
}

/** The four-digit year of a YY within the year list, or undefined when the list lacks it. */
function fullYearInList(year: string, now: Date): number | undefined {
  const century = Math.floor(now.getFullYear() / 100) * 100;
  const years = expiryYears(now);
  return [century + Number(year), century + 100 + Number(year)].find((candidate) => years.includes(candidate));
}

/**
 * Whether a typed MM/YY is an expiry the form accepts on `now` (local time): a real month, a year
 * of the list, and later than the current month. The current month itself is rejected, as the
 * spec's notes state; "not earlier than the current month" holds too.
 */
export function isAcceptedExpiry(value: string, now: Date): boolean {
  const expiry = parseExpiry(value);
  if (!expiry) return false;
  const year = fullYearInList(expiry.year, now);
  if (year === undefined) return false;
  const expiryMonths = year * 12 + Number(expiry.month) - 1;
  const currentMonths = now.getFullYear() * 12 + now.getMonth();
  return expiryMonths > currentMonths;
}

/** Accent marks (and the tilde of ñ) removed, as the card form sends names and addresses (spec payments 5). */
export function stripAccents(value: string): string {
  return value.normalize('NFD').replace(COMBINING_MARKS, '').normalize('NFC');
}

/** The number as the detail step shows it: only the last 4 digits visible. */
export function maskCardNumber(number: string): string {
  return `${'*'.repeat(Math.max(0, number.length - 4))}${number.slice(-4)}`;
}

/** The CVV as the detail step shows it: one star a digit. */
export function maskCvv(cvv: string): string {
  return '*'.repeat(cvv.length);
}
