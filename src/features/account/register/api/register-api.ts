import { mainApi } from '@/api/clients';
import type { components } from '@/api/generated/main-api';
import { answerBody } from '@/shared/api/settle';
import { LINE_TYPE_CODES, type CaptchaConfig, type LineType } from '@/shared/domain/line-check';
import { ICCID_PREFIX } from '../constants';
import type { PendingRegistration } from '../pending-registration';
import { registerTexts } from '../texts';

type RegisterOtpResult = components['schemas']['RegisterOtpResult'];
type RegisterOtpValidationResult = components['schemas']['RegisterOtpValidationResult'];
type IccidCheckResult = components['schemas']['IccidCheckResult'];

const { alerts, errors } = registerTexts;

/** The lockout text the code check answers while the number is locked (it carries no unlockDate): the server's words, slip included, recognised, never shown. */
const LOCKOUT_MESSAGE = 'iUps! Parece que has alcanzado el número máximo de intentos';

const ALREADY_REGISTERED_STATUS_CODE = 1;
const ICCID_WRONG_LINE_TYPE_STATUS_CODE = 4;
const SERVICE_FAILURE_STATUS_CODE = 500;

export type RegisterOtpOutcome =
  { kind: 'sent' } | { kind: 'alreadyRegistered'; message: string } | { kind: 'locked'; unlockDate: string } | { kind: 'failed'; message: string };

/** The one mapper of generateRegisterOtp (spec 4 "Register", 8 "Account errors"). */
export function registerOtpOutcomeOf(answer: RegisterOtpResult | undefined): RegisterOtpOutcome {
  if (answer?.unlockDate) return { kind: 'locked', unlockDate: answer.unlockDate };
  if (answer?.statusCode === ALREADY_REGISTERED_STATUS_CODE) return { kind: 'alreadyRegistered', message: alerts.alreadyRegistered };
  if (answer?.success) return { kind: 'sent' };
  return { kind: 'failed', message: answer?.message || alerts.codeNotSent };
}

/** Step 0: the code is sent to the number; hbb and mifi send the service number and e-mail too. */
export async function generateRegisterOtp(pending: PendingRegistration): Promise<RegisterOtpOutcome> {
  const body =
    pending.lineType === 'mbb' ? { baitNumber: pending.number } : { baitNumber: pending.number, serviceNumber: pending.serviceNumber, email: pending.email };
  return registerOtpOutcomeOf(
    await answerBody(() => mainApi.POST('/conn/page/api/app/registro/{type}/otp/generar', { params: { path: { type: pending.lineType } }, body })),
  );
}

export type RegisterCodeOutcome = { kind: 'valid'; uuid: string } | { kind: 'wrong'; message: string; locked: boolean };

/** The one mapper of validateRegisterOtp: a wrong code shows the server message or the spec's default. */
export function registerCodeOutcomeOf(answer: RegisterOtpValidationResult | undefined): RegisterCodeOutcome {
  if (answer?.success && answer.uuid) return { kind: 'valid', uuid: answer.uuid };
  const message = answer?.message || alerts.wrongCode;
  return { kind: 'wrong', message, locked: message.startsWith(LOCKOUT_MESSAGE) };
}

/** Step 1: the 4-digit code. */
export async function validateRegisterOtp(pending: PendingRegistration, otpCode: string): Promise<RegisterCodeOutcome> {
  const body =
    pending.lineType === 'mbb' ? { baitNumber: pending.number, otpCode } : { baitNumber: pending.number, otpCode, serviceNumber: pending.serviceNumber };
  return registerCodeOutcomeOf(
    await answerBody(() => mainApi.POST('/conn/page/api/app/registro/{type}/otp/validar', { params: { path: { type: pending.lineType } }, body })),
  );
}

export type IccidCheckOutcome = { kind: 'valid' } | { kind: 'invalid' | 'failed'; message: string };

/** The one mapper of validateIccid (spec 8 "Account errors", ICCID). */
export function iccidCheckOutcomeOf(answer: IccidCheckResult | undefined): IccidCheckOutcome {
  const statusCode = answer?.statusCode;
  if (!answer?.success || statusCode === SERVICE_FAILURE_STATUS_CODE) return { kind: 'failed', message: errors.iccidFailed };
  if (statusCode === undefined) return { kind: 'valid' };
  if (statusCode === ICCID_WRONG_LINE_TYPE_STATUS_CODE) {
    return { kind: 'invalid', message: answer.message || errors.iccidWrongLineType };
  }
  return { kind: 'invalid', message: errors.iccidNotASim };
}

/** validateIccid: the fixed prefix and the typed digits, with the number check's url, type and token. */
export async function checkIccid(typedDigits: string, lineType: LineType, config: CaptchaConfig, token: string): Promise<IccidCheckOutcome> {
  return iccidCheckOutcomeOf(
    await answerBody(() =>
      mainApi.POST('/api/core/validaciones/cuenta/iccid', {
        body: { url: config.url, iccid: `${ICCID_PREFIX}${typedDigits}`, type: LINE_TYPE_CODES[lineType], token },
      }),
    ),
  );
}
