/** A postal code has exactly this many digits; the lookup runs once they are typed (spec payments 5 and 9). */
export const POSTAL_CODE_DIGITS = 5;

export function isCompletePostalCode(value: string): boolean {
  return value.length === POSTAL_CODE_DIGITS && /^\d+$/.test(value);
}

/** A colonia of a postal code; `city` only where the service names one (the card form's address service). */
export interface Neighbourhood {
  id: string;
  name: string;
  type?: string;
  city?: string;
}

/** The places of a postal code, in the app's names, whichever service answered. */
export interface PostalCodePlaces {
  neighbourhoods: Neighbourhood[];
  state: string;
  municipality: string;
  country: string;
}

/** The lookup found nothing or failed; `serverMessage` is the service's mensaje when it sent one. */
export class PostalCodeLookupError extends Error {
  constructor(readonly serverMessage: string | undefined) {
    super(`The postal code lookup failed${serverMessage ? `: ${serverMessage}` : ''}`);
    this.name = 'PostalCodeLookupError';
  }
}

/** What the visitor reads when a lookup fails: the server's mensaje, else the form's own text. */
export function postalCodeFailureMessage(error: unknown, fallback: string): string {
  return (error instanceof PostalCodeLookupError && error.serverMessage) || fallback;
}
