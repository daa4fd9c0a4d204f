import { mainApi } from '@/api/clients';
import { settle } from '@/shared/api/settle';
import type { PaymentChannel } from '../types';
import { SecureDataUnavailableError } from './payment-errors';

export interface SecureDataRequest {
  channel: PaymentChannel;
  uuid: string;
}

/** The llavero (key, base64) of the channel's secure data: the plugin answer is encrypted with it. */
export async function fetchSecureDataKey({ channel, uuid }: SecureDataRequest): Promise<string> {
  const { status, okBody } = await settle(() =>
    mainApi.POST('/api/core/servicio/resources/datos-seguros/{channel}', { params: { path: { channel } }, body: { uuid } }),
  );
  // No answer at all reads as status 0.
  if (okBody?.success !== true || !okBody.key) throw new SecureDataUnavailableError(status ?? 0);
  return okBody.key;
}
