import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { isAcceptedExpiry, isValidCardNumber, isValidCvv, isValidHolderName } from '../card-form/card-rules';
import { cardFormTexts } from '../card-form/texts';

const { errors } = cardFormTexts;

const requiredText = (valid: (value: string) => boolean, message: string) =>
  z.string().check(
    z.refine((value) => value.trim().length > 0, errors.required),
    z.refine((value) => value.trim().length === 0 || valid(value), message),
  );

/** The new card: the card form's fields and rules (spec payments 5), without address or legal texts. */
export function newCardSchema(now: () => Date) {
  return z.object({
    firstName: requiredText(isValidHolderName, errors.name),
    lastNames: requiredText(isValidHolderName, errors.name),
    cardNumber: requiredText(isValidCardNumber, errors.cardNumber),
    expiry: requiredText((value) => isAcceptedExpiry(value, now()), errors.expiry),
    cvv: requiredText(isValidCvv, errors.cvv),
  });
}

/** Loaded lazily by the form: zod stays out of the route's first load. */
export const newCardResolver = (now: () => Date) => zodResolver(newCardSchema(now));
