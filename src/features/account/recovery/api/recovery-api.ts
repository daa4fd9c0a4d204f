import { mainApi } from '@/api/clients';
import type { components } from '@/api/generated/main-api';
import { settle } from '@/shared/api/settle';
import type { LineType } from '@/shared/domain/line-check/line-type';
import { toSessionUser, type SessionUser } from '@/shared/domain/session';
import { encodeValue } from '@/shared/storage/encoded-storage';

type Schemas = components['schemas'];
type ProfilePayload = Schemas['ProfileRecoveryRequest'] | Schemas['ProfilePinValidationRequest'] | Schemas['ProfileSetPasswordRequest'];
/**
 * The profile endpoint answers an anyOf of the result shapes of its operations: read as one
 * object whose fields may each be missing.
 */
type ProfileAnswer = Partial<Schemas['ProfileRecoveryResult'] & Schemas['ProfilePinValidationResult']> & Schemas['SessionUserResult'];

/** The line whose password is recovered: mbb by its number, hbb and mifi by service number and phone. */
export type RecoveryLine = {
  lineType: LineType;
  /** The line number (mbb) or the phone (hbb, mifi): `baitNumber` and `numero` of the contract. */
  number: string;
  /** hbb and mifi only: `serviceNumber` and `servicio` of the contract. */
  serviceNumber?: string | undefined;
};

export type CodeRequestOutcome =
  | { kind: 'sent' }
  | { kind: 'notRegistered'; message: string | undefined }
  | { kind: 'locked'; unlockDate: string }
  | { kind: 'failed'; message: string | undefined };

export type PinOutcome = { kind: 'valid'; uuid: string } | { kind: 'locked'; unlockDate: string } | { kind: 'invalid'; message: string | undefined };

export type PasswordOutcome = { kind: 'set'; user: SessionUser } | { kind: 'failed'; message: string | undefined };

/** Operation names by line type (spec 7 "Account calls"). */
const OPERATIONS = {
  recovery: { mbb: 'recuperacionv2', hbb: 'recuperacion_hbbv2', mifi: 'recuperacionv2' },
  pin: { mbb: 'validar_pin', hbb: 'validar_pin_hbb', mifi: 'validar_pin' },
  password: { mbb: 'restablecer_pass', hbb: 'restablecer_pass_hbb', mifi: 'restablecer_passv2' },
} as const;

/**
 * The body travels encoded (base64 of the JSON); mifi lines use their own profile endpoint. An
 * HTTP error or a dropped connection is no answer: each step then shows its default warning.
 */
async function sendProfileOperation(lineType: LineType, payload: ProfilePayload): Promise<ProfileAnswer | undefined> {
  const body = { data: encodeValue(payload) };
  const answer =
    lineType === 'mifi'
      ? await settle(() => mainApi.POST('/api/core/bait/servicio/perfilMifi', { body }))
      : await settle(() => mainApi.POST('/api/core/bait/servicio/perfil', { body }));
  return answer.okBody as ProfileAnswer | undefined;
}

const serviceOf = ({ lineType, serviceNumber }: RecoveryLine) => (lineType === 'mbb' || !serviceNumber ? {} : { serviceNumber });

/** Step 1: asks for the verification code. A lockout wins over any other field of the answer. */
export async function requestRecoveryCode(line: RecoveryLine): Promise<CodeRequestOutcome> {
  const answer = await sendProfileOperation(line.lineType, {
    operation: OPERATIONS.recovery[line.lineType],
    baitNumber: line.number,
    ...serviceOf(line),
  });
  if (answer?.unlockDate) return { kind: 'locked', unlockDate: answer.unlockDate };
  if (answer?.code === 0) return { kind: 'notRegistered', message: answer.message };
  if (answer?.success === true) return { kind: 'sent' };
  return { kind: 'failed', message: answer?.message };
}

/** Step 2: validates the code; a valid one yields the uuid that step 3 needs. */
export async function validateRecoveryPin(line: RecoveryLine, pin: string): Promise<PinOutcome> {
  const service = serviceOf(line).serviceNumber;
  const answer = await sendProfileOperation(line.lineType, {
    numero: line.number,
    operacion: OPERATIONS.pin[line.lineType],
    ...(service ? { servicio: service } : {}),
    pin,
  });
  if (answer?.unlockDate) return { kind: 'locked', unlockDate: answer.unlockDate };
  if (answer?.success === true && answer.uuid) return { kind: 'valid', uuid: answer.uuid };
  return { kind: 'invalid', message: answer?.mensaje };
}

/** Step 3: sets the new password; the answer carries the session user. */
export async function setRecoveryPassword(line: RecoveryLine, password: string, uuid: string): Promise<PasswordOutcome> {
  const service = serviceOf(line).serviceNumber;
  const answer = await sendProfileOperation(line.lineType, {
    numero: line.number,
    operacion: OPERATIONS.password[line.lineType],
    ...(service ? { servicio: service } : {}),
    pass: password,
    uuid,
  });
  const user = answer ? toSessionUser(answer) : undefined;
  return user ? { kind: 'set', user } : { kind: 'failed', message: answer?.message };
}
