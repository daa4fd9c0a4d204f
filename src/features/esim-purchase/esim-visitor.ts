import { removeGuest } from '@/shared/domain/guest-session/api/guest-session';
import { ensureVisitorGuest } from '@/shared/domain/guest-session/visitor-guest';
import type { PurchaseMoment, PurchaseRequest } from '@/shared/domain/top-up/top-up-request';
import { readRaw, removeKeys, writeRaw } from '@/shared/storage/encoded-storage';
import { checkEsimPurchase, toEsimCheckBody, trackEsimStep, type EsimCheckResult, type EsimJourneyStep } from './api/esim-journey';
import { lookupEsimAssignment } from './api/esim-portability';
import { EMPTY_STEP_VALUE, ESIM_VISITOR_STORAGE_KEY, HAS_PURCHASE_STORAGE_KEY } from './constants';
import { paidEsimMessage } from './esim-assignment';
import type { EsimForm } from './schemas';

/**
 * The eSIM visitor as plain functions, which the dialog starts through its mutations. What a
 * handed-over purchase reports arrives after the dialog has closed, so the purchase owns it
 * (esimPaymentReports). Tracking never stops the visitor; only the guest session's last failure
 * reaches the dialog.
 */

/** The eSIM guest: the visitor's guest (3 attempts, one call at a time); throws GuestSessionError after the third failure. */
export function ensureEsimGuest(): Promise<string> {
  return ensureVisitorGuest();
}

const PURCHASE_MARK = 'true';

export function hasPurchase(): boolean {
  return readRaw(HAS_PURCHASE_STORAGE_KEY) === PURCHASE_MARK;
}

/**
 * The guest a purchase attempt is sent with (spec 4): after a first attempt, the stored visitor is
 * dropped and a new guest asked for; hasPurchase is set from the first attempt on.
 */
export async function guestForPurchase(): Promise<string> {
  if (hasPurchase()) removeGuest(ESIM_VISITOR_STORAGE_KEY);
  const uuid = await ensureEsimGuest();
  writeRaw(HAS_PURCHASE_STORAGE_KEY, PURCHASE_MARK);
  return uuid;
}

/** Records a step of the current guest, fetching the guest first when missing. */
export async function recordEsimStep(paso: EsimJourneyStep, valor: string = EMPTY_STEP_VALUE): Promise<void> {
  let uuid: string;
  try {
    uuid = await ensureEsimGuest();
  } catch {
    return;
  }
  await trackEsimStep(uuid, paso, valor);
}

/** The payment modal's moments as the journey markers of the visitor who pays (spec payments 4). */
export const MOMENT_MARKERS = {
  paymentDetail: 'detallepago',
  gatewayLoaded: 'pasarelacargada',
  acceptAndPay: 'aceptotycpago',
} as const satisfies Record<PurchaseMoment, EsimJourneyStep>;

const PAID_MARKER = 'compraexitosa' satisfies EsimJourneyStep;

/**
 * The gateway-loaded marker goes this long after the gateway loaded, as the legacy interval sent
 * it (spec payments 9): a visitor who leaves at once is not counted as loaded.
 */
export const GATEWAY_LOADED_MARKER_DELAY_MS = 3000;

/**
 * The payment markers of one handed-over purchase (spec payments 4): the purchase owns the
 * gateway-loaded marker while it waits its interval. A later moment of the same purchase sends a
 * waiting marker first, so the markers keep their order.
 */
export function esimPaymentMarkers(uuid: string): (moment: PurchaseMoment) => Promise<boolean> {
  let pendingGatewayMarker: { timer: ReturnType<typeof setTimeout>; send: () => void } | undefined;

  function flushGatewayMarker(): void {
    if (!pendingGatewayMarker) return;
    clearTimeout(pendingGatewayMarker.timer);
    pendingGatewayMarker.send();
  }

  return (moment) => {
    flushGatewayMarker();
    if (moment !== 'gatewayLoaded') return trackEsimStep(uuid, MOMENT_MARKERS[moment], EMPTY_STEP_VALUE);
    return new Promise((resolve) => {
      const send = () => {
        pendingGatewayMarker = undefined;
        resolve(trackEsimStep(uuid, MOMENT_MARKERS.gatewayLoaded, EMPTY_STEP_VALUE));
      };
      pendingGatewayMarker = { timer: setTimeout(send, GATEWAY_LOADED_MARKER_DELAY_MS), send };
    });
  };
}

/**
 * After a paid eSIM (spec payments 4): the paid marker for the visitor who paid, then the stored
 * visitor and purchase markers are removed and the guest eSIM is fetched again.
 */
export async function afterEsimPaid(uuid: string): Promise<void> {
  await trackEsimStep(uuid, PAID_MARKER, EMPTY_STEP_VALUE);
  removeKeys(ESIM_VISITOR_STORAGE_KEY, HAS_PURCHASE_STORAGE_KEY);
  await ensureEsimGuest().catch(() => undefined);
}

/** What "Proceder al pago" came to: the check passed for the purchase's guest, the check refused it, or no guest. */
export type EsimPurchaseAttempt = { kind: 'passed'; uuid: string } | Extract<EsimCheckResult, { kind: 'failed' }> | { kind: 'guestFailed' };

/**
 * "Proceder al pago" (spec 4): the guest of the attempt, the bait and boton steps, then the check,
 * one after the other in that order.
 */
export async function attemptEsimPurchase(form: EsimForm, offerId: string): Promise<EsimPurchaseAttempt> {
  let uuid: string;
  try {
    uuid = await guestForPurchase();
  } catch {
    return { kind: 'guestFailed' };
  }
  await recordEsimStep('bait', String(false));
  await recordEsimStep('boton');
  const result = await checkEsimPurchase(uuid, toEsimCheckBody(form, offerId));
  return result.kind === 'passed' ? { kind: 'passed', uuid } : result;
}

/**
 * What the payment modal reports of a handed-over eSIM purchase: its moments as journey markers,
 * and once paid the paid marker with a new guest, and the ICCID and number assigned, given to
 * `showPaid` as the success text once the lookup answers (nothing when it says nothing usable).
 */
export function esimPaymentReports(uuid: string, showPaid: (message: string) => void): Required<Pick<PurchaseRequest, 'onMoment' | 'onPaid'>> {
  const recordMoment = esimPaymentMarkers(uuid);
  return {
    onMoment: (moment) => void recordMoment(moment),
    onPaid: () => {
      void afterEsimPaid(uuid);
      void lookupEsimAssignment(uuid).then((assignment) => {
        const message = paidEsimMessage(assignment);
        if (message) showPaid(message);
      });
    },
  };
}
