import { z } from 'zod';
import { PHONE_PATTERN } from '@/shared/validation/patterns';
import { acquisitionTexts } from './texts';

const { errors } = acquisitionTexts;

/** The contract's limit on persona.nombre. */
export const CONTACT_NAME_MAX_LENGTH = 120;

/** The contact-request form of spec 5; phones hold digits only (the fields drop anything else). */
export const contactFormSchema = z
  .object({
    name: z
      .string()
      .max(CONTACT_NAME_MAX_LENGTH)
      .refine((name) => name.trim().length > 0, errors.nameRequired),
    phone: z.string().min(1, errors.phoneRequired).regex(PHONE_PATTERN, errors.phoneInvalid),
    phoneConfirmation: z
      .string()
      .min(1, errors.phoneConfirmationRequired)
      .regex(PHONE_PATTERN, errors.phoneConfirmationInvalid),
    privacyConsent: z.boolean().refine((accepted) => accepted, errors.consentRequired),
  })
  // An empty confirmation is reported as required, not as a mismatch (docs/decisions/011).
  .refine(({ phone, phoneConfirmation }) => !phone || !phoneConfirmation || phone === phoneConfirmation, {
    message: errors.phoneMismatch,
    path: ['phoneConfirmation'],
  });

export type ContactForm = z.infer<typeof contactFormSchema>;

export const emptyContactForm: ContactForm = {
  name: '',
  phone: '',
  phoneConfirmation: '',
  privacyConsent: false,
};
