import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { IMEI_PATTERN } from '@/shared/domain/validation/patterns';
import { compatibilityTexts } from './texts';

const { errors } = compatibilityTexts;

export const imeiFormSchema = z.object({
  imei: z.string().check(z.minLength(1, errors.imeiRequired), z.regex(IMEI_PATTERN, errors.imeiInvalid)),
});

export type ImeiForm = z.infer<typeof imeiFormSchema>;

/** Loaded lazily by the form: zod stays out of the route's first load. */
export const imeiFormResolver = zodResolver(imeiFormSchema);
