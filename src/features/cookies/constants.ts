/** The cookie notice shows this long after the app starts, if cookies are not accepted (spec 9). */
export const COOKIE_NOTICE_DELAY_MS = 4000;

/** Local-storage key of the visitor's cookie choice (spec 3, "cookie-consent key"). */
export const COOKIE_CONSENT_STORAGE_KEY = 'cookie-consent';

/** The cookie options a choice can hold (spec 3: values [1, 2]). */
export const COOKIE_OPTION = {
  strictlyNecessary: 1,
  performance: 2,
} as const;

/** Accepting stores every option. */
export const ACCEPTED_COOKIE_OPTIONS = [COOKIE_OPTION.strictlyNecessary, COOKIE_OPTION.performance] as const;

/** Refusing the performance cookies in "Configurar" stores the strictly necessary option alone. */
export const REFUSED_COOKIE_OPTIONS = [COOKIE_OPTION.strictlyNecessary] as const;

/** Announced on window when the visitor makes a choice anywhere (the notice, the footer's dialogs). */
export const COOKIE_CHOICE_EVENT = 'bait:cookie-choice';

/** The date the cookie policy was last updated (payments 2, footer). */
export const COOKIE_POLICY_UPDATED_ON = '31 de octubre de 2021';
