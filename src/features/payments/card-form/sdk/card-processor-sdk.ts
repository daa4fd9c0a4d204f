/**
 * The browser SDK of the card processor, as its script defines it on `window` (the shape of
 * Conekta.js: `Conekta.setPublicKey(key)`, `Conekta.Token.create(params, onSuccess, onError)`).
 * The real script and the mock build's stand-in (`mocks/public/card-processor/tokenizer.js`) both
 * provide it.
 */
interface CardProcessorTokenParams {
  card: {
    number: string;
    name: string;
    exp_month: string;
    exp_year: string;
    cvc: string;
  };
}

interface CardProcessorToken {
  id: string;
  object?: string;
  used?: boolean;
  livemode?: boolean;
}

/** What the SDK hands its error callback; any field may be missing on a transport failure. */
export interface CardProcessorError {
  object?: string;
  type?: string;
  code?: string;
  /** The request field the error is about: `number` or Conekta's `card[number]` form. */
  param?: string;
  message?: string;
  message_to_purchaser?: string;
}

export interface CardProcessorSdk {
  setPublicKey: (key: string) => void;
  Token: {
    create: (params: CardProcessorTokenParams, onSuccess: (token: CardProcessorToken) => void, onError: (error: CardProcessorError) => void) => void;
  };
}

/** The global the script defines. */
const CARD_PROCESSOR_GLOBAL = 'Conekta';

export function cardProcessorOf(scope: object): CardProcessorSdk | undefined {
  const candidate = (scope as Record<string, unknown>)[CARD_PROCESSOR_GLOBAL];
  if (typeof candidate !== 'object' || candidate === null) return undefined;
  const sdk = candidate as Partial<CardProcessorSdk>;
  return typeof sdk.setPublicKey === 'function' && typeof sdk.Token?.create === 'function' ? (sdk as CardProcessorSdk) : undefined;
}
