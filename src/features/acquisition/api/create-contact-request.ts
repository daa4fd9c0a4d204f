import { mainApi } from '@/api/clients';
import { bodyOf } from '@/shared/api/settle';
import { env } from '@/shared/config/env';
import type { ContactRequestBody } from './contact-request-body';

/** The server did not store the request: an HTTP error, or an answer with success false. */
class ContactRequestNotSavedError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | undefined,
  ) {
    super(`The contact request was not saved (HTTP ${status})${serverMessage ? `: ${serverMessage}` : ''}`);
    this.name = 'ContactRequestNotSavedError';
  }
}

export async function createContactRequest(body: ContactRequestBody): Promise<void> {
  const { data, error, response } = await mainApi.POST('/api/core/captacion/contacto', {
    params: {
      header: { Ordaccess: env.captacionOrdAccess, Ordservicio: env.captacionOrdServicio },
    },
    body,
  });
  if (!response.ok || data?.success !== true) {
    throw new ContactRequestNotSavedError(response.status, bodyOf({ data, error })?.mensaje);
  }
}
