import { cardReplacementQuery } from '@/shared/domain/routing/paths';
import { PHONE_PATTERN } from '@/shared/domain/validation/patterns';

/** The card-replacement code: 4 boxes (the contract allows 4 to 6 digits). */
export const CARD_REPLACEMENT_CODE_LENGTH = 4;

const TOP_UP_ID = /^[\w-]{1,64}$/;

export interface ReplacementTarget {
  /** The line whose recurring top-up the card pays: 10 digits. */
  dn: string;
  recurringTopUpId: string | undefined;
}

/**
 * The line and recurring top-up of the query; without a valid line in it, the session's own.
 * Nothing when neither is a 10-digit number.
 */
export function replacementTargetOf(search: URLSearchParams, sessionNumber: string | undefined): ReplacementTarget | undefined {
  const line = search.get(cardReplacementQuery.line) ?? '';
  const id = search.get(cardReplacementQuery.topUpId) ?? '';
  const dn = PHONE_PATTERN.test(line) ? line : sessionNumber && PHONE_PATTERN.test(sessionNumber) ? sessionNumber : undefined;
  if (!dn) return undefined;
  return { dn, recurringTopUpId: TOP_UP_ID.test(id) ? id : undefined };
}
