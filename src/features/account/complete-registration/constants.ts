/** Constants of the complete registration, apart from the schema so that the form loads no zod. */

/** The contract's limits on the name and the legacy password (LegacyPassword). */
export const NAME_MAX_LENGTH = 120;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;

/**
 * The legacy password rule (spec 5 and 9): at least 8 characters with an upper and a lower case
 * letter, a digit and a symbol (anything that is not a letter, digit or space, such as @ % $ * ?).
 */
export const LEGACY_PASSWORD_PATTERN = new RegExp(
  `^(?=.*\\p{Ll})(?=.*\\p{Lu})(?=.*\\p{N})(?=.*[^\\p{L}\\p{N}\\s])\\S{${PASSWORD_MIN_LENGTH},${PASSWORD_MAX_LENGTH}}$`,
  'u',
);

export interface CompleteRegistrationValues {
  name: string;
  email: string;
  password: string;
  confirmation: string;
  allowNotifications: boolean;
}

export const emptyCompleteRegistrationForm: CompleteRegistrationValues = {
  name: '',
  email: '',
  password: '',
  confirmation: '',
  allowNotifications: false,
};
