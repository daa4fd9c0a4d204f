import { z } from 'zod';
import { IMEI_PATTERN } from '@/shared/validation/patterns';
import { compatibilityTexts } from './texts';

const { errors } = compatibilityTexts;

export const imeiFormSchema = z.object({
  imei: z.string().min(1, errors.imeiRequired).regex(IMEI_PATTERN, errors.imeiInvalid),
});

export type ImeiForm = z.infer<typeof imeiFormSchema>;
