import type { components } from '@/api/generated/main-api';

/**
 * The card replacement's answers as outcomes (spec payments 4): the code sent or refused, the code
 * valid (with the uuid the replacement sends), wrong or locked out, the card replaced or rejected.
 */

type Schemas = components['schemas'];
/** The answers of the one-time code calls (payments 4: message, attempts remaining, unlock date, and the uuid of a valid code). */
type CardOtpResult = Schemas['CardOtpResult'];

export type SendOutcome =
  { kind: 'sent'; message: string | undefined } | { kind: 'locked'; unlockDate: string } | { kind: 'failed'; message: string | undefined };

export type CheckOutcome =
  | { kind: 'valid'; uuid: string }
  | { kind: 'wrong'; message: string | undefined; attemptsRemaining: number | undefined }
  | { kind: 'locked'; unlockDate: string }
  | { kind: 'failed'; message: string | undefined };

const textOf = (message: string | undefined) => message?.trim() || undefined;

/** A lockout is a 429 or an answer with an unlock date still ahead and no attempts left. */
function lockOf(status: number | undefined, answer: CardOtpResult | undefined, now: number): string | undefined {
  const unlockDate = answer?.unlockDate;
  if (!unlockDate || Number.isNaN(Date.parse(unlockDate))) return undefined;
  if (status === 429 || (answer.attemptsRemaining === 0 && Date.parse(unlockDate) > now)) return unlockDate;
  return undefined;
}

export function sendOutcomeOf(status: number | undefined, answer: CardOtpResult | undefined, now = Date.now()): SendOutcome {
  const unlockDate = lockOf(status, answer, now);
  if (unlockDate) return { kind: 'locked', unlockDate };
  if (status === 200 && answer?.success === true) return { kind: 'sent', message: textOf(answer.message) };
  return { kind: 'failed', message: status !== undefined && status < 500 ? textOf(answer?.message) : undefined };
}

export function checkOutcomeOf(status: number | undefined, answer: CardOtpResult | undefined, now = Date.now()): CheckOutcome {
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
export function replaceOutcomeOf(status: number | undefined, answer: Schemas['CardReplacementResult'] | undefined): ReplaceOutcome {
  if (status === 200 && answer?.success === true) return { kind: 'replaced', message: textOf(answer.message) };
  return { kind: 'rejected', message: status === 200 ? textOf(answer?.message) : undefined };
}
