import { mainApi } from '@/api/clients';
import { settle } from '@/shared/api/settle';
import { fetchContactChannelKeys } from './contact-channel-keys';
import type { ContactRequestBody } from './contact-request-body';

/** The server did not store the request: no answer (status undefined), an HTTP error, or an answer with success false. */
class ContactRequestNotSavedError extends Error {
  constructor(
    readonly status: number | undefined,
    readonly serverMessage: string | undefined,
  ) {
    super(`The contact request was not saved (HTTP ${status ?? 'no answer'})${serverMessage ? `: ${serverMessage}` : ''}`);
    this.name = 'ContactRequestNotSavedError';
  }
}

/** The channel's keys first (a failure there throws ContactChannelUnavailableError), then the request. */
export async function createContactRequest(body: ContactRequestBody): Promise<void> {
  const keys = await fetchContactChannelKeys();
  const {
    status,
    body: answer,
    okBody,
  } = await settle(() =>
    mainApi.POST('/api/core/captacion/contacto', {
      params: {
        header: { Ordaccess: keys.ordAccess, Ordservicio: keys.ordServicio },
      },
      body,
    }),
  );
  if (okBody?.success !== true) {
    throw new ContactRequestNotSavedError(status, answer?.mensaje);
  }
}
