/**
 * The contract's limits on an account's name or alias and e-mail (LegacyProfileRequest nombre and
 * email), one for the registration, its completion and the profile.
 */
export const ACCOUNT_NAME_MAX_LENGTH = 120;
export const ACCOUNT_EMAIL_MAX_LENGTH = 120;
