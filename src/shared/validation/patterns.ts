import { IMEI_MAX_DIGITS, IMEI_MIN_DIGITS, PHONE_DIGITS } from '@/shared/constants';

/** Validation patterns of the specification (section 5), built from the named constants. */
export const PHONE_PATTERN = new RegExp(`^\\d{${PHONE_DIGITS}}$`);
export const IMEI_PATTERN = new RegExp(`^\\d{${IMEI_MIN_DIGITS},${IMEI_MAX_DIGITS}}$`);

const NON_DIGITS = /\D/g;
const WHITESPACE = /\s/g;

/** Number inputs accept only digits: everything else, spaces included, is dropped. */
export function keepDigits(value: string): string {
  return value.replace(NON_DIGITS, '');
}

/** Phone numbers are sent without spaces (spec 5). */
export function stripSpaces(value: string): string {
  return value.replace(WHITESPACE, '');
}

/** The e-mail pattern of the forms (spec 5): something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
