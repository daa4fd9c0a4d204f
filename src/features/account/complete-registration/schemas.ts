import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod/mini';
import { LEGACY_PASSWORD_PATTERN, NAME_MAX_LENGTH, type CompleteRegistrationValues } from './constants';
import { completeRegistrationTexts } from './texts';
import { emailSchema } from '../register/schemas';

const { errors } = completeRegistrationTexts;

export const completeRegistrationSchema = z
  .object({
    name: z.string().check(
      z.maxLength(NAME_MAX_LENGTH),
      z.refine((name) => name.trim().length > 0, errors.nameRequired),
    ),
    email: emailSchema,
    password: z.string().check(z.minLength(1, errors.passwordRequired), z.regex(LEGACY_PASSWORD_PATTERN, errors.passwordInvalid)),
    confirmation: z.string().check(z.minLength(1, errors.confirmationRequired)),
    allowNotifications: z.boolean(),
  })
  // An empty confirmation is reported as required, not as a mismatch (docs/decisions/011).
  .check(
    z.refine(({ password, confirmation }) => !confirmation || password === confirmation, {
      message: errors.passwordMismatch,
      path: ['confirmation'],
    }),
  );

/** Loaded by the form on first focus: zod stays out of the route's first load. */
export const completeRegistrationResolver: Resolver<CompleteRegistrationValues> = zodResolver(completeRegistrationSchema);
