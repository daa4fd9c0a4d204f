/** Constants of the complete registration, apart from the schema so that the form loads no zod. */

export { ACCOUNT_NAME_MAX_LENGTH as NAME_MAX_LENGTH } from '@/shared/domain/validation/account-profile';

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
