/** The new card's fields (the schema in `schemas.ts` checks them; loaded lazily). */
export interface NewCardValues {
  firstName: string;
  lastNames: string;
  cardNumber: string;
  /** MM/YY as typed. */
  expiry: string;
  cvv: string;
}

export const emptyNewCard: NewCardValues = { firstName: '', lastNames: '', cardNumber: '', expiry: '', cvv: '' };
