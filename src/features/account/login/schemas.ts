import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { usesServiceNumber, type LineType } from '@/shared/domain/line-check';
import { PHONE_PATTERN } from '@/shared/domain/validation/patterns';
import { loginTexts } from './texts';

const { errors } = loginTexts;

/** The login form (spec 3 "Forms", 5 "Account forms"): the number's messages follow the line type. */
export function loginFormSchema(lineType: LineType) {
  const [required, digits] = usesServiceNumber(lineType)
    ? [errors.serviceNumberRequired, errors.serviceNumberDigits]
    : [errors.lineNumberRequired, errors.lineNumberDigits];
  return z.object({
    number: z.string().check(z.minLength(1, required), z.regex(PHONE_PATTERN, digits)),
    password: z.string().check(z.minLength(1, errors.passwordRequired)),
  });
}

export type LoginFormValues = z.infer<ReturnType<typeof loginFormSchema>>;

/** Loaded lazily by the form: zod stays out of the route's first load. */
export function loginFormResolver(lineType: LineType) {
  return zodResolver(loginFormSchema(lineType));
}
