import { clearAccountStorage } from './account-storage';
import { getSessionUser } from './session-store';

type Listener = () => void;
const listeners = new Set<Listener>();
/** Set when a 401 ended the session, until the login page has said so (or a new login). */
let endedByServer = false;

/** The history state of the login page reached because the session ended (its notice reads it). */
export const SESSION_ENDED_STATE = { sessionEnded: true } as const;

export function isSessionEndedState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { sessionEnded?: unknown }).sessionEnded === true;
}

/**
 * The server refused the session whose token was `access` (a 401): its stored user and account
 * keys are forgotten and the app is told, so it can take the visitor to log in again. A session
 * that has since changed (a new login) is left alone.
 */
export function endSessionAfterUnauthorized(access: string): void {
  if (getSessionUser()?.access !== access) return;
  // Before the stored user goes: the route guards that re-render on its loss read it.
  endedByServer = true;
  clearAccountStorage();
  for (const listener of listeners) listener();
}

/** Calls `listener` each time a 401 ends the session. */
export function subscribeToSessionEnd(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The access token of the current session, if any: what the 401 middleware notes per call. */
export function currentSessionAccess(): string | undefined {
  return getSessionUser()?.access;
}

/**
 * Whether the session was ended by a 401 and the visitor has not yet seen the login page's notice:
 * a logged-in page's guard then sends to /login, not to the home page. The router's own
 * navigation is a transition, so the guard, which re-renders at once on the session's loss,
 * would otherwise win with its redirect home.
 */
export function wasSessionEndedByServer(): boolean {
  return endedByServer;
}

/** The login page told the visitor why: a later loss of a session is an ordinary one again. */
export function acknowledgeSessionEnd(): void {
  endedByServer = false;
}
