import { ICCID_TYPED_DIGITS } from '@/shared/domain/constants';
import { EMAIL_PATTERN, PHONE_PATTERN } from '@/shared/domain/validation/patterns';
import { simReplacementTexts as texts } from './texts';

/** The code of the SIM replacement: 4 boxes (the contract allows 4 to 6 digits; the mocks' valid code is 1234). */
export const SIM_REPLACEMENT_CODE_LENGTH = 4;
export const EMAIL_MAX_LENGTH = 254;

/** The reasons of the contract (lost, stolen, damaged), in the order the form offers them. */
export const REPLACEMENT_REASONS = ['extravio', 'robo', 'dano'] as const;
export type ReplacementReason = (typeof REPLACEMENT_REASONS)[number];

export interface SimReplacementForm {
  phone: string;
  /** The 13 digits typed after ICCID_PREFIX. */
  iccid: string;
  email: string;
  reason: ReplacementReason | '';
}

export const emptySimReplacementForm: SimReplacementForm = { phone: '', iccid: '', email: '', reason: '' };

export type SimReplacementErrors = Partial<Record<keyof SimReplacementForm, string>>;

const ICCID_TYPED_PATTERN = new RegExp(`^\\d{${ICCID_TYPED_DIGITS}}$`);

/** Each field's message, or nothing for a valid field. */
export function formErrorsOf(form: SimReplacementForm): SimReplacementErrors {
  const errors: SimReplacementErrors = {};
  if (form.phone === '') errors.phone = texts.errors.phoneRequired;
  else if (!PHONE_PATTERN.test(form.phone)) errors.phone = texts.errors.phoneDigits;
  if (form.iccid === '') errors.iccid = texts.errors.iccidRequired;
  else if (!ICCID_TYPED_PATTERN.test(form.iccid)) errors.iccid = texts.errors.iccidDigits;
  const email = form.email.trim();
  if (email === '') errors.email = texts.errors.emailRequired;
  else if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) errors.email = texts.errors.emailPattern;
  if (!REPLACEMENT_REASONS.includes(form.reason as ReplacementReason)) errors.reason = texts.errors.reasonRequired;
  return errors;
}
