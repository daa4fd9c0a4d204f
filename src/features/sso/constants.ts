/** The `tipo` of the profile verification: the site always sends 6 (spec 7). */
export const SSO_VERIFICATION_TYPE = 6;

/** The country code sent with the number (spec 7 and 9: +52). */
export const SSO_COUNTRY_CODE = '+52';

/** Boxes of the SSO one-time code: the PIN length of spec 9. */
export const SSO_CODE_LENGTH = 4;

/** SSO password (spec 5): 8 to 20 characters with a lowercase, an uppercase, a digit and one of @$!%*.#?&. */
export const SSO_PASSWORD_MAX = 20;
export const SSO_PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*.#?&])[A-Za-z\d@$!%*.#?&]{8,20}$/;
