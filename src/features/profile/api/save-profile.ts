import { mainApi } from '@/api/clients';
import type { components } from '@/api/generated/main-api';
import { settle } from '@/shared/api/settle';
import type { SessionUser } from '@/shared/domain/session';
import { encodeValue } from '@/shared/storage/encoded-storage';
import type { ProfileFormValues } from '../constants';

type LegacyProfileRequest = components['schemas']['LegacyProfileRequest'];
type LegacyProfileResult = components['schemas']['LegacyProfileResult'];

export type SaveProfileOutcome = { kind: 'saved' } | { kind: 'failed'; message: string | undefined };

/**
 * The spec's legacy profile operation "register data" (`registro`) with the line and the new
 * name and e-mail. The line's service number goes along for hbb and mifi lines.
 */
export function toRegisterDataRequest(user: Pick<SessionUser, 'number' | 'serviceNumber'>, form: ProfileFormValues): LegacyProfileRequest {
  return {
    operation: 'registro',
    numero: user.number,
    ...(user.serviceNumber ? { servicio: user.serviceNumber } : {}),
    nombre: form.name.trim(),
    email: form.email.trim(),
  };
}

/** success false, an error status or no answer are failures, with the server's message if any. */
export async function saveProfile({ user, form }: { user: SessionUser; form: ProfileFormValues }): Promise<SaveProfileOutcome> {
  const { okBody } = await settle(() => mainApi.POST('/api/core/bait/servicio/perfil', { body: { data: encodeValue(toRegisterDataRequest(user, form)) } }));
  // The endpoint answers an anyOf of its operations' results; registro answers LegacyProfileResult.
  const answer = okBody as LegacyProfileResult | undefined;
  if (answer?.success) return { kind: 'saved' };
  return { kind: 'failed', message: answer?.message || undefined };
}
