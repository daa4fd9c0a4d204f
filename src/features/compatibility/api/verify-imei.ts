import { mutationOptions, useMutation } from '@tanstack/react-query';
import { mainApi } from '@/api/clients';
import { imeiResultKeyOf, type ImeiAnswer, type ImeiResultKey } from '../imei-result';

async function askCompatibility(imei: string): Promise<ImeiAnswer> {
  try {
    const { data, error, response } = await mainApi.POST('/api/core/captacion/imei/verificacion', {
      body: { IMEI: imei },
    });
    const body = data ?? error;
    // A proxy may answer an error page instead of JSON: that is no body at all for the mapping.
    return { kind: 'response', status: response.status, body: typeof body === 'object' ? body : undefined };
  } catch {
    // No answer at all (offline, DNS, CORS): for the visitor it is the same as a service error.
    return { kind: 'networkFailure' };
  }
}

/** Checks a device against the network; resolves to the key of the message to show. */
export async function verifyImei(imei: string): Promise<ImeiResultKey> {
  return imeiResultKeyOf(await askCompatibility(imei));
}

export function verifyImeiMutationOptions() {
  return mutationOptions({ mutationFn: verifyImei });
}

export function useVerifyImei() {
  return useMutation(verifyImeiMutationOptions());
}
