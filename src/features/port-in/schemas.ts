import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { EMAIL_PATTERN, PHONE_PATTERN } from '@/shared/domain/validation/patterns';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, NIP_PATTERN } from './port-in-rules';
import { portInTexts } from './texts';

const { errors } = portInTexts;

export const portInFormSchema = z.object({
  number: z.string().check(z.minLength(1, errors.numberRequired), z.regex(PHONE_PATTERN, errors.numberInvalid)),
  nip: z.string().check(z.minLength(1, errors.nipRequired), z.regex(NIP_PATTERN, errors.nipInvalid)),
  name: z.string().check(
    z.refine((value) => value.trim().length > 0, errors.nameRequired),
    z.maxLength(NAME_MAX_LENGTH, errors.nameRequired),
  ),
  email: z.string().check(
    z.minLength(1, errors.emailRequired),
    z.refine((value) => EMAIL_PATTERN.test(value.trim()), errors.emailInvalid),
    z.maxLength(EMAIL_MAX_LENGTH, errors.emailInvalid),
  ),
});

/** Loaded lazily by the form: zod stays out of the route's first load. */
export const portInFormResolver = zodResolver(portInFormSchema);
