/**
 * The rules of the invoice form as plain functions (spec account 5, contract registerBill).
 * RFC: 3 to 4 letters (Ñ included) or ampersand, 6 digits, 2 alphanumerics, then a letter A or a digit.
 */
export const RFC_PATTERN = /^[A-ZÑ&]{3,4}[0-9]{6}[A-Z0-9]{2}[A0-9]$/;
/** A legal person's RFC has 12 characters, a natural person's 13. */
export const RFC_MAX_LENGTH = 13;
export const INVOICE_POSTAL_CODE_DIGITS = 5;
export const POSTAL_CODE_PATTERN = new RegExp(`^\\d{${INVOICE_POSTAL_CODE_DIGITS}}$`);
export const BUSINESS_NAME_MAX_LENGTH = 254;
export const EMAIL_MAX_LENGTH = 254;
/** Pesos, as the contract bounds it: more than 0, at most 100 000, two decimals at most. */
const MAX_RECHARGE_AMOUNT = 100_000;
const AMOUNT_PATTERN = /^\d{1,6}(\.\d{1,2})?$/;
export const AMOUNT_MAX_LENGTH = 9;
/** The recharge's reference or authorization number, optional. */
const REFERENCE_PATTERN = /^[A-Za-z0-9-]{4,40}$/;
export const REFERENCE_MAX_LENGTH = 40;

const NOT_RFC_CHARACTERS = /[^A-ZÑ&0-9]/g;

/** What the RFC field keeps of a keystroke or a paste: uppercase letters, Ñ, &, digits; 13 at most. */
export function normaliseRfc(value: string): string {
  return value.toLocaleUpperCase('es-MX').replace(NOT_RFC_CHARACTERS, '').slice(0, RFC_MAX_LENGTH);
}

export function isValidRfc(value: string): boolean {
  return RFC_PATTERN.test(value);
}

export function isValidPostalCode(value: string): boolean {
  return POSTAL_CODE_PATTERN.test(value);
}

/** Digits and one decimal point with at most two decimals, as typed. */
export function normaliseAmountInput(value: string): string {
  const cleaned = value.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = cleaned.split('.');
  const decimals = rest.join('').slice(0, 2);
  return (cleaned.includes('.') ? `${whole}.${decimals}` : whole).slice(0, AMOUNT_MAX_LENGTH);
}

/** The amount in pesos, or undefined when it is not one the contract accepts. */
export function parseAmount(value: string): number | undefined {
  if (!AMOUNT_PATTERN.test(value)) return undefined;
  const amount = Number(value);
  return amount > 0 && amount <= MAX_RECHARGE_AMOUNT ? amount : undefined;
}

/** yyyy-mm-dd of a day in the visitor's time zone (what a date input shows and gives). */
export function isoDay(date: Date): string {
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day, yyyy-mm-dd. */
export function isCalendarDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
}

/** The recharge was paid already: its day is today or earlier. */
export function isPastOrToday(value: string, today: Date): boolean {
  return isCalendarDay(value) && value <= isoDay(today);
}

export function isValidReference(value: string): boolean {
  return value === '' || REFERENCE_PATTERN.test(value);
}
