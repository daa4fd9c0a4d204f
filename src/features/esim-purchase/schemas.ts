import { z } from 'zod/mini';
import { EMAIL_PATTERN, IMEI_PATTERN, PHONE_PATTERN } from '@/shared/domain/validation/patterns';
import { esimTexts } from './texts';

const { errors } = esimTexts;

/** The eSIM form (spec 3 "eSIM form", 5 "eSIM form"). */
export const esimFormSchema = z
  .object({
    contactNumber: z.string().check(z.minLength(1, errors.required), z.regex(PHONE_PATTERN, errors.phoneInvalid)),
    email: z.string().check(z.minLength(1, errors.required), z.regex(EMAIL_PATTERN, errors.emailInvalid)),
    emailconfirmar: z.string().check(z.minLength(1, errors.required)),
    imei: z.string().check(z.minLength(1, errors.imeiRequired), z.regex(IMEI_PATTERN, errors.imeiInvalid)),
  })
  .check(
    z.refine((form) => form.emailconfirmar === '' || form.emailconfirmar === form.email, {
      message: errors.emailMismatch,
      path: ['emailconfirmar'],
      // Shown while another field is still invalid too, not only once the rest is valid.
      when: ({ value }) => typeof value === 'object' && value !== null && 'email' in value && 'emailconfirmar' in value,
    }),
  );

export type EsimForm = z.infer<typeof esimFormSchema>;

export const emptyEsimForm: EsimForm = { contactNumber: '', email: '', emailconfirmar: '', imei: '' };
