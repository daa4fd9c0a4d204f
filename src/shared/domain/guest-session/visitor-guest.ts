import { BACKGROUND_CALLS, obtainGuest } from './api/guest-session';

/**
 * The visitor's guest (first document 1: every visitor is given a guest uuid for journey
 * tracking), kept under the spec's visitor eSIM key: the eSIM journey and the
 * start of every visit share it.
 */
export const VISITOR_GUEST_STORAGE_KEY = 'visitante-esim';

let pendingGuest: Promise<string> | undefined;

/**
 * The visitor's guest, one call at a time: a dialog that needs it while the start's background
 * call is under way waits for that one. Throws GuestSessionError after the third failed attempt.
 */
export function ensureVisitorGuest({ background = false }: { background?: boolean } = {}): Promise<string> {
  pendingGuest ??= obtainGuest(VISITOR_GUEST_STORAGE_KEY, background ? { calls: BACKGROUND_CALLS } : {}).finally(() => {
    pendingGuest = undefined;
  });
  return pendingGuest;
}

/** At the start of a visit, in the background: no splash, and a failure is left to the journeys that need the guest. */
export function giveVisitorAGuest(): void {
  ensureVisitorGuest({ background: true }).catch(() => undefined);
}
