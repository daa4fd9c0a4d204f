import { ACCEPTED_COOKIE_OPTIONS, COOKIE_CONSENT_STORAGE_KEY, COOKIE_OPTION, REFUSED_COOKIE_OPTIONS } from './constants';

/** The visitor's stored choice: every option, or the strictly necessary ones alone (performance refused). */
export type CookieChoice = 'accepted' | 'refused';

/** Storage can throw (private mode, disabled storage): the site then behaves as never accepted. */
function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The stored choice; none when nothing (or something unreadable) is stored. */
export function storedCookieChoice(): CookieChoice | undefined {
  try {
    const stored: unknown = JSON.parse(storage()?.getItem(COOKIE_CONSENT_STORAGE_KEY) ?? 'null');
    if (!Array.isArray(stored)) return undefined;
    if (ACCEPTED_COOKIE_OPTIONS.every((option) => stored.includes(option))) return 'accepted';
    return stored.includes(COOKIE_OPTION.strictlyNecessary) ? 'refused' : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the stored choice holds every cookie option. */
export function hasAcceptedCookies(): boolean {
  return storedCookieChoice() === 'accepted';
}

export function storeCookieChoice(choice: CookieChoice): void {
  try {
    storage()?.setItem(COOKIE_CONSENT_STORAGE_KEY, JSON.stringify(choice === 'accepted' ? ACCEPTED_COOKIE_OPTIONS : REFUSED_COOKIE_OPTIONS));
  } catch {
    // Nothing to do: the choice holds for this visit and the notice shows again on the next one.
  }
}
