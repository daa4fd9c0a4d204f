import { useMutation } from '@tanstack/react-query';
import { mainApi } from '@/api/clients';

export interface OptInOutcome {
  ok: boolean;
  message?: string | undefined;
}

/** optInWhatsapp: the line's consent to information by WhatsApp (legacy variant of the modal). */
async function optInWhatsapp(phone: string): Promise<OptInOutcome> {
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
