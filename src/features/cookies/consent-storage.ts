import { ACCEPTED_COOKIE_OPTIONS, COOKIE_CONSENT_STORAGE_KEY, KEYS_CLEARED_AT_START } from './constants';

/** Storage can throw (private mode, disabled storage): the site then behaves as never accepted. */
function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** Whether the stored choice holds every cookie option. */
export function hasAcceptedCookies(): boolean {
  try {
    const stored: unknown = JSON.parse(storage()?.getItem(COOKIE_CONSENT_STORAGE_KEY) ?? 'null');
    return Array.isArray(stored) && ACCEPTED_COOKIE_OPTIONS.every((option) => stored.includes(option));
  } catch {
    return false;
  }
}

export function storeCookieAcceptance(): void {
  try {
    storage()?.setItem(COOKIE_CONSENT_STORAGE_KEY, JSON.stringify(ACCEPTED_COOKIE_OPTIONS));
  } catch {
    // Nothing to do: the notice closes for this visit and shows again on the next one.
  }
}

export function clearKeysAtStart(): void {
  try {
    for (const key of KEYS_CLEARED_AT_START) storage()?.removeItem(key);
  } catch {
    // Storage unavailable: there is nothing stored to clear.
  }
}
