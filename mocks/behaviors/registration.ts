import { fromExample, pathParam, requestBody, stringField } from './answers';
import { checkOtp, lockedUntil, OTP_LOCKOUT_MESSAGE, requestOtp } from './otp';
import { sessionFieldsFor, startSession } from './session';
import { readState, writeState } from './state';
import type { Behavior } from './types';

/**
 * Registration of a line (generateRegisterOtp, validateRegisterOtp, registerUser):
 * - the code follows the rules of otp.ts (flow "registro", keyed by baitNumber; "1234" passes);
 * - generate answers `lockedOut` with unlockDate while locked, `alreadyRegistered` (statusCode 1)
 *   for a number registered earlier, otherwise `otpSent` and a fresh set of attempts;
 * - validate answers `otpValid`, `wrongCode`, or while locked `wrongCode` with the contract's
 *   lockout text (its schema has no unlockDate nor attempts field: the countdown comes from
 *   generate, as the register screen reads it);
 * - registerUser answers `registered` with the form's name, e-mail, number and line type and a
 *   token made from the line (the service number for hbb/mifi, as the login does), keeps the
 *   number as registered and starts the session; a number registered already gets `registerFailed`.
 */
const DOMAIN = 'registration';
const USER_TYPES: Record<string, number> = { mbb: 1, hbb: 2, mifi: 3 };

export function registeredNumbers(): string[] {
  return readState<string[]>(DOMAIN, []);
}

export const generateRegisterOtp: Behavior = (context) => {
  const number = stringField(requestBody(context), 'baitNumber') ?? '';
  const unlockDate = lockedUntil('registro', number);
  if (unlockDate) return fromExample(context, 'lockedOut', { unlockDate });
  if (registeredNumbers().includes(number)) return fromExample(context, 'alreadyRegistered');
  requestOtp('registro', number);
  return fromExample(context, 'otpSent');
};

export const validateRegisterOtp: Behavior = (context) => {
  const body = requestBody(context);
  const outcome = checkOtp('registro', stringField(body, 'baitNumber') ?? '', stringField(body, 'otpCode') ?? '');
  if (outcome.kind === 'locked') return fromExample(context, 'wrongCode', { message: OTP_LOCKOUT_MESSAGE });
  return fromExample(context, outcome.kind === 'valid' ? 'otpValid' : 'wrongCode');
};

export const registerUser: Behavior = (context) => {
  const body = requestBody(context);
  const number = stringField(body, 'number') ?? '';
  if (registeredNumbers().includes(number)) return fromExample(context, 'registerFailed');
  writeState(DOMAIN, [...registeredNumbers(), number]);
  const type = pathParam(context, 'type');
  const serviceNumber = stringField(body, 'serviceNumber');
  const answer = fromExample(context, 'registered', {
    name: stringField(body, 'name'),
    email: stringField(body, 'email'),
    number,
    serviceNumber: serviceNumber ?? '',
    userType: USER_TYPES[type] ?? 1,
    ...sessionFieldsFor(type === 'mbb' || !serviceNumber ? number : serviceNumber),
  });
  startSession(context.operation.operationId, answer.body as Record<string, unknown>);
  return answer;
};
