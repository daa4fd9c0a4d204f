import { describe, expect, it } from 'vitest';
import { chooseScenarios, type ScenarioOutcome } from '@/shared/testing/mock-api';
import { installStandIn as loadStandIn } from './stand-in-sdk';
import type { CardProcessorSdk } from '../sdk/card-processor-sdk';
import { CardTokenError, tokenizeCard } from '../sdk/tokenize-card';
import { tokenErrorOutcome, type TokenErrorOutcome } from '../sdk/tokenizer-errors';

const card = { number: '4111111111111111', holderName: 'Juan Perez', expMonth: '09', expYear: '29', cvv: '123' };

async function outcomeOf(sdk: CardProcessorSdk): Promise<TokenErrorOutcome | string> {
  try {
    return await tokenizeCard(sdk, 'key_public', card);
  } catch (error) {
    if (error instanceof CardTokenError) return tokenErrorOutcome(error.detail);
    throw error;
  }
}

describe("the card processor's stand-in (mock build) through the createCardToken contract", () => {
  it('answers a token by default', async () => {
    await expect(outcomeOf(loadStandIn())).resolves.toMatch(/^tok_/);
  });

  it.each<[ScenarioOutcome<'createCardToken'>, string[]]>([
    ['invalidNumber', ['cardNumber']],
    ['invalidExpiryMonth', ['expiry']],
    ['invalidExpiryYear', ['expiry']],
    ['invalidCvv', ['cvv']],
    ['invalidHolderName', ['firstName', 'lastNames']],
    ['cardDeclined', []],
  ])('%s: a warning with message_to_purchaser, clearing %j', async (example, clear) => {
    chooseScenarios({ createCardToken: example });
    const outcome = await outcomeOf(loadStandIn());
    expect(outcome).toMatchObject({ kind: 'purchaserMessage', clear });
  });

  it.each<ScenarioOutcome<'createCardToken'>>(['processorError', 'networkError'])('%s passes on', async (example) => {
    chooseScenarios({ createCardToken: example });
    await expect(outcomeOf(loadStandIn())).resolves.toEqual({ kind: 'passOn' });
  });
});
