import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { EMAIL_PATTERN, PHONE_PATTERN } from '@/shared/domain/validation/patterns';
import type { LineDataValues } from './line-data';
import { topUpTexts } from './texts';

const { errors } = topUpTexts;

/** 'Campo requerido' when empty, otherwise the field's own message (spec payments 5). */
const digitsField = (invalid: string) => z.string().check(z.minLength(1, errors.required), z.regex(PHONE_PATTERN, invalid));

/** Step 1 of the top-up modal; the service number only for offer types 3 and 8. */
export function lineDataSchema(withServiceNumber: boolean) {
  return z.object({
    serviceNumber: withServiceNumber ? digitsField(errors.serviceNumber) : z.string(),
    phone: digitsField(errors.phone),
    email: z.string().check(z.minLength(1, errors.required), z.regex(EMAIL_PATTERN, errors.email)),
  });
}

/** Loaded with the modal's chunk, never before. */
export function lineDataResolver(withServiceNumber: boolean) {
  return zodResolver<LineDataValues, unknown, LineDataValues>(lineDataSchema(withServiceNumber));
}
