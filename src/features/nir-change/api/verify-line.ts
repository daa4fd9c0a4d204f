import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mainApi } from '@/api/clients';
import { answerBody } from '@/shared/api/settle';
import { lineCheckOutcomeOf, lineFormOutcomeOf, type StepOutcome } from '../nir-outcomes';

/** The NIR belongs to a phone line: checkBaitLine's tipo 1 (offer type "prepaid", payments spec 3). */
const PHONE_LINE_TIPO = 1;

/**
 * The line check and line form of the page (payments spec 7): the invisible captcha (a stand-in
 * in mock mode) gives the token, checkBaitLine checks the number, then submitLineForm sends it.
 * The first refusal stops and says why.
 */
export function useVerifyLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (dn: string): Promise<StepOutcome> => {
      // The captcha's code is needed only once the visitor sends the number (route budget).
      const { captchaConfigQueryOptions, captchaTokenFor } = await import('@/shared/line-check/captcha');
      const config = await queryClient.fetchQuery(captchaConfigQueryOptions());
      const token = await captchaTokenFor(config);
      const check = await answerBody(() => mainApi.POST('/api/core/bait/servicio/linea/validar', { body: { dn, tipo: PHONE_LINE_TIPO, token } }));
      const checked = lineCheckOutcomeOf(check, dn);
      if (checked.kind === 'refused') return checked;
      return lineFormOutcomeOf(await answerBody(() => mainApi.POST('/api/core/bait/servicio/formulario', { body: { dn } })));
    },
  });
}
