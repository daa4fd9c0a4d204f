/** Constants of the complete registration, apart from the schema so that the form loads no zod. */

import { LEGACY_PASSWORD_MAX_LENGTH } from '@/shared/domain/validation/legacy-password';

/** The contract's limits on the name and the legacy password (LegacyPassword). */
export const NAME_MAX_LENGTH = 120;
export const PASSWORD_MAX_LENGTH = LEGACY_PASSWORD_MAX_LENGTH;

/** The legacy password rule (spec 5 and 9), shared with the recovery. */
export { LEGACY_PASSWORD_PATTERN } from '@/shared/domain/validation/legacy-password';

export interface CompleteRegistrationValues {
  name: string;
  email: string;
  password: string;
  confirmation: string;
  allowNotifications: boolean;
}

export const emptyCompleteRegistrationForm: CompleteRegistrationValues = {
  name: '',
  email: '',
  password: '',
  confirmation: '',
  allowNotifications: false,
};
