import { z } from 'zod/mini';
import { isAcceptedExpiry, isValidCardNumber, isValidCvv, isValidHolderName, isValidNeighbourhood, isValidPostalCode } from './card-rules';
import { cardFormTexts } from './texts';

const { errors } = cardFormTexts;

// The holder_name limit lives with the card rules: forms without zod read it there.
export const ADDRESS_MAX_LENGTH = 120;

const requiredText = (valid: (value: string) => boolean, message: string) =>
  z.string().check(
    z.refine((value) => value.trim().length > 0, errors.required),
    z.refine((value) => value.trim().length === 0 || valid(value), message),
  );

/** The checks of the card's own fields (CardFields), shared with the card replacement's new card. */
export function cardFieldsShape(now: () => Date) {
  return {
    firstName: requiredText(isValidHolderName, errors.name),
    lastNames: requiredText(isValidHolderName, errors.name),
    cardNumber: requiredText(isValidCardNumber, errors.cardNumber),
    expiry: requiredText((value) => isAcceptedExpiry(value, now()), errors.expiry),
    cvv: requiredText(isValidCvv, errors.cvv),
  };
}

/**
 * The card form of spec payments 5. `legalTypes` are the legal checkboxes the plugin configured
 * (tipo 1 notice, 2 terms); `now` is the clock of the expiry rule.
 */
export function cardFormSchema(legalTypes: readonly (1 | 2)[], now: () => Date) {
  const legal = (type: 1 | 2) => z.boolean().check(z.refine((ticked) => ticked || !legalTypes.includes(type), errors.legal[type]));
  return z.object({
    ...cardFieldsShape(now),
    address: requiredText(() => true, errors.required),
    postalCode: requiredText(isValidPostalCode, errors.postalCode),
    neighbourhoodId: z.string().check(z.refine(isValidNeighbourhood, errors.neighbourhood)),
    notice: legal(1),
    terms: legal(2),
    recurring: z.boolean(),
  });
}

export type CardFormValues = z.infer<ReturnType<typeof cardFormSchema>>;

export const emptyCardForm: CardFormValues = {
  firstName: '',
  lastNames: '',
  cardNumber: '',
  expiry: '',
  cvv: '',
  address: '',
  postalCode: '',
  neighbourhoodId: '00',
  notice: false,
  terms: false,
  recurring: false,
};
