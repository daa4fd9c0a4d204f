/** Constants of the registration (spec 3, 5 and 9), apart from the schemas so that forms load no zod. */

import { ICCID_PREFIX, ICCID_TYPED_DIGITS } from '@/shared/domain/constants';

/** The ICCID of a SIM: this fixed prefix, then the digits the visitor types (shared with the SIM replacement). */
export { ICCID_PREFIX, ICCID_TYPED_DIGITS };
/** The ICCID is checked once its 13 digits are typed and typing has paused this long. */
export const ICCID_CHECK_DELAY_MS = 500;
export const ICCID_TYPED_PATTERN = new RegExp(`^\\d{${ICCID_TYPED_DIGITS}}$`);

export { ACCOUNT_EMAIL_MAX_LENGTH as EMAIL_MAX_LENGTH } from '@/shared/domain/validation/account-profile';
/** "Standard pattern" of spec 5: something, an at sign, a domain with a dot; no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The code of the registration has 4 digits. */
export const REGISTER_CODE_LENGTH = 4;

export interface MbbRegisterValues {
  number: string;
  numberConfirm: string;
}

export interface ServiceRegisterValues {
  serviceNumber: string;
  /** The phone the code goes to. */
  number: string;
  email: string;
  /** The 13 digits typed after ICCID_PREFIX. */
  iccid: string;
}

export const emptyMbbRegisterForm: MbbRegisterValues = { number: '', numberConfirm: '' };
export const emptyServiceRegisterForm: ServiceRegisterValues = { serviceNumber: '', number: '', email: '', iccid: '' };
