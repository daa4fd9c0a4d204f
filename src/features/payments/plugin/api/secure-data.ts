import { mainApi } from '@/api/clients';
import type { PaymentChannel } from '../types';
import { SecureDataUnavailableError } from './payment-errors';

export interface SecureDataRequest {
  channel: PaymentChannel;
  uuid: string;
}

/** The llavero (key, base64) of the channel's secure data: the plugin answer is encrypted with it. */
export async function fetchSecureDataKey({ channel, uuid }: SecureDataRequest): Promise<string> {
  const { data, response } = await mainApi
    .POST('/api/core/servicio/resources/datos-seguros/{channel}', { params: { path: { channel } }, body: { uuid } })
    .catch(() => ({ data: undefined, response: { status: 0, ok: false } }));
  if (!response.ok || data?.success !== true || !data.key) throw new SecureDataUnavailableError(response.status);
  return data.key;
}
