import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod/mini';
import { usesServiceNumber, type LineType } from '@/shared/domain/line-check/line-type';
import { isLegacyPassword } from '@/shared/domain/validation/legacy-password';
import { PHONE_PATTERN } from '@/shared/domain/validation/patterns';
import type { RecoveryNumberForm, RecoveryPasswordForm } from './form-values';
import { recoveryTexts } from './texts';

const { errors } = recoveryTexts;

/** The legacy rule of complete registration, white space refused. */
export { isLegacyPassword };

const required = (message: string) => z.string().check(z.minLength(1, message));
const tenDigits = (requiredMessage: string, digitsMessage: string) => z.string().check(z.minLength(1, requiredMessage), z.regex(PHONE_PATTERN, digitsMessage));

/** Step 1 of hbb and mifi lines: the service number and the phone; the line-number pair stays empty. */
const serviceNumberSchema = z.object({
  lineNumber: z.string(),
  lineNumberConfirmation: z.string(),
  serviceNumber: tenDigits(errors.serviceNumberRequired, errors.serviceNumberDigits),
  phone: tenDigits(errors.phoneRequired, errors.phoneDigits),
});

/** Step 1 of mbb lines: the line number and its confirmation; the service pair stays empty. */
const lineNumberSchema = z
  .object({
    lineNumber: tenDigits(errors.lineNumberRequired, errors.lineNumberDigits),
    lineNumberConfirmation: required(errors.lineNumberConfirmationRequired),
    serviceNumber: z.string(),
    phone: z.string(),
  })
  .check(
    // An empty confirmation is reported as required, not as a mismatch.
    z.refine(({ lineNumber, lineNumberConfirmation }) => !lineNumberConfirmation || lineNumber === lineNumberConfirmation, {
      message: errors.numberMismatch,
      path: ['lineNumberConfirmation'],
    }),
  );

/** Step 1 (spec 5 "Account forms") for a line type. */
export function recoveryNumberSchema(lineType: LineType) {
  return usesServiceNumber(lineType) ? serviceNumberSchema : lineNumberSchema;
}

/** Step 3: the new password and its confirmation (spec 5 "Recovery" and 9). */
export const recoveryPasswordSchema = z
  .object({
    password: z.string().check(z.minLength(1, errors.passwordRequired), z.refine(isLegacyPassword, errors.passwordInvalid)),
    passwordConfirmation: required(errors.passwordConfirmationRequired),
  })
  .check(
    z.refine(({ password, passwordConfirmation }) => !passwordConfirmation || password === passwordConfirmation, {
      message: errors.passwordMismatch,
      path: ['passwordConfirmation'],
    }),
  );

/** The forms' resolvers, loaded with this module on the first interaction. */
export const recoveryNumberResolver = (lineType: LineType): Resolver<RecoveryNumberForm> =>
  usesServiceNumber(lineType) ? zodResolver(serviceNumberSchema) : zodResolver(lineNumberSchema);

export const recoveryPasswordResolver: Resolver<RecoveryPasswordForm> = zodResolver(recoveryPasswordSchema);
