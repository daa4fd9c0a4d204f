import { mainApi } from '@/api/clients';
import { settle } from '@/shared/api/settle';
import { env } from '@/shared/config/env';
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

export async function createContactRequest(body: ContactRequestBody): Promise<void> {
  const {
    status,
    body: answer,
    okBody,
  } = await settle(() =>
    mainApi.POST('/api/core/captacion/contacto', {
      params: {
        header: { Ordaccess: env.captacionOrdAccess, Ordservicio: env.captacionOrdServicio },
      },
      body,
    }),
  );
  if (okBody?.success !== true) {
    throw new ContactRequestNotSavedError(status, answer?.mensaje);
  }
}
