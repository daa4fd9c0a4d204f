import { IMEI_MAX_DIGITS, IMEI_MIN_DIGITS, PHONE_DIGITS } from '@/shared/domain/constants';

/** Validation patterns of the specification (section 5), built from the named constants. */
export const PHONE_PATTERN = new RegExp(`^\\d{${PHONE_DIGITS}}$`);
export const IMEI_PATTERN = new RegExp(`^\\d{${IMEI_MIN_DIGITS},${IMEI_MAX_DIGITS}}$`);

/** The e-mail pattern of the forms (spec 5): something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
