import { mainApi } from '@/api/clients';
import { settle } from '@/shared/api/settle';
import { ensureVisitorGuest } from '@/shared/domain/guest-session/visitor-guest';

/** The acquisition channel's keys, as the contact request sends them (decision 266). */
export interface ContactChannelKeys {
  /** The channel's key (llavero), sent as Ordaccess. */
  ordAccess: string;
  /** The channel's service key (ordService, ordCliente by some channels), sent as Ordservicio. */
  ordServicio: string;
}

/** The secure-data call gave no usable keys: no guest, no answer, an HTTP error or success false. */
export class ContactChannelUnavailableError extends Error {
  constructor(readonly status: number | undefined) {
    super(`The acquisition channel's secure data could not be read (HTTP ${status ?? 'no answer'})`);
    this.name = 'ContactChannelUnavailableError';
  }
}

/** The captacion channel's secure data for the visitor's guest (spec 7, getSecureData). */
export async function fetchContactChannelKeys(): Promise<ContactChannelKeys> {
  let uuid: string;
  try {
    uuid = await ensureVisitorGuest();
  } catch {
    throw new ContactChannelUnavailableError(undefined);
  }
  const { status, okBody } = await settle(() =>
    mainApi.POST('/api/core/servicio/resources/datos-seguros/{channel}', { params: { path: { channel: 'captacion' } }, body: { uuid } }),
  );
  const ordServicio = okBody?.ordService ?? okBody?.ordCliente;
  if (okBody?.success !== true || !okBody.key || !ordServicio) throw new ContactChannelUnavailableError(status);
  return { ordAccess: okBody.key, ordServicio };
}
