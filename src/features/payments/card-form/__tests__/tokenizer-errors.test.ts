import { describe, expect, it } from 'vitest';
import type { CardProcessorError, CardProcessorSdk } from '../sdk/card-processor-sdk';
import { cardProcessorOf } from '../sdk/card-processor-sdk';
import { CardTokenError, tokenizeCard } from '../sdk/tokenize-card';
import { fieldsToClear, tokenErrorOutcome } from '../sdk/tokenizer-errors';

const withMessage = (error: Omit<CardProcessorError, 'message_to_purchaser'>): CardProcessorError => ({
  object: 'error',
  type: 'parameter_validation_error',
  message: 'technical',
  message_to_purchaser: 'Mensaje para el comprador.',
  ...error,
});

describe('tokeniser errors (contract createCardToken, spec payments 8)', () => {
  it.each([
    ['number', 'invalid_number', ['cardNumber']],
    ['exp_month', 'invalid_expiry_month', ['expiry']],
    ['exp_year', 'invalid_expiry_year', ['expiry']],
    ['cvv', 'invalid_cvv', ['cvv']],
    ['holder_name', 'invalid_holder_name', ['firstName', 'lastNames']],
  ])('an error about %s shows its message_to_purchaser and clears %j', (param, code, fields) => {
    expect(tokenErrorOutcome(withMessage({ param, code }))).toEqual({ kind: 'purchaserMessage', message: 'Mensaje para el comprador.', clear: fields });
  });

  it("reads Conekta's card[...] params and falls back on the code when the param is missing", () => {
    expect(fieldsToClear({ param: 'card[number]' })).toEqual(['cardNumber']);
    expect(fieldsToClear({ param: 'card[cvc]' })).toEqual(['cvv']);
    expect(fieldsToClear({ param: 'card[name]' })).toEqual(['firstName', 'lastNames']);
    expect(fieldsToClear({ param: 'card[exp_year]' })).toEqual(['expiry']);
    expect(fieldsToClear({ code: 'invalid_expiry_month' })).toEqual(['expiry']);
    expect(fieldsToClear({ code: 'invalid_cvc' })).toEqual(['cvv']);
  });

  it('a declined card shows its message and clears nothing', () => {
    expect(tokenErrorOutcome(withMessage({ type: 'card_error', code: 'card_declined' }))).toEqual({
      kind: 'purchaserMessage',
      message: 'Mensaje para el comprador.',
      clear: [],
    });
  });

  it('an error without message_to_purchaser (or a blank one) that names no field passes on', () => {
    expect(tokenErrorOutcome({ object: 'error', type: 'api_error', code: 'internal_error', message: 'An internal error occurred.' })).toEqual({
      kind: 'passOn',
    });
    expect(tokenErrorOutcome({ type: 'card_error', code: 'card_declined', message_to_purchaser: '  ' })).toEqual({ kind: 'passOn' });
    expect(tokenErrorOutcome({})).toEqual({ kind: 'passOn' });
  });

  it.each([
    [{ param: 'number', code: 'invalid_number' }, ['cardNumber'], 'Lo sentimos, el número de tarjeta no es válido. Escríbelo de nuevo.'],
    [{ param: 'exp_year' }, ['expiry'], 'Lo sentimos, la fecha de vencimiento de la tarjeta no es válida'],
    [{ code: 'invalid_expiry_month' }, ['expiry'], 'Lo sentimos, la fecha de vencimiento de la tarjeta no es válida'],
    [{ param: 'card[cvc]', message_to_purchaser: '  ' }, ['cvv'], 'Lo sentimos, el CVV de la tarjeta no es válido. Escríbelo de nuevo.'],
    [{ param: 'holder_name' }, ['firstName', 'lastNames'], 'Lo sentimos, el nombre del titular no es válido. Escríbelo como aparece en la tarjeta.'],
  ] as const)('an error about a field without message_to_purchaser (%j) still clears %j, with its message (decision 185)', (error, clear, message) => {
    expect(tokenErrorOutcome({ object: 'error', type: 'parameter_validation_error', ...error })).toEqual({ kind: 'purchaserMessage', message, clear });
  });
});

describe('tokenizeCard', () => {
  function fakeSdk(answer: (params: unknown) => { token: string } | { error: CardProcessorError }) {
    const calls: { key?: string; params?: unknown } = {};
    const sdk: CardProcessorSdk = {
      setPublicKey: (key) => {
        calls.key = key;
      },
      Token: {
        create: (params, onSuccess, onError) => {
          calls.params = params;
          const result = answer(params);
          if ('token' in result) onSuccess({ id: result.token });
          else onError(result.error);
        },
      },
    };
    return { sdk, calls };
  }
  const card = { number: '4111111111111111', holderName: 'Juan Pérez', expMonth: '09', expYear: '29', cvv: '123' };

  it("sets the public key and sends the card in the SDK's shape, resolving with the token id", async () => {
    const { sdk, calls } = fakeSdk(() => ({ token: 'tok_abc' }));
    await expect(tokenizeCard(sdk, 'key_public', card)).resolves.toBe('tok_abc');
    expect(calls.key).toBe('key_public');
    expect(calls.params).toEqual({ card: { number: '4111111111111111', name: 'Juan Pérez', exp_month: '09', exp_year: '29', cvc: '123' } });
  });

  it('rejects with the SDK error, whose own message carries no card data', async () => {
    const { sdk } = fakeSdk(() => ({ error: { code: 'invalid_cvv', param: 'cvv', message_to_purchaser: 'CVV inválido.' } }));
    const failure = await tokenizeCard(sdk, 'key_public', card).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CardTokenError);
    expect((failure as CardTokenError).detail.code).toBe('invalid_cvv');
    expect(String((failure as Error).message)).not.toMatch(/4111|123/);
  });

  it('recognises the SDK global only when it has the API', () => {
    expect(cardProcessorOf({})).toBeUndefined();
    expect(cardProcessorOf({ Conekta: { setPublicKey: () => undefined } })).toBeUndefined();
    expect(cardProcessorOf({ Conekta: { setPublicKey: () => undefined, Token: { create: () => undefined } } })).toBeDefined();
  });
});
