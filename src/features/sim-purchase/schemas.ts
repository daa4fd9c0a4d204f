import { z } from 'zod/mini';
import { PHONE_DIGITS } from '@/shared/domain/constants';
import { POSTAL_CODE_DIGITS } from '@/shared/domain/postal-code/postal-code-places';
import { EMAIL_PATTERN, PHONE_PATTERN } from '@/shared/domain/validation/patterns';
import { simPurchaseTexts } from './texts';

const { errors } = simPurchaseTexts;

/** Lengths of the shipping form: phone and postal code from the spec, the rest a sane bound. */
export const SHIPPING_FORM_MAX_LENGTH = {
  contactNumber: PHONE_DIGITS,
  postalCode: POSTAL_CODE_DIGITS,
  text: 100,
  houseNumber: 10,
} as const;

const required = () => z.string().check(z.refine((value) => value.trim().length > 0, errors.required));

/** The SIM shipping form of spec payments 5: every field required but the interior number. */
export const shippingFormSchema = z.object({
  contactName: required(),
  contactLastName: required(),
  email: z.string().check(z.minLength(1, errors.required), z.regex(EMAIL_PATTERN, errors.emailInvalid)),
  contactNumber: z.string().check(z.minLength(1, errors.required), z.regex(PHONE_PATTERN, errors.phoneInvalid)),
  address: required(),
  exteriorNumber: required(),
  interiorNumber: z.string(),
  postalCode: required(),
  /** The id of the colonia chosen from the postal code's list; empty until one is chosen. */
  colony: required(),
});

export type ShippingForm = z.infer<typeof shippingFormSchema>;

export const emptyShippingForm: ShippingForm = {
  contactName: '',
  contactLastName: '',
  email: '',
  contactNumber: '',
  address: '',
  exteriorNumber: '',
  interiorNumber: '',
  postalCode: '',
  colony: '',
};
