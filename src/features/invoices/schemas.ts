import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { EMAIL_PATTERN, PHONE_PATTERN } from '@/shared/domain/validation/patterns';
import { BUSINESS_NAME_MAX_LENGTH, EMAIL_MAX_LENGTH, isPastOrToday, isValidReference, parseAmount, POSTAL_CODE_PATTERN, RFC_PATTERN } from './invoice-rules';
import { invoicesTexts } from './texts';

const { errors } = invoicesTexts;

const required = (message: string) => z.string().check(z.minLength(1, message));

/** The invoice form; `today` decides which recharge dates are past. */
export function invoiceFormSchema(today: () => Date) {
  return z.object({
    rechargeMethod: required(errors.rechargeMethodRequired),
    phoneNumber: z.string().check(z.minLength(1, errors.phoneRequired), z.regex(PHONE_PATTERN, errors.phoneDigits)),
    rechargeDate: z.string().check(
      z.minLength(1, errors.rechargeDateRequired),
      z.refine((value) => isPastOrToday(value, today()), errors.rechargeDateInvalid),
    ),
    amount: z.string().check(
      z.minLength(1, errors.amountRequired),
      z.refine((value) => parseAmount(value) !== undefined, errors.amountInvalid),
    ),
    reference: z.string().check(z.refine(isValidReference, errors.referenceInvalid)),
    rfc: z.string().check(z.minLength(1, errors.rfcRequired), z.regex(RFC_PATTERN, errors.rfcPattern)),
    businessName: z.string().check(
      z.refine((value) => value.trim().length > 0, errors.businessNameRequired),
      z.maxLength(BUSINESS_NAME_MAX_LENGTH, errors.businessNameRequired),
    ),
    postalCode: z.string().check(z.minLength(1, errors.postalCodeRequired), z.regex(POSTAL_CODE_PATTERN, errors.postalCodeDigits)),
    taxRegime: required(errors.taxRegimeRequired),
    cfdiUsage: required(errors.cfdiUsageRequired),
    paymentMethod: required(errors.paymentMethodRequired),
    email: z
      .string()
      .check(z.minLength(1, errors.emailRequired), z.regex(EMAIL_PATTERN, errors.emailPattern), z.maxLength(EMAIL_MAX_LENGTH, errors.emailPattern)),
  });
}

/** Loaded lazily by the page: zod stays out of the route's first load. */
export const invoiceFormResolver = (today: () => Date) => zodResolver(invoiceFormSchema(today));
