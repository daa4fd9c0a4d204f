import { cardFormTexts } from '../texts';
import type { CardProcessorError } from './card-processor-sdk';

/** Form fields a tokeniser error can clear. */
export type ClearableCardField = 'cardNumber' | 'expiry' | 'cvv' | 'firstName' | 'lastNames';

/**
 * What the form does about a failed token request (spec payments 8, contract createCardToken):
 * a warning for the buyer that clears the fields it concerns, or a failure passed on.
 */
export type TokenErrorOutcome = { kind: 'purchaserMessage'; message: string; clear: ClearableCardField[] } | { kind: 'passOn' };

/** The site's own message for a field the processor refused without a message for the buyer. */
const FIELD_MESSAGES: Record<ClearableCardField, string> = {
  cardNumber: cardFormTexts.tokenErrors.cardNumber,
  expiry: cardFormTexts.tokenErrors.expiry,
  cvv: cardFormTexts.tokenErrors.cvv,
  firstName: cardFormTexts.tokenErrors.names,
  lastNames: cardFormTexts.tokenErrors.names,
};

const FIELDS_BY_PARAM: Record<string, ClearableCardField[]> = {
  number: ['cardNumber'],
  exp_month: ['expiry'],
  exp_year: ['expiry'],
  cvv: ['cvv'],
  cvc: ['cvv'],
  holder_name: ['firstName', 'lastNames'],
  name: ['firstName', 'lastNames'],
};

const FIELDS_BY_CODE: Record<string, ClearableCardField[]> = {
  invalid_number: ['cardNumber'],
  invalid_expiry_month: ['expiry'],
  invalid_expiry_year: ['expiry'],
  invalid_cvv: ['cvv'],
  invalid_cvc: ['cvv'],
  invalid_holder_name: ['firstName', 'lastNames'],
  invalid_name: ['firstName', 'lastNames'],
};

/** `card[number]` (Conekta's form) and `number` (the contract's) name the same field. */
function paramName(param: string): string {
  const nested = /^card\[(\w+)\]$/.exec(param);
  return nested?.[1] ?? param;
}

/** The fields an error names, by its param, else by its code; none for other errors (a declined card). */
export function fieldsToClear(error: CardProcessorError): ClearableCardField[] {
  const byParam = error.param ? FIELDS_BY_PARAM[paramName(error.param)] : undefined;
  return byParam ?? (error.code ? FIELDS_BY_CODE[error.code] : undefined) ?? [];
}

/**
 * An error with message_to_purchaser is shown as a warning and clears the fields it names. One
 * without it that still names a field (number, date, CVV, names) clears that field with the
 * site's message for it. Any other (a server error, an unknown field) passes on.
 */
export function tokenErrorOutcome(error: CardProcessorError): TokenErrorOutcome {
  const message = error.message_to_purchaser?.trim();
  const clear = fieldsToClear(error);
  if (message) return { kind: 'purchaserMessage', message, clear };
  const [first] = clear;
  return first ? { kind: 'purchaserMessage', message: FIELD_MESSAGES[first], clear } : { kind: 'passOn' };
}
