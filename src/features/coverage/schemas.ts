import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { ADDRESS_MAX_LENGTH, POSTAL_CODE_DIGITS } from './coverage-address';
import { coverageTexts } from './texts';

const { errors } = coverageTexts;
const POSTAL_CODE_PATTERN = new RegExp(`^\\d{${POSTAL_CODE_DIGITS}}$`);
const filled = (message: string, maxLength: number) =>
  z.string().check(
    z.refine((value) => value.trim().length > 0, message),
    z.maxLength(maxLength, message),
  );

export const coverageAddressSchema = z.object({
  street: filled(errors.streetRequired, ADDRESS_MAX_LENGTH.street),
  exteriorNumber: filled(errors.exteriorNumberRequired, ADDRESS_MAX_LENGTH.exteriorNumber),
  neighbourhood: filled(errors.neighbourhoodRequired, ADDRESS_MAX_LENGTH.neighbourhood),
  postalCode: z.string().check(z.minLength(1, errors.postalCodeRequired), z.regex(POSTAL_CODE_PATTERN, errors.postalCodeInvalid)),
  municipality: filled(errors.municipalityRequired, ADDRESS_MAX_LENGTH.municipality),
  state: filled(errors.stateRequired, ADDRESS_MAX_LENGTH.state),
});

/** Loaded lazily by the form: zod stays out of the route's first load. */
export const coverageAddressResolver = zodResolver(coverageAddressSchema);
