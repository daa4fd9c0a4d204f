import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { PHONE_PATTERN } from '@/shared/domain/validation/patterns';
import { nirChangeTexts } from './texts';

const { errors } = nirChangeTexts;

/** The line step: the 10-digit line number (spec 5 "Account forms"). */
export const lineFormSchema = z.object({
  number: z.string().check(z.minLength(1, errors.numberRequired), z.regex(PHONE_PATTERN, errors.numberDigits)),
});

export type LineFormValues = z.infer<typeof lineFormSchema>;

/** The NIR step: one of the available NIRs chosen. */
export const nirFormSchema = z.object({
  nir: z.string().check(z.minLength(1, errors.nirRequired)),
});

export type NirFormValues = z.infer<typeof nirFormSchema>;

/** Loaded lazily by the forms: zod stays out of the route's first load. */
export const lineFormResolver = zodResolver(lineFormSchema);
export const nirFormResolver = zodResolver(nirFormSchema);
