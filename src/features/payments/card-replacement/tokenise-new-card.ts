import type { ProcessorSetup } from './api/card-replacement-api';
import { loadCardProcessor } from '../card-form/sdk/load-card-processor';
import { CardTokenError, tokenizeCard, type CardData } from '../card-form/sdk/tokenize-card';
import { tokenErrorOutcome, type TokenErrorOutcome } from '../card-form/sdk/tokenizer-errors';

export type NewCardTokenResult = { kind: 'token'; token: string } | { kind: 'refused'; outcome: TokenErrorOutcome };

/**
 * The card processor's token of the new card, loaded on "Continuar" so the
 * tokeniser's code stays out of the route's first load. The card data go to the processor only.
 */
export async function tokeniseNewCard(processor: ProcessorSetup, card: CardData): Promise<NewCardTokenResult> {
  try {
    const sdk = await loadCardProcessor({ merchantId: processor.merchantId });
    return { kind: 'token', token: await tokenizeCard(sdk, processor.publicKey, card) };
  } catch (error) {
    return { kind: 'refused', outcome: error instanceof CardTokenError ? tokenErrorOutcome(error.detail) : { kind: 'passOn' } };
  }
}
