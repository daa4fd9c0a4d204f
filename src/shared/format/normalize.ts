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
