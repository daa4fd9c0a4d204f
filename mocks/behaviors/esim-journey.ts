import { pathParam, requestBody, stringField } from './answers';
import { readState, writeState } from './state';
import type { Behavior } from './types';

/**
 * The eSIM purchase of each visitor uuid, for the QA panel; the answers stay the contract's:
 * - trackEsimStep keeps every step (paso, valor, time): the journey names (telefono, correo,
 *   imei, emailconfirmar, imeicompatible, bait, boton) and the payment markers (aceptotycpago,
 *   pasarelacargada, detallepago, compraexitosa);
 * - checkEsimPurchase with procedePago true keeps a purchase attempt (the check's data and flow).
 * Steps of a uuid that guestSessions() does not know are kept as well: a scenario may have
 * answered the guest call.
 */
const ESIM_PAYMENT_MARKERS = ['aceptotycpago', 'pasarelacargada', 'detallepago', 'compraexitosa'] as const;

type EsimStep = { at: string; paso: string; valor: string };
type EsimPurchaseAttempt = {
  at: string;
  flow: string;
  numero: string;
  email: string;
  imei: string;
  oferta: string;
  esBait: boolean;
  portabilidad: boolean;
};
type StoredJourney = { steps: EsimStep[]; purchaseAttempts: EsimPurchaseAttempt[] };
export type EsimJourney = StoredJourney & {
  /** The payment markers reached, in the order they were first recorded. */
  paymentMarkers: string[];
};

const DOMAIN = 'esimJourneys';

function journeys(): Record<string, StoredJourney> {
  return readState<Record<string, StoredJourney>>(DOMAIN, {});
}

/** The steps and purchase attempts of a visitor, oldest first; empty for an unknown uuid. */
export function esimJourney(uuid: string): EsimJourney {
  const journey = journeys()[uuid] ?? { steps: [], purchaseAttempts: [] };
  const markers: readonly string[] = ESIM_PAYMENT_MARKERS;
  const paymentMarkers = [...new Set(journey.steps.map((step) => step.paso).filter((paso) => markers.includes(paso)))];
  return { steps: [...journey.steps], purchaseAttempts: [...journey.purchaseAttempts], paymentMarkers };
}

function update(uuid: string, change: (journey: StoredJourney) => StoredJourney): void {
  const all = journeys();
  writeState(DOMAIN, { ...all, [uuid]: change(all[uuid] ?? { steps: [], purchaseAttempts: [] }) });
}

export const trackEsimStep: Behavior = (context) => {
  const body = requestBody(context);
  const step: EsimStep = { at: new Date().toISOString(), paso: stringField(body, 'paso') ?? '', valor: stringField(body, 'valor') ?? '' };
  update(pathParam(context, 'uuid'), (journey) => ({ ...journey, steps: [...journey.steps, step] }));
  return undefined;
};

export const checkEsimPurchase: Behavior = (context) => {
  const body = requestBody(context);
  if (body.procedePago !== true) return undefined;
  const attempt: EsimPurchaseAttempt = {
    at: new Date().toISOString(),
    flow: context.url.searchParams.get('flow') ?? '',
    numero: stringField(body, 'numero') ?? '',
    email: stringField(body, 'email') ?? '',
    imei: stringField(body, 'imei') ?? '',
    oferta: stringField(body, 'oferta') ?? '',
    esBait: body.esBait === true,
    portabilidad: body.portabilidad === true,
  };
  update(pathParam(context, 'uuid'), (journey) => ({ ...journey, purchaseAttempts: [...journey.purchaseAttempts, attempt] }));
  return undefined;
};
