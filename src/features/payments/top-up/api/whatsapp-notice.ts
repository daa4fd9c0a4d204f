import { mainApi } from '@/api/clients';
import { settle } from '@/shared/api/settle';

/**
 * The WhatsApp notice after a paid purchase. The consent is given in the modal
 * (the legacy variant's checkbox, the gateway's legal checkbox 1); the opt-in remembers the
 * number here, unticking forgets it, and the first paid purchase of that number in the tab
 * sends the notice once. Nothing of it reaches the customer: the success is already shown.
 */
const consentedNumbers = new Set<string>();

export function rememberWhatsappConsent(phone: string, ticked: boolean): void {
  if (ticked) consentedNumbers.add(phone);
  else consentedNumbers.delete(phone);
}

export function hasWhatsappConsent(phone: string): boolean {
  return consentedNumbers.has(phone);
}

/** Sends the notice when the number's consent was ticked; never throws, whatever the answer. */
export async function sendWhatsappNoticeAfterPayment(phone: string): Promise<void> {
  if (!consentedNumbers.delete(phone)) return;
  // A lost notice is not the customer's problem: the payment went through and says so.
  await settle(() => mainApi.POST('/api/core/subscribe/notice/whatsapp', { body: { telefono: phone } }));
}
