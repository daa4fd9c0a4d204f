import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod/mini';
import { PHONE_DIGITS } from '@/shared/domain/constants';
import { PHONE_PATTERN } from '@/shared/domain/validation/patterns';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, ICCID_TYPED_PATTERN, type MbbRegisterValues, type ServiceRegisterValues } from './constants';
import { registerTexts } from './texts';

const { errors } = registerTexts;

export const emailSchema = z
  .string()
  .check(z.minLength(1, errors.emailRequired), z.maxLength(EMAIL_MAX_LENGTH, errors.emailInvalid), z.regex(EMAIL_PATTERN, errors.emailInvalid));

/** Registration of a mobile line: the line number and its confirmation (spec 3 "Register mbb"). */
export const mbbRegisterSchema = z
  .object({
    number: z.string().check(z.minLength(1, errors.lineNumberRequired), z.regex(PHONE_PATTERN, errors.lineNumberDigits)),
    numberConfirm: z.string().check(z.minLength(1, errors.lineNumberConfirmationRequired), z.regex(PHONE_PATTERN, errors.lineNumberDigits)),
  })
  // Spec 5: the confirmation must equal the number once it has its 10 digits.
  .check(
    z.refine(({ number, numberConfirm }) => numberConfirm.length < PHONE_DIGITS || number === numberConfirm, {
      message: errors.numberMismatch,
      path: ['numberConfirm'],
    }),
  );

/** Registration of a home or portable internet line (spec 3 "Register hbb/mifi"). */
export const serviceRegisterSchema = z.object({
  serviceNumber: z.string().check(z.minLength(1, errors.serviceNumberRequired), z.regex(PHONE_PATTERN, errors.serviceNumberDigits)),
  number: z.string().check(z.minLength(1, errors.phoneRequired), z.regex(PHONE_PATTERN, errors.phoneDigits)),
  email: emailSchema,
  iccid: z.string().check(z.minLength(1, errors.iccidRequired), z.regex(ICCID_TYPED_PATTERN, errors.iccidDigits)),
});

/** Loaded by the forms on first focus: zod stays out of the route's first load. */
export const mbbRegisterResolver: Resolver<MbbRegisterValues> = zodResolver(mbbRegisterSchema);
export const serviceRegisterResolver: Resolver<ServiceRegisterValues> = zodResolver(serviceRegisterSchema);
