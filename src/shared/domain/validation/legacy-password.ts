/** The contract's limits on a legacy password (LegacyPassword). */
const LEGACY_PASSWORD_MIN_LENGTH = 8;
export const LEGACY_PASSWORD_MAX_LENGTH = 64;

/**
 * The legacy password rule (spec 5 "Complete registration" and 9), one for complete registration
 * and recovery: 8 to 64 characters and no white space, with a lower-case and
 * an upper-case letter, a digit and a symbol (anything that is not a letter, digit or space, such
 * as @ % $ * ?).
 */
export const LEGACY_PASSWORD_PATTERN = new RegExp(
  `^(?=.*\\p{Ll})(?=.*\\p{Lu})(?=.*\\p{Nd})(?=.*[^\\p{L}\\p{N}\\s])\\S{${LEGACY_PASSWORD_MIN_LENGTH},${LEGACY_PASSWORD_MAX_LENGTH}}$`,
  'u',
);

export function isLegacyPassword(password: string): boolean {
  return LEGACY_PASSWORD_PATTERN.test(password);
}
