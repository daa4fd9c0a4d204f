import { base64JsonPayload, deterministicUuid, fromExample, stringField, type JsonObject } from './answers';
import { checkOtp, lockedUntil, requestOtp } from './otp';
import { sessionFieldsFor, startSession } from './session';
import type { Behavior } from './types';

/**
 * Password recovery (sendProfileOperation, sendMifiProfileOperation), whose body travels as the
 * base64 of a JSON payload in `data`:
 * - the code follows the rules of otp.ts (flow "recuperacion", keyed by the service number for
 *   hbb and mifi, by the line number for mbb; "1234" passes, three wrong codes lock for an hour);
 * - recuperacionv2 / recuperacion_hbbv2 answer `lockedOut` with unlockDate while locked, otherwise
 *   `codeSent` and a fresh set of attempts (every number counts as registered: `notRegistered`
 *   and `codeNotGenerated` are reached through scenarios);
 * - validar_pin / validar_pin_hbb answer `pinValid` with a uuid made from the line, `pinInvalid`
 *   for a wrong code, `lockedOut` with unlockDate when the last attempt is spent or while locked;
 * - restablecer_pass / _hbb / v2 with the uuid of that line answer `passwordSet` for the request's
 *   line and start the session (as a login does); another uuid answers `passwordNotSet`.
 * The legacy operations (login, pin, registro) keep the contract's default answer; the logout has its own path (session.ts).
 */
const FLOW = 'recuperacion';

export function recoveryUuidFor(line: string): string {
  return deterministicUuid(FLOW, line);
}

function userTypeOf(operation: string, mifiEndpoint: boolean): number {
  if (mifiEndpoint) return 3;
  return operation.endsWith('_hbb') ? 2 : 1;
}

function profileOperation(mifiEndpoint: boolean): Behavior {
  return (context) => {
    const payload = base64JsonPayload(context);
    const operation = stringField(payload, 'operation') ?? stringField(payload, 'operacion') ?? '';

    if (operation.startsWith('recuperacion')) {
      const line = stringField(payload, 'serviceNumber') ?? stringField(payload, 'baitNumber') ?? '';
      const unlockDate = lockedUntil(FLOW, line);
      if (unlockDate) return fromExample(context, 'lockedOut', { unlockDate });
      requestOtp(FLOW, line);
      return fromExample(context, 'codeSent');
    }

    const number = stringField(payload, 'numero') ?? '';
    const service = stringField(payload, 'servicio');
    const line = service ?? number;

    if (operation.startsWith('validar_pin')) {
      const outcome = checkOtp(FLOW, line, stringField(payload, 'pin') ?? '');
      if (outcome.kind === 'locked') return fromExample(context, 'lockedOut', { unlockDate: outcome.unlockDate });
      if (outcome.kind === 'wrong') return fromExample(context, 'pinInvalid');
      return fromExample(context, 'pinValid', { uuid: recoveryUuidFor(line) });
    }

    if (operation.startsWith('restablecer_pass')) {
      if (stringField(payload, 'uuid') !== recoveryUuidFor(line)) return fromExample(context, 'passwordNotSet');
      const answer = fromExample(context, 'passwordSet', {
        number,
        serviceNumber: service ?? '',
        userType: userTypeOf(operation, mifiEndpoint),
        ...sessionFieldsFor(line),
      });
      startSession(context.operation.operationId, answer.body as JsonObject);
      return answer;
    }

    return undefined;
  };
}

export const sendProfileOperation = profileOperation(false);
export const sendMifiProfileOperation = profileOperation(true);
