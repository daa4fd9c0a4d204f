import { fromExample, isoAfter, ONE_HOUR_MS, requestBody, stringField } from './answers';
import { readState, writeState } from './state';
import type { Behavior, BehaviorContext } from './types';
import type { MockResponse } from '../engine/types';

/**
 * One-time codes of every flow (registration, password recovery, SSO, SIM replacement, card replacement):
 * - the code that passes is VALID_OTP_CODE ("1234"), valid for the 4-digit register code and the
 *   4-to-6-digit codes of the other flows; any other code is wrong;
 * - a code request (re)starts the attempts at OTP_MAX_ATTEMPTS (the 3 of the contract's examples);
 * - each wrong code takes one attempt; the wrong code that spends the last one locks the number
 *   of that flow until unlockDate, one hour after the current time (spec 9: "retry in one hour");
 * - while locked, every request and every check of that flow and number answers the lockout;
 * - once unlockDate has passed the lock is gone: a new code request works and resets attempts.
 * A check without an earlier request counts against a fresh set of attempts.
 */
export const VALID_OTP_CODE = '1234';
export const OTP_MAX_ATTEMPTS = 3;
const OTP_LOCKOUT_MS = ONE_HOUR_MS;
/** The contract's lockout text, for answers whose operation has no lockout example of its own. */
export const OTP_LOCKOUT_MESSAGE = 'iUps! Parece que has alcanzado el número máximo de intentos';

export type OtpFlow = 'registro' | 'recuperacion' | 'sso' | 'reemplazoSim' | 'reemplazoTarjeta';

type OtpEntry = { attemptsRemaining: number; unlockDate?: string };
type OtpState = Record<string, OtpEntry>;

export type OtpRecord = { flow: OtpFlow; number: string; attemptsRemaining: number; unlockDate?: string };

export type OtpRequestOutcome = { kind: 'locked'; unlockDate: string } | { kind: 'sent'; attemptsRemaining: number };
export type OtpCheckOutcome = { kind: 'locked'; unlockDate: string } | { kind: 'valid' } | { kind: 'wrong'; attemptsRemaining: number };

const DOMAIN = 'otp';
const keyOf = (flow: OtpFlow, number: string) => `${flow}:${number}`;

function isLocked(entry: OtpEntry | undefined, now = Date.now()): entry is OtpEntry & { unlockDate: string } {
  return entry?.unlockDate !== undefined && Date.parse(entry.unlockDate) > now;
}

function save(flow: OtpFlow, number: string, entry: OtpEntry | undefined): void {
  const key = keyOf(flow, number);
  const others = Object.entries(readState<OtpState>(DOMAIN, {})).filter(([candidate]) => candidate !== key);
  writeState<OtpState>(DOMAIN, Object.fromEntries(entry ? [...others, [key, entry]] : others));
}

/** The attempts and lockouts kept now, for the QA panel (a lock whose date passed shows as kept). */
export function otpRecords(): OtpRecord[] {
  return Object.entries(readState<OtpState>(DOMAIN, {})).map(([key, entry]) => {
    const separator = key.indexOf(':');
    return { flow: key.slice(0, separator) as OtpFlow, number: key.slice(separator + 1), ...entry };
  });
}

/** The unlock date of a lock still in force for this flow and number, if any. */
export function lockedUntil(flow: OtpFlow, number: string): string | undefined {
  const entry = readState<OtpState>(DOMAIN, {})[keyOf(flow, number)];
  return isLocked(entry) ? entry.unlockDate : undefined;
}

export function requestOtp(flow: OtpFlow, number: string): OtpRequestOutcome {
  const entry = readState<OtpState>(DOMAIN, {})[keyOf(flow, number)];
  if (isLocked(entry)) return { kind: 'locked', unlockDate: entry.unlockDate };
  save(flow, number, { attemptsRemaining: OTP_MAX_ATTEMPTS });
  return { kind: 'sent', attemptsRemaining: OTP_MAX_ATTEMPTS };
}

export function checkOtp(flow: OtpFlow, number: string, code: string): OtpCheckOutcome {
  const stored = readState<OtpState>(DOMAIN, {})[keyOf(flow, number)];
  if (isLocked(stored)) return { kind: 'locked', unlockDate: stored.unlockDate };
  if (code === VALID_OTP_CODE) {
    save(flow, number, undefined);
    return { kind: 'valid' };
  }
  // A lock whose date passed starts a fresh set of attempts.
  const before = stored && stored.unlockDate === undefined ? stored.attemptsRemaining : OTP_MAX_ATTEMPTS;
  const attemptsRemaining = Math.max(0, before - 1);
  if (attemptsRemaining === 0) {
    const unlockDate = isoAfter(OTP_LOCKOUT_MS);
    save(flow, number, { attemptsRemaining: 0, unlockDate });
    return { kind: 'locked', unlockDate };
  }
  save(flow, number, { attemptsRemaining });
  return { kind: 'wrong', attemptsRemaining };
}

/** SSO (sendSsoOtp / checkSsoOtp): attempts in remainingAttempts, keyed by identificador. */
export const sendSsoOtp: Behavior = (context) => {
  const number = stringField(requestBody(context), 'identificador') ?? '';
  const outcome = requestOtp('sso', number);
  return outcome.kind === 'locked'
    ? fromExample(context, 'lockedOut', { remainingAttempts: 0, unlockDate: outcome.unlockDate })
    : fromExample(context, 'otpSent', { remainingAttempts: outcome.attemptsRemaining });
};

export const checkSsoOtp: Behavior = (context) => {
  const body = requestBody(context);
  const outcome = checkOtp('sso', stringField(body, 'identificador') ?? '', stringField(body, 'otp') ?? '');
  if (outcome.kind === 'locked') {
    return fromExample(context, 'lockedOut', { remainingAttempts: 0, unlockDate: outcome.unlockDate });
  }
  if (outcome.kind === 'valid') return fromExample(context, 'otpValid');
  return fromExample(context, 'wrongCode', { remainingAttempts: outcome.attemptsRemaining });
};

/**
 * SIM and card replacement share their shapes: 200 sent / 429 lockedOut for the request; 200
 * validated / 400 wrongCode or lastAttemptRemaining / 429 lockedOut for the check; attempts in
 * attemptsRemaining, keyed by dn.
 */
function lockedOut(context: BehaviorContext, unlockDate: string): MockResponse {
  return fromExample(context, 'lockedOut', { attemptsRemaining: 0, unlockDate });
}

function replacementOtpBehaviors(flow: OtpFlow): { send: Behavior; validate: Behavior } {
  return {
    send: (context) => {
      const outcome = requestOtp(flow, stringField(requestBody(context), 'dn') ?? '');
      if (outcome.kind === 'locked') return lockedOut(context, outcome.unlockDate);
      return fromExample(context, 'sent', { attemptsRemaining: outcome.attemptsRemaining });
    },
    validate: (context) => {
      const body = requestBody(context);
      const outcome = checkOtp(flow, stringField(body, 'dn') ?? '', stringField(body, 'otp') ?? '');
      if (outcome.kind === 'locked') return lockedOut(context, outcome.unlockDate);
      if (outcome.kind === 'valid') return fromExample(context, 'validated');
      const template = outcome.attemptsRemaining === 1 ? 'lastAttemptRemaining' : 'wrongCode';
      return fromExample(context, template, { attemptsRemaining: outcome.attemptsRemaining });
    },
  };
}

const simReplacement = replacementOtpBehaviors('reemplazoSim');
const cardReplacement = replacementOtpBehaviors('reemplazoTarjeta');

export const requestSimReplacementOtp = simReplacement.send;
export const validateSimReplacementOtp = simReplacement.validate;
export const sendCardReplacementOtp = cardReplacement.send;
export const validateCardReplacementOtp = cardReplacement.validate;
