import { useMutation } from '@tanstack/react-query';
import { mainApi } from '@/api/clients';
import { rememberWhatsappConsent } from './whatsapp-notice';

export interface OptInOutcome {
  ok: boolean;
  message?: string | undefined;
}

/** optInWhatsapp: the line's consent to information by WhatsApp (legacy variant of the modal). */
async function optInWhatsapp(phone: string): Promise<OptInOutcome> {
  // The consent stands for the notice after the payment, whatever the opt-in answers (decision 171).
  rememberWhatsappConsent(phone, true);
  try {
    const { data } = await mainApi.POST('/api/core/subscribe/opt-in/whatsapp', { body: { telefono: phone } });
    return { ok: data?.success === true, message: data?.mensaje };
  } catch {
    return { ok: false };
  }
}

export function useOptInWhatsapp() {
  return useMutation({ mutationFn: optInWhatsapp });
}
