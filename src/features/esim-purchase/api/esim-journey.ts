import { mainApi } from '@/api/clients';
import type { components } from '@/api/generated/main-api';
import { settle } from '@/shared/api/settle';
import { stripSpaces } from '@/shared/format/normalize';
import { ESIM_CHECK_FLOW } from '../constants';
import type { EsimForm } from '../schemas';

type EsimPurchaseCheck = components['schemas']['EsimPurchaseCheck'];

/** Journey names of the eSIM purchase (spec 4 "Visitor journey tracking", payments 4 "Journey markers"). */
export type EsimJourneyStep = components['schemas']['JourneyStep'];

/** The one mapper of the check's payload (spec 3 "eSIM check payload"): always portability, never a customer. */
export function toEsimCheckBody(form: EsimForm, offerId: string): EsimPurchaseCheck {
  return {
    imei: form.imei,
    email: form.email.trim(),
    numero: stripSpaces(form.contactNumber),
    oferta: offerId,
    esBait: false,
    procedePago: true,
    portabilidad: true,
  };
}

/** Records one journey step; tracking never stops the visitor, so a failure is only reported as false. */
export async function trackEsimStep(uuid: string, paso: EsimJourneyStep, valor: string): Promise<boolean> {
  return (await settle(() => mainApi.POST('/api/esim/v1/api/publico/tracking/{uuid}', { params: { path: { uuid } }, body: { paso, valor } }))).ok;
}

export type EsimCheckResult = { kind: 'passed' } | { kind: 'failed'; serverMessage: string | undefined };

/** The check of "Proceder al pago" (spec 4): success lets the purchase go on to payment. */
export async function checkEsimPurchase(uuid: string, body: EsimPurchaseCheck): Promise<EsimCheckResult> {
  const answer = await settle(() =>
    mainApi.PATCH('/api/esim/v1/api/publico/tracking/{uuid}/all-data', { params: { path: { uuid }, query: { flow: ESIM_CHECK_FLOW } }, body }),
  );
  if (answer.okBody?.success === true) return { kind: 'passed' };
  const mensaje = answer.body?.mensaje;
  return { kind: 'failed', serverMessage: mensaje?.trim() ? mensaje : undefined };
}
