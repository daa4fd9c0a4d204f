import { mainApi } from '@/api/clients';
import { settle } from '@/shared/api/settle';
import { GUEST_ATTEMPTS } from '@/shared/domain/call-policy/call-policy';
import { GuestSessionError, readActiveGuest, removeGuest, storeGuest } from '@/shared/domain/guest-session/api/guest-session';

/** The SIM-journey visitor key of local storage (spec 3, "Local browser storage"); the eSIM one is another. */
export const SIM_VISITOR_KEY = 'visitante-sim';

/** The stored SIM visitor while it is younger than one day (spec 9). */
export function readActiveSimVisitor(now = Date.now()): string | undefined {
  return readActiveGuest(SIM_VISITOR_KEY, now);
}

/**
 * The stored SIM visitor whatever its age: an expired one is still sent for verification
 * (`verificacion: true`), and the server keeps it or gives a new one.
 */
export function readStoredSimVisitor(): string | undefined {
  // Read as of an instant before any save: every well-formed stored visitor counts.
  return readActiveGuest(SIM_VISITOR_KEY, Number.NEGATIVE_INFINITY);
}

export function storeSimVisitor(uuid: string, now = Date.now()): void {
  storeGuest(SIM_VISITOR_KEY, uuid, now);
}

/** The visitor marker a paid SIM removes (spec payments 4). */
export function removeSimVisitor(): void {
  removeGuest(SIM_VISITOR_KEY);
}

/**
 * assignGuestSession once, the SIM journey's guest call (spec payments 7: "POST guest, with
 * verificacion and visitante"): a new guest, or with `visitante` the check of the one in use.
 * Undefined when no uuid came back (HTTP error, success false, no answer).
 */
async function assignGuestSession(visitante?: string): Promise<string | undefined> {
  const { okBody } = await settle(() =>
    mainApi.POST('/api/esim/v1/api/publico/asignarSesion', { body: visitante ? { verificacion: true, visitante } : { verificacion: false } }),
  );
  return okBody?.success === true ? okBody.uuid : undefined;
}

/**
 * Asks for a SIM guest up to GUEST_ATTEMPTS times and stores the uuid given; after the last
 * failure it throws GuestSessionError (the dialog then shows its alert, spec 8).
 */
export async function requestSimGuest(visitante?: string, now: () => number = Date.now): Promise<string> {
  for (let attempt = 0; attempt < GUEST_ATTEMPTS; attempt += 1) {
    const uuid = await assignGuestSession(visitante);
    if (uuid) {
      storeSimVisitor(uuid, now());
      return uuid;
    }
  }
  throw new GuestSessionError();
}
