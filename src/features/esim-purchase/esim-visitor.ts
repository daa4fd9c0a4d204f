import { removeGuest } from '@/shared/domain/guest-session/api/guest-session';
import { ensureVisitorGuest } from '@/shared/domain/guest-session/visitor-guest';
import type { PurchaseMoment } from '@/shared/domain/top-up/top-up-request';
import { readRaw, removeKeys, writeRaw } from '@/shared/storage/encoded-storage';
import { trackEsimStep, type EsimJourneyStep } from './api/esim-journey';
import { EMPTY_STEP_VALUE, ESIM_VISITOR_STORAGE_KEY, HAS_PURCHASE_STORAGE_KEY } from './constants';

/**
 * The eSIM visitor as plain functions: the payment markers arrive after the dialog has closed.
 * Tracking never stops the visitor; only the guest session's last failure reaches the dialog.
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

/** The gateway-loaded marker waiting for its interval: sent early when the visitor pays first. */
let pendingGatewayMarker: { timer: ReturnType<typeof setTimeout>; send: () => void } | undefined;

function flushGatewayMarker(): void {
  if (!pendingGatewayMarker) return;
  clearTimeout(pendingGatewayMarker.timer);
  pendingGatewayMarker.send();
}

/**
 * Sends the marker of a payment moment. The gateway-loaded one waits its interval; a visitor who
 * accepts and pays sooner has it sent first, so the markers keep their order.
 */
export function recordPaymentMoment(uuid: string, moment: PurchaseMoment): Promise<boolean> {
  if (moment !== 'gatewayLoaded') {
    flushGatewayMarker();
    return trackEsimStep(uuid, MOMENT_MARKERS[moment], EMPTY_STEP_VALUE);
  }
  flushGatewayMarker();
  return new Promise((resolve) => {
    const send = () => {
      pendingGatewayMarker = undefined;
      resolve(trackEsimStep(uuid, MOMENT_MARKERS.gatewayLoaded, EMPTY_STEP_VALUE));
    };
    pendingGatewayMarker = { timer: setTimeout(send, GATEWAY_LOADED_MARKER_DELAY_MS), send };
  });
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
