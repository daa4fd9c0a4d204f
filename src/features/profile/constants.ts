/** Constants of the profile form, apart from the schema so that the form loads no zod. */

/** The contract's limits (LegacyProfileRequest nombre and email). */
export const NAME_MAX_LENGTH = 120;
export const EMAIL_MAX_LENGTH = 120;

export interface ProfileFormValues {
  name: string;
  email: string;
}
