/**
 * The `state` of the last login or registration sent to the identity provider, kept for the tab
 * (sessionStorage: the provider sends the visitor back to the same tab). /sso-callback exchanges a
 * code only when the `state` it comes with is this one, so a callback address made elsewhere
 * cannot log the visitor into another account (decision 129).
 */
export const SSO_STATE_STORAGE_KEY = 'bait.sso.state';

/** Only what newSsoState makes: 32 hexadecimal digits. */
const SSO_STATE_PATTERN = /^[0-9a-f]{32}$/;

function tabStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function rememberSsoState(state: string): void {
  try {
    tabStorage()?.setItem(SSO_STATE_STORAGE_KEY, state);
  } catch {
    // Storage refused (full or disabled): the callback will then be refused, and the visitor can retry.
  }
}

/** The remembered state, when it is one this site made; anything else reads as none. */
export function rememberedSsoState(): string | undefined {
  let stored: string | null | undefined;
  try {
    stored = tabStorage()?.getItem(SSO_STATE_STORAGE_KEY);
  } catch {
    return undefined;
  }
  return stored && SSO_STATE_PATTERN.test(stored) ? stored : undefined;
}

export function forgetSsoState(): void {
  try {
    tabStorage()?.removeItem(SSO_STATE_STORAGE_KEY);
  } catch {
    // Nothing to forget.
  }
}

/** A callback's `state` is the one sent: present, made here, and equal. */
export function isExpectedSsoState(returned: string, remembered: string | undefined): boolean {
  return remembered !== undefined && returned === remembered;
}
