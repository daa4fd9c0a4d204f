import { readActiveSimVisitor, readStoredSimVisitor, removeSimVisitor, requestSimGuest } from './api/sim-guest';
import { updateJourney } from './api/update-journey';
import { SIM_JOURNEY_STEPS } from './sim-journey';

/**
 * The visitor tracking of the SIM journey, as plain functions: the payment moments arrive after
 * the dialog has closed. Tracking never stops the visitor: its failures are swallowed.
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
