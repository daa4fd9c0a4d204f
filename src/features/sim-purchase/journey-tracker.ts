import type { PurchaseMoment, PurchaseRequest } from '@/shared/domain/top-up/top-up-request';
import { readActiveSimVisitor, readStoredSimVisitor, removeSimVisitor, requestSimGuest } from './api/sim-guest';
import { updateJourney } from './api/update-journey';
import { SIM_JOURNEY_STEPS } from './sim-journey';

/**
 * The visitor tracking of the SIM journey, as plain functions, which the dialog starts through its
 * mutations. The payment moments arrive after the dialog has closed, so the purchase handed over
 * carries them (simPaymentReports). Tracking never stops the visitor: its failures are swallowed.
 */

let pendingGuest: Promise<string> | undefined;

/**
 * The SIM guest: the stored one while it is younger than a day; else the guest call, verifying an
 * expired stored one or asking for a new one (one request at a time).
 */
export function ensureSimGuest(): Promise<string> {
  const active = readActiveSimVisitor();
  if (active) return Promise.resolve(active);
  pendingGuest ??= requestSimGuest(readStoredSimVisitor()).finally(() => {
    pendingGuest = undefined;
  });
  return pendingGuest;
}

/**
 * Sends one journey step. When the update fails, the guest call verifies the stored visitor
 * (spec payments 7: "On failure it asks for a guess call"), so the next step has a valid uuid.
 */
export async function recordJourneyStep(event: number, value: boolean): Promise<void> {
  let uuid: string;
  try {
    uuid = await ensureSimGuest();
  } catch {
    return;
  }
  try {
    await updateJourney(uuid, event, value);
  } catch {
    await requestSimGuest(uuid).catch(() => undefined);
  }
}

/**
 * After a paid SIM: the paid step for the visitor who paid, then the stored visitor marker is
 * removed and a new guest is requested (spec payments 4), recorded as step 19.
 */
export async function afterSimPaid(): Promise<void> {
  await recordJourneyStep(SIM_JOURNEY_STEPS.paid, true);
  removeSimVisitor();
  try {
    await ensureSimGuest();
  } catch {
    return;
  }
  await recordJourneyStep(SIM_JOURNEY_STEPS.newGuest, true);
}

/** What the guest call of "Proceder al pago" came to. */
export type SimGuestOutcome = { kind: 'given'; uuid: string } | { kind: 'failed' };

/** The SIM guest as an outcome: failed after the last of its attempts (the dialog's alert, spec 8). */
export function obtainSimGuest(): Promise<SimGuestOutcome> {
  return ensureSimGuest().then(
    (uuid) => ({ kind: 'given', uuid }),
    () => ({ kind: 'failed' }),
  );
}

const MOMENT_STEPS: Readonly<Record<PurchaseMoment, number>> = {
  paymentDetail: SIM_JOURNEY_STEPS.paymentDetail,
  gatewayLoaded: SIM_JOURNEY_STEPS.gatewayLoaded,
  acceptAndPay: SIM_JOURNEY_STEPS.acceptAndPay,
};

/** What the payment modal reports of a handed-over SIM purchase: its moments as journey steps, then the paid one. */
export function simPaymentReports(): Required<Pick<PurchaseRequest, 'onMoment' | 'onPaid'>> {
  return {
    onMoment: (moment) => void recordJourneyStep(MOMENT_STEPS[moment], true),
    onPaid: () => void afterSimPaid(),
  };
}
