import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod/mini';
import { EMAIL_PATTERN } from '@/shared/domain/validation/patterns';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, type ProfileFormValues } from './constants';
import { profileTexts } from './texts';

const { errors } = profileTexts;

/** The account-form rules of spec 5: the name or alias as in the complete registration, the e-mail as in the register. */
export const profileSchema = z.object({
  name: z.string().check(
    z.maxLength(NAME_MAX_LENGTH),
    z.refine((name) => name.trim().length > 0, errors.nameRequired),
  ),
  email: z
    .string()
    .check(z.minLength(1, errors.emailRequired), z.maxLength(EMAIL_MAX_LENGTH, errors.emailInvalid), z.regex(EMAIL_PATTERN, errors.emailInvalid)),
});

/** Loaded by the form on first focus: zod stays out of the route's first load. */
export const profileResolver: Resolver<ProfileFormValues> = zodResolver(profileSchema);
