import type { components } from '@/api/generated/main-api';
import type { Settled } from '@/shared/api/settle';

/**
 * The SIM replacement's answers as outcomes (spec payments 7): the code sent or refused, the code
 * valid, wrong or locked out, the replacement requested or rejected.
 */

type Schemas = components['schemas'];

/** What a mapper reads of a settled call: its status, headers and body. */
type Answer<TBody> = Pick<Settled<TBody>, 'status' | 'headers' | 'body'>;

export type SendOutcome =
  { kind: 'sent'; message: string | undefined } | { kind: 'locked'; unlockDate: string } | { kind: 'failed'; message: string | undefined };

export type CheckOutcome =
  | { kind: 'valid' }
  | { kind: 'wrong'; message: string | undefined; attemptsRemaining: number | undefined }
  | { kind: 'locked'; unlockDate: string }
  | { kind: 'failed' };

const textOf = (message: string | undefined) => message?.trim() || undefined;
const MS_PER_SECOND = 1000;
const LOCKOUT_FALLBACK_MS = 60 * 60 * MS_PER_SECOND;

/** Retry-After as an instant: seconds from now or an HTTP date; undefined when absent or unreadable. */
export function retryAfterDate(headers: Headers | undefined, now: number): string | undefined {
  const value = headers?.get('retry-after')?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return new Date(now + Number(value) * MS_PER_SECOND).toISOString();
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : new Date(date).toISOString();
}

/**
 * When a lockout ends: a 429 is always one (its unlockDate, else Retry-After, else one hour,
 * spec 9 "retry in one hour"); another status only with no attempts left and an unlockDate ahead.
 */
export function lockoutOf({ status, headers, body }: Answer<Schemas['OtpResult']>, now: number): string | undefined {
  const unlockDate = body?.unlockDate && !Number.isNaN(Date.parse(body.unlockDate)) ? body.unlockDate : undefined;
  if (status === 429) return unlockDate ?? retryAfterDate(headers, now) ?? new Date(now + LOCKOUT_FALLBACK_MS).toISOString();
  if (unlockDate && body?.attemptsRemaining === 0 && Date.parse(unlockDate) > now) return unlockDate;
  return undefined;
}

export function sendOutcomeOf(answer: Answer<Schemas['OtpResult']>, now = Date.now()): SendOutcome {
  const unlockDate = lockoutOf(answer, now);
  if (unlockDate) return { kind: 'locked', unlockDate };
  const { status, body } = answer;
  if (status === 200 && body?.success === true) return { kind: 'sent', message: textOf(body.message) };
  // A 5xx message is not for customers; a refusal's is.
  return { kind: 'failed', message: status !== undefined && status < 500 ? textOf(body?.message) : undefined };
}

export function checkOutcomeOf(answer: Answer<Schemas['OtpResult']>, now = Date.now()): CheckOutcome {
  const unlockDate = lockoutOf(answer, now);
  if (unlockDate) return { kind: 'locked', unlockDate };
  const { status, body } = answer;
  if (status === 200 && body?.success === true) return { kind: 'valid' };
  if (status === 400 || (status === 200 && body?.success === false)) {
    return { kind: 'wrong', message: textOf(body?.message), attemptsRemaining: body?.attemptsRemaining };
  }
  return { kind: 'failed' };
}

export type ReplacementOutcome = { kind: 'requested'; message: string | undefined } | { kind: 'rejected'; message: string | undefined };

/** success true: requested; anything else (success false, 5xx, no answer) rejected, with the message of a 200's refusal. */
export function replacementOutcomeOf({ status, body }: Answer<Schemas['OperationResult']>): ReplacementOutcome {
  if (status === 200 && body?.success === true) return { kind: 'requested', message: textOf(body.mensaje) };
  return { kind: 'rejected', message: status === 200 ? textOf(body?.mensaje) : undefined };
}
