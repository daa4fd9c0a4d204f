import { mainApi } from '@/api/clients';
import type { components } from '@/api/generated/main-api';
import { answerBody } from '@/shared/api/settle';
import { toSessionUser, type SessionUser } from '@/shared/domain/session';
import type { PendingRegistration } from '../../register/pending-registration';
import type { CompleteRegistrationValues } from '../constants';
import { completeRegistrationTexts } from '../texts';

type SessionUserResult = components['schemas']['SessionUserResult'];
type RegisterUserRequest = components['schemas']['RegisterUserRequest'];

export type RegisterUserOutcome = { kind: 'registered'; user: SessionUser } | { kind: 'failed'; message: string };

/** The registerUser body: the form values, the pending line and the uuid of the code step. */
export function toRegisterUserBody(form: CompleteRegistrationValues, pending: PendingRegistration, uuid: string): RegisterUserRequest {
  return {
    name: form.name.trim(),
    number: pending.number,
    ...(pending.lineType !== 'mbb' && pending.serviceNumber ? { serviceNumber: pending.serviceNumber } : {}),
    email: form.email.trim(),
    allowNotifications: form.allowNotifications,
    registerConfirmation: form.password,
    confirmation: form.confirmation,
    uuid,
  };
}

/**
 * The one mapper of registerUser's answer (spec 4 "Register"): the answer becomes the session
 * user, stored with the e-mail the visitor gave.
 */
export function registerUserOutcomeOf(answer: SessionUserResult | undefined, email: string): RegisterUserOutcome {
  const user = answer ? toSessionUser(answer) : undefined;
  if (user) return { kind: 'registered', user: { ...user, email } };
  return { kind: 'failed', message: answer?.message || completeRegistrationTexts.alerts.registerFailed };
}

export async function registerUser(form: CompleteRegistrationValues, pending: PendingRegistration, uuid: string): Promise<RegisterUserOutcome> {
  const body = toRegisterUserBody(form, pending, uuid);
  const answer = await answerBody(() => mainApi.POST('/conn/page/api/app/registro/{type}/usuario', { params: { path: { type: pending.lineType } }, body }));
  return registerUserOutcomeOf(answer, body.email);
}
