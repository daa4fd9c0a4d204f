/**
 * The recovery forms' values, empty states and limits: no validation code here, so a form can
 * import them without loading zod before the first interaction.
 */

/**
 * The recovery code: the spec's PIN has 4 digits and its recovery code "counts as complete at 6";
 * the contract takes 4 to 6 digits. The input offers 6 boxes and sends from 4.
 */
export const RECOVERY_CODE_MIN_DIGITS = 4;
export const RECOVERY_CODE_MAX_DIGITS = 6;

/**
 * Step 1 (spec 5 "Account forms"). One shape for the three line types: mbb fills the line
 * number and its confirmation, hbb and mifi the service number and the phone; the other pair
 * stays empty and unchecked.
 */
export type RecoveryNumberForm = {
  lineNumber: string;
  lineNumberConfirmation: string;
  serviceNumber: string;
  phone: string;
};

export const emptyRecoveryNumberForm: RecoveryNumberForm = {
  lineNumber: '',
  lineNumberConfirmation: '',
  serviceNumber: '',
  phone: '',
};

/** Step 3: the new password and its confirmation. */
export type RecoveryPasswordForm = { password: string; passwordConfirmation: string };

export const emptyRecoveryPasswordForm: RecoveryPasswordForm = { password: '', passwordConfirmation: '' };
