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

/** The answers of the one-time code calls (payments 4: message, code, attempts remaining, unlock date). */
export interface CardOtpAnswer {
  success?: boolean;
  message?: string;
  attemptsRemaining?: number;
  unlockDate?: string;
  uuid?: string;
}

export type SendOutcome =
  { kind: 'sent'; message: string | undefined } | { kind: 'locked'; unlockDate: string } | { kind: 'failed'; message: string | undefined };

export type CheckOutcome =
  | { kind: 'valid'; uuid: string }
  | { kind: 'wrong'; message: string | undefined; attemptsRemaining: number | undefined }
  | { kind: 'locked'; unlockDate: string }
  | { kind: 'failed'; message: string | undefined };

const textOf = (message: string | undefined) => message?.trim() || undefined;

/** A lockout is a 429 or an answer with an unlock date still ahead and no attempts left. */
function lockOf(status: number | undefined, answer: CardOtpAnswer | undefined, now: number): string | undefined {
  const unlockDate = answer?.unlockDate;
  if (!unlockDate || Number.isNaN(Date.parse(unlockDate))) return undefined;
  if (status === 429 || (answer.attemptsRemaining === 0 && Date.parse(unlockDate) > now)) return unlockDate;
  return undefined;
}

export function sendOutcomeOf(status: number | undefined, answer: CardOtpAnswer | undefined, now = Date.now()): SendOutcome {
  const unlockDate = lockOf(status, answer, now);
  if (unlockDate) return { kind: 'locked', unlockDate };
  if (status === 200 && answer?.success === true) return { kind: 'sent', message: textOf(answer.message) };
  return { kind: 'failed', message: status !== undefined && status < 500 ? textOf(answer?.message) : undefined };
}

export function checkOutcomeOf(status: number | undefined, answer: CardOtpAnswer | undefined, now = Date.now()): CheckOutcome {
  const unlockDate = lockOf(status, answer, now);
  if (unlockDate) return { kind: 'locked', unlockDate };
  if (status === 200 && answer?.success === true && answer.uuid) return { kind: 'valid', uuid: answer.uuid };
  if (status === 400 || (status === 200 && answer?.success === false)) {
    return { kind: 'wrong', message: textOf(answer?.message), attemptsRemaining: answer?.attemptsRemaining };
  }
  return { kind: 'failed', message: undefined };
}

export type ReplaceOutcome = { kind: 'replaced'; message: string | undefined } | { kind: 'rejected'; message: string | undefined };

/** success true: replaced; anything else (success false, 5xx, no answer): rejected, with the server's message of a 200. */
export function replaceOutcomeOf(status: number | undefined, answer: { success?: boolean; message?: string } | undefined): ReplaceOutcome {
  if (status === 200 && answer?.success === true) return { kind: 'replaced', message: textOf(answer.message) };
  return { kind: 'rejected', message: status === 200 ? textOf(answer?.message) : undefined };
}
