import { LINE_TYPE_CODES } from '@/shared/domain/line-check/line-type';
import {
  clearOtpUuid,
  clearPendingRegistration as clearStoredRegistration,
  readOtpUuid,
  readPendingRegistration,
  storeOtpUuid,
  storePendingRegistration as storeRegistration,
  storeProfileType,
  type PendingRegistration,
} from '@/shared/domain/session/account-storage';

export { readPendingRegistration, type PendingRegistration };

/** Step 0 succeeded: the registration data (mibait-pin) and the profile type are stored (spec 4 "Register"). */
export function storePendingRegistration(pending: PendingRegistration): void {
  storeRegistration(pending);
  storeProfileType(LINE_TYPE_CODES[pending.lineType]);
}

/** The uuid of the validated code (mibait-otp), needed to complete the registration. */
export const readRegistrationUuid = readOtpUuid;
export const storeRegistrationUuid = storeOtpUuid;

/** Leaving the registration forgets its data and code (spec 4 "Register"). */
export function clearPendingRegistration(): void {
  clearStoredRegistration();
  clearOtpUuid();
}
