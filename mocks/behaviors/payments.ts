import type { MockResponse } from '../engine/types';
import { decryptInformation, encryptInformation, importPrivateKey, informationKey, openSealed } from '../payment-crypto';
import { MOCK_PAYMENT_PRIVATE_KEY } from '../payment-keys';
import { copyJson, pathParam, requestBody, stringField, type JsonObject } from './answers';
import { readState, writeState } from './state';
import type { AnswerFilter, BehaviorContext } from './types';

/**
 * The payment service's encryption, done for real by the mock (decision 088), whatever example a
 * scenario picks:
 * - getSecureData remembers the llavero (key) it answered;
 * - getPaymentPlugin opens the request `data` with the mock private key (a request it cannot open
 *   answers the 400 `undecryptablePluginRequest`) and answers the chosen example with each field of
 *   `informacion` re-encrypted under the remembered llavero. The contract's examples are
 *   encrypted under getSecureData `ok`'s llavero; a field that does not decrypt with it
 *   (`undecryptableInformation`) goes out as it is, and the site fails to decrypt it as it would
 *   in production;
 * - chargePayment opens its four blocks (any that does not open: the 400 `undecryptableCharge`)
 *   and keeps the decrypted sale, for tests and the QA tools.
 */
const DOMAIN = 'payments';
const SECURE_DATA_OPERATION = 'getSecureData';
const CONTRACT_LLAVERO_EXAMPLE = 'ok';

export type PluginRequestData = JsonObject;
export type DecryptedCharge = {
  channel: string;
  providerType: string;
  tienda: string | null;
  origen: string | null;
  data: unknown;
  extra: unknown;
  info: unknown;
  meta: unknown;
};
type PaymentsState = { llavero?: string; pluginRequests: PluginRequestData[]; charges: DecryptedCharge[] };

function paymentsState(): PaymentsState {
  return readState<PaymentsState>(DOMAIN, { pluginRequests: [], charges: [] });
}

function updateState(change: Partial<PaymentsState>): void {
  writeState(DOMAIN, { ...paymentsState(), ...change });
}

/** The llavero of the last secure-data answer, if any. */
export function rememberedLlavero(): string | undefined {
  return paymentsState().llavero;
}

/** Decrypted plugin requests, oldest first. */
export function storedPluginRequests(): readonly PluginRequestData[] {
  return paymentsState().pluginRequests;
}

/** Decrypted charges (data, sale, shipping info and token), oldest first. */
export function storedCharges(): readonly DecryptedCharge[] {
  return paymentsState().charges;
}

let privateKey: Promise<CryptoKey> | undefined;
function mockPrivateKey(): Promise<CryptoKey> {
  privateKey ??= importPrivateKey(MOCK_PAYMENT_PRIVATE_KEY);
  return privateKey;
}

async function opened(sealed: string | undefined): Promise<unknown> {
  if (sealed === undefined) throw new Error('missing field');
  return openSealed(await mockPrivateKey(), sealed);
}

function errorAnswer(context: BehaviorContext, key: string): MockResponse {
  const answer = context.example(key);
  if (answer.exampleKey !== key) throw new Error(`${context.operation.operationId} has no example ${key}`);
  return { ...answer, source: 'behavior' };
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const rememberSecureDataKey: AnswerFilter = async (_context, answer) => {
  const key = isObject(answer.body) ? stringField(answer.body, 'key') : undefined;
  if (answer.status === 200 && key) updateState({ llavero: key });
  return answer;
};

/** Re-encrypts every string field of `informacion` (and of its `config`) from one key to another. */
async function reencrypt(value: JsonObject, from: CryptoKey, to: CryptoKey): Promise<JsonObject> {
  const result: JsonObject = {};
  for (const [name, field] of Object.entries(value)) {
    if (isObject(field)) result[name] = await reencrypt(field, from, to);
    else if (typeof field === 'string') {
      result[name] = await decryptInformation(from, field).then(
        (plain) => encryptInformation(to, plain),
        () => field,
      );
    } else result[name] = field;
  }
  return result;
}

/** Channels of a one-off purchase (a SIM, an eSIM): no recurring top-up to offer. */
const ONE_OFF_CHANNELS = new Set(['captacion', 'esim']);
const ONE_OFF_EXAMPLE = 'oneOffPurchase';

/**
 * The contract's default answer offers a recurring top-up; for a one-off purchase the service
 * would not, so the mock answers `oneOffPurchase` there. A scenario that names an answer gets it
 * as it is, on any channel (decision 270).
 */
function forTheChannel(context: BehaviorContext, answer: MockResponse, request: unknown): MockResponse {
  const channel = isObject(request) ? stringField(request, 'canal') : undefined;
  if (answer.source !== 'example' || !channel || !ONE_OFF_CHANNELS.has(channel)) return answer;
  const oneOff = context.example(ONE_OFF_EXAMPLE);
  return oneOff.exampleKey === ONE_OFF_EXAMPLE ? { ...oneOff, source: 'behavior' } : answer;
}

export const answerPaymentPlugin: AnswerFilter = async (context, contractAnswer) => {
  let request: unknown;
  try {
    request = await opened(stringField(requestBody(context), 'data'));
  } catch {
    return errorAnswer(context, 'undecryptablePluginRequest');
  }
  if (isObject(request)) updateState({ pluginRequests: [...paymentsState().pluginRequests, copyJson(request)] });
  const answer = forTheChannel(context, contractAnswer, request);

  const llavero = rememberedLlavero();
  const contractLlavero = stringField((context.exampleOf(SECURE_DATA_OPERATION, CONTRACT_LLAVERO_EXAMPLE)?.body ?? {}) as JsonObject, 'key');
  if (!isObject(answer.body) || !isObject(answer.body.informacion) || !llavero || !contractLlavero || llavero === contractLlavero) {
    return answer;
  }
  const informacion = await reencrypt(answer.body.informacion, await informationKey(contractLlavero), await informationKey(llavero));
  return { ...answer, body: { ...answer.body, informacion }, source: 'behavior' };
};

const CHARGE_BLOCKS = ['data', 'extra', 'info', 'meta'] as const;

export const answerCharge: AnswerFilter = async (context, answer) => {
  const body = requestBody(context);
  const blocks: Record<(typeof CHARGE_BLOCKS)[number], unknown> = { data: undefined, extra: undefined, info: undefined, meta: undefined };
  try {
    for (const block of CHARGE_BLOCKS) blocks[block] = await opened(stringField(body, block));
  } catch {
    return errorAnswer(context, 'undecryptableCharge');
  }
  const charge: DecryptedCharge = {
    channel: pathParam(context, 'channel'),
    providerType: pathParam(context, 'providerType'),
    tienda: context.headers.get('tienda'),
    origen: context.headers.get('origen'),
    ...blocks,
  };
  updateState({ charges: [...paymentsState().charges, charge] });
  return answer;
};
