import { z } from 'zod/mini';
import { PHONE_PATTERN } from '@/shared/domain/validation/patterns';
import { acquisitionTexts } from './texts';

const { errors } = acquisitionTexts;

/** The contract's limit on persona.nombre. */
export const CONTACT_NAME_MAX_LENGTH = 120;

/** The contact-request form of spec 5; phones hold digits only (the fields drop anything else). */
export const contactFormSchema = z
  .object({
    name: z.string().check(
      z.maxLength(CONTACT_NAME_MAX_LENGTH),
      z.refine((name) => name.trim().length > 0, errors.nameRequired),
    ),
    phone: z.string().check(z.minLength(1, errors.phoneRequired), z.regex(PHONE_PATTERN, errors.phoneInvalid)),
    phoneConfirmation: z.string().check(z.minLength(1, errors.phoneConfirmationRequired), z.regex(PHONE_PATTERN, errors.phoneConfirmationInvalid)),
    privacyConsent: z.boolean().check(z.refine((accepted) => accepted, errors.consentRequired)),
  })
  // An empty confirmation is reported as required, not as a mismatch (docs/decisions/011).
  .check(
    z.refine(({ phone, phoneConfirmation }) => !phone || !phoneConfirmation || phone === phoneConfirmation, {
      message: errors.phoneMismatch,
      path: ['phoneConfirmation'],
    }),
  );

export type ContactForm = z.infer<typeof contactFormSchema>;

export const emptyContactForm: ContactForm = {
  name: '',
  phone: '',
  phoneConfirmation: '',
  privacyConsent: false,
};
