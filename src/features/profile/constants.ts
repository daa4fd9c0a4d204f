/** Constants of the profile form, apart from the schema so that the form loads no zod. */

export { ACCOUNT_EMAIL_MAX_LENGTH as EMAIL_MAX_LENGTH, ACCOUNT_NAME_MAX_LENGTH as NAME_MAX_LENGTH } from '@/shared/domain/validation/account-profile';

export interface ProfileFormValues {
  name: string;
  email: string;
}
