import type { MutationFunctionContext } from '@tanstack/react-query';
import { mainApi } from '@/api/clients';
import { answerBody } from '@/shared/api/settle';
import { lineCheckOutcomeOf, lineFormOutcomeOf, type StepOutcome } from './outcomes';

/** The NIR belongs to a phone line: checkBaitLine's tipo 1 (offer type "prepaid", payments spec 3). */
const PHONE_LINE_TIPO = 1;

/**
 * The line check and line form of the page (payments spec 7): the invisible captcha (a stand-in
 * in mock mode) gives the token, checkBaitLine checks the number, then submitLineForm sends it.
 * The first refusal stops and says why. The captcha's configuration is read once per visit,
 * through the query client that runs the mutation.
 */
export async function verifyLine(dn: string, { client }: Pick<MutationFunctionContext, 'client'>): Promise<StepOutcome> {
  // The captcha's code is needed only once the visitor sends the number (route budget).
  const { captchaConfigQueryOptions, captchaTokenFor } = await import('@/shared/domain/line-check/api/captcha');
  const config = await client.fetchQuery(captchaConfigQueryOptions());
  const token = await captchaTokenFor(config);
  const check = await answerBody(() => mainApi.POST('/api/core/bait/servicio/linea/validar', { body: { dn, tipo: PHONE_LINE_TIPO, token } }));
  const checked = lineCheckOutcomeOf(check, dn);
  if (checked.kind === 'refused') return checked;
  return lineFormOutcomeOf(await answerBody(() => mainApi.POST('/api/core/bait/servicio/formulario', { body: { dn } })));
}
