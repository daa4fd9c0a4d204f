import { mainApi } from '@/api/clients';
import type { components } from '@/api/generated/main-api';
import { settle } from '@/shared/api/settle';
import type { LineType } from '@/shared/domain/line-check';
import { toSessionUser, type SessionUser } from '@/shared/domain/session';
import { loginTexts } from '../texts';

type SessionUserResult = components['schemas']['SessionUserResult'];

export interface LoginRequest {
  lineType: LineType;
  number: string;
  password: string;
}

export type LoginOutcome = { kind: 'loggedIn'; user: SessionUser } | { kind: 'failed'; message: string };

/** The legacy login of each line type (spec 7): mbb by baitNumber, hbb and mifi by serviceNumber. */
async function askLogin({ lineType, number, password }: LoginRequest): Promise<SessionUserResult | undefined> {
  const loginConfirmation = password;
  if (lineType === 'mbb') {
    return (await settle(() => mainApi.POST('/conn/page/api/bait/api/aplicacion/acceso', { body: { baitNumber: number, loginConfirmation } }))).okBody;
  }
  const body = { serviceNumber: number, loginConfirmation };
  const answer =
    lineType === 'hbb'
      ? await settle(() => mainApi.POST('/conn/page/api/app/accesoMifi', { body }))
      : await settle(() => mainApi.POST('/conn/page/api/bait/api/aplicacion/accesoMifi', { body }));
  return answer.okBody;
}

/** Logs in; a rejection, an error status or no answer all read as a failure with the server's message if any. */
export async function logIn(request: LoginRequest): Promise<LoginOutcome> {
  const answer = await askLogin(request);
  const user = answer ? toSessionUser(answer) : undefined;
  if (user) return { kind: 'loggedIn', user };
  return { kind: 'failed', message: (answer?.success === false && answer.message) || loginTexts.errors.loginFailed };
}
