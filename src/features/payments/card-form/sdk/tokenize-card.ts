import type { CardProcessorError, CardProcessorSdk } from './card-processor-sdk';

/** The card data that go to the processor's script and nowhere else. */
export interface CardData {
  number: string;
  holderName: string;
  /** Two digits each. */
  expMonth: string;
  expYear: string;
  cvv: string;
}

/** A failed token request: the SDK's error as it came. */
export class CardTokenError extends Error {
  constructor(readonly detail: CardProcessorError) {
    // The technical message only: the SDK's error carries no card data.
    super(`The card processor refused the token: ${detail.code ?? detail.type ?? 'unknown'}`);
    this.name = 'CardTokenError';
  }
}

/** Asks the processor's SDK for a one-use token of the card. */
export function tokenizeCard(sdk: CardProcessorSdk, publicKey: string, card: CardData): Promise<string> {
  sdk.setPublicKey(publicKey);
  return new Promise((resolve, reject) => {
    sdk.Token.create(
      { card: { number: card.number, name: card.holderName, exp_month: card.expMonth, exp_year: card.expYear, cvc: card.cvv } },
      (token) => resolve(token.id),
      (error) => reject(new CardTokenError(error ?? {})),
    );
  });
}
