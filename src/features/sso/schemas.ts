import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { PHONE_PATTERN } from '@/shared/domain/validation/patterns';
import { SSO_PASSWORD_PATTERN } from './constants';
import { ssoTexts } from './texts';

const { errors } = ssoTexts;

const numberSchema = z.string().check(z.minLength(1, errors.numberRequired), z.regex(PHONE_PATTERN, errors.numberDigits));

/** The number of the profile verification (spec 7: identificador, 10 digits). */
export const ssoNumberFormSchema = z.object({ number: numberSchema });

export type SsoNumberFormValues = z.infer<typeof ssoNumberFormSchema>;

/** Legacy login through SSO (numero, psd): the SSO password rule of spec 5. */
export const ssoLegacyFormSchema = z.object({
  number: numberSchema,
  password: z.string().check(z.minLength(1, errors.passwordRequired), z.regex(SSO_PASSWORD_PATTERN, errors.passwordInvalid)),
});

export type SsoLegacyFormValues = z.infer<typeof ssoLegacyFormSchema>;

/** Loaded lazily by the forms: zod stays out of the route's first load. */
export const ssoNumberFormResolver = zodResolver(ssoNumberFormSchema);
export const ssoLegacyFormResolver = zodResolver(ssoLegacyFormSchema);
