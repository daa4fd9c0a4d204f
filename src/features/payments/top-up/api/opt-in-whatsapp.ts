import { mainApi } from '@/api/clients';
import { settle } from '@/shared/api/settle';
import { rememberWhatsappConsent } from './whatsapp-notice';

export type OptInOutcome = { kind: 'subscribed'; message: string | undefined } | { kind: 'failed'; message: string | undefined };

/** optInWhatsapp: the line's consent to information by WhatsApp (legacy variant of the modal). */
export async function optInWhatsapp(phone: string): Promise<OptInOutcome> {
  // The consent stands for the notice after the payment, whatever the opt-in answers.
  rememberWhatsappConsent(phone, true);
  const { okBody } = await settle(() => mainApi.POST('/api/core/subscribe/opt-in/whatsapp', { body: { telefono: phone } }));
  return { kind: okBody?.success === true ? 'subscribed' : 'failed', message: okBody?.mensaje };
}
