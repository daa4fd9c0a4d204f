import { ICCID_PREFIX, ICCID_TYPED_DIGITS, PHONE_DIGITS } from '@/shared/domain/constants';
import { EMAIL_PATTERN, PHONE_PATTERN } from '@/shared/domain/validation/patterns';
import { simReplacementTexts as texts } from './texts';

/** The code of the SIM replacement: 4 boxes (the contract allows 4 to 6 digits; the mocks' valid code is 1234). */
export const SIM_REPLACEMENT_CODE_LENGTH = 4;
export const EMAIL_MAX_LENGTH = 254;

/** The reasons of the contract (lost, stolen, damaged), in the order the form offers them. */
export const REPLACEMENT_REASONS = ['extravio', 'robo', 'dano'] as const;
export type ReplacementReason = (typeof REPLACEMENT_REASONS)[number];

export interface SimReplacementForm {
  phone: string;
  /** The 13 digits typed after ICCID_PREFIX. */
  iccid: string;
  email: string;
  reason: ReplacementReason | '';
}

export const emptySimReplacementForm: SimReplacementForm = { phone: '', iccid: '', email: '', reason: '' };

export type SimReplacementErrors = Partial<Record<keyof SimReplacementForm, string>>;

const ICCID_TYPED_PATTERN = new RegExp(`^\\d{${ICCID_TYPED_DIGITS}}$`);

/** Each field's message, or nothing for a valid field. */
export function formErrorsOf(form: SimReplacementForm): SimReplacementErrors {
  const errors: SimReplacementErrors = {};
  if (form.phone === '') errors.phone = texts.errors.phoneRequired;
  else if (!PHONE_PATTERN.test(form.phone)) errors.phone = texts.errors.phoneDigits;
  if (form.iccid === '') errors.iccid = texts.errors.iccidRequired;
  else if (!ICCID_TYPED_PATTERN.test(form.iccid)) errors.iccid = texts.errors.iccidDigits;
  const email = form.email.trim();
  if (email === '') errors.email = texts.errors.emailRequired;
  else if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) errors.email = texts.errors.emailPattern;
  if (!REPLACEMENT_REASONS.includes(form.reason as ReplacementReason)) errors.reason = texts.errors.reasonRequired;
  return errors;
}

/** What the replacement request sends (contract SimReplacementRequest); the form must be valid. */
export interface SimReplacementRequest {
  dn: string;
  iccid: string;
  email: string;
  reason: ReplacementReason;
}

export function toReplacementRequest(form: SimReplacementForm): SimReplacementRequest {
  if (form.reason === '' || form.phone.length !== PHONE_DIGITS) throw new Error('the form is not valid');
  return { dn: form.phone, iccid: `${ICCID_PREFIX}${form.iccid}`, email: form.email.trim(), reason: form.reason };
}

/** The answers of the one-time code calls (payments 4: message, code, attempts remaining, unlock date). */
export interface OtpAnswer {
  success?: boolean;
  message?: string;
  code?: number;
  attemptsRemaining?: number;
  unlockDate?: string;
}

export type SendOutcome =
  { kind: 'sent'; message: string | undefined } | { kind: 'locked'; unlockDate: string } | { kind: 'failed'; message: string | undefined };

export type CheckOutcome =
  | { kind: 'valid' }
  | { kind: 'wrong'; message: string | undefined; attemptsRemaining: number | undefined }
  | { kind: 'locked'; unlockDate: string }
  | { kind: 'failed' };

/** The whole HTTP answer: status, headers and JSON body; no answer at all is undefined for each. */
export interface HttpAnswer<T> {
  status: number | undefined;
  headers: Headers | undefined;
  body: T | undefined;
}

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
export function lockoutOf({ status, headers, body }: HttpAnswer<OtpAnswer>, now: number): string | undefined {
  const unlockDate = body?.unlockDate && !Number.isNaN(Date.parse(body.unlockDate)) ? body.unlockDate : undefined;
  if (status === 429) return unlockDate ?? retryAfterDate(headers, now) ?? new Date(now + LOCKOUT_FALLBACK_MS).toISOString();
  if (unlockDate && body?.attemptsRemaining === 0 && Date.parse(unlockDate) > now) return unlockDate;
  return undefined;
}

export function sendOutcomeOf(answer: HttpAnswer<OtpAnswer>, now = Date.now()): SendOutcome {
  const unlockDate = lockoutOf(answer, now);
  if (unlockDate) return { kind: 'locked', unlockDate };
  const { status, body } = answer;
  if (status === 200 && body?.success === true) return { kind: 'sent', message: textOf(body.message) };
  // A 5xx message is not for customers; a refusal's is.
  return { kind: 'failed', message: status !== undefined && status < 500 ? textOf(body?.message) : undefined };
}

export function checkOutcomeOf(answer: HttpAnswer<OtpAnswer>, now = Date.now()): CheckOutcome {
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
export function replacementOutcomeOf({ status, body }: HttpAnswer<{ success?: boolean; mensaje?: string }>): ReplacementOutcome {
  if (status === 200 && body?.success === true) return { kind: 'requested', message: textOf(body.mensaje) };
  return { kind: 'rejected', message: status === 200 ? textOf(body?.mensaje) : undefined };
}
