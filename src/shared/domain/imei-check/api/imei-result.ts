import type { components } from '@/api/generated/main-api';
import type { Settled } from '@/shared/api/settle';

type ImeiVerification = components['schemas']['ImeiVerification'];
type ImeiCompatibility = components['schemas']['ImeiCompatibility'];

/** The result keys of the IMEI check (spec 8, "IMEI messages by result key"). */
export type ImeiResultKey = 'HOMOLOGADOS O VOLTE' | 'VOZAPP' | 'Bad Request' | 'Error 500' | 'noEsim' | 'default';

/** What came back from an IMEI check: either response variant with its HTTP status; no answer at all is status undefined. */
export type ImeiAnswer = Pick<Settled<ImeiVerification | ImeiCompatibility>, 'status' | 'body'>;

const COMPATIBLE_HOMOLOGATION = 'HOMOLOGADOS O VOLTE';
const APP_HOMOLOGATION = 'VOZAPP';
const BAD_REQUEST = 'Bad Request';
const SERVER_ERROR = 'Error 500';
const HTTP_BAD_REQUEST = 400;
const HTTP_SERVER_ERROR = 500;
const ESIM_SUPPORTED = 'SI';

type ImeiBody = ImeiVerification | ImeiCompatibility;

function serverMessagesOf(body: ImeiBody): Array<string | undefined> {
  return [body.mensaje, 'message' in body ? body.message : undefined];
}

/** The server variant names it data.homologated; the other variant puts the result key in message. */
function homologationOf(body: ImeiBody): string | undefined {
  if ('data' in body && body.data) return body.data.homologated;
  if ('message' in body) return body.message;
  return undefined;
}

function isCompatible(body: ImeiBody): boolean {
  return homologationOf(body) === COMPATIBLE_HOMOLOGATION || ('isCompatible' in body && body.isCompatible === true);
}

function supportsEsim(body: ImeiBody): boolean {
  if ('data' in body && body.data) return body.data.soportaESIM === ESIM_SUPPORTED;
  return 'supportEsim' in body && body.supportEsim === true;
}

/** Maps any answer of an IMEI check to the key of the message the visitor sees. */
export function imeiResultKeyOf(answer: ImeiAnswer): ImeiResultKey {
  const { status, body } = answer;
  // No answer at all (offline, DNS, CORS): for the visitor it is the same as a service error.
  if (status === undefined) return 'Error 500';
  const messages = body ? serverMessagesOf(body) : [];

  if (status === HTTP_BAD_REQUEST || messages.includes(BAD_REQUEST)) return 'Bad Request';
  if (status >= HTTP_SERVER_ERROR || messages.includes(SERVER_ERROR)) return 'Error 500';
  if (!body || body.success !== true) return 'default';
  if (homologationOf(body) === APP_HOMOLOGATION) return 'VOZAPP';
  if (!isCompatible(body)) return 'default';
  return supportsEsim(body) ? 'HOMOLOGADOS O VOLTE' : 'noEsim';
}

/** Outcomes that tell the visitor the device works as it is. */
export function isPositiveImeiResult(key: ImeiResultKey): boolean {
  return key === 'HOMOLOGADOS O VOLTE' || key === 'VOZAPP';
}

/** Outcomes where the device works on the network with a physical SIM, so the SIM page is offered. */
export function offersPhysicalSim(key: ImeiResultKey): boolean {
  return key === 'Bad Request' || key === 'noEsim';
}

/**
 * The four outcomes of the eSIM dialog's IMEI check (spec 4 "eSIM dialog"): only an eSIM-capable
 * compatible device allows the payment. A service error carries the server's own message when it
 * sent one (a result key such as "Error 500" is not a message for the visitor).
 */
export type EsimImeiOutcome =
  | { kind: 'esimCapable'; key: 'HOMOLOGADOS O VOLTE' | 'VOZAPP' }
  | { kind: 'noEsim' }
  | { kind: 'notCompatible' }
  | { kind: 'serviceError'; serverMessage: string | undefined };

const RESULT_KEYS: readonly string[] = [COMPATIBLE_HOMOLOGATION, APP_HOMOLOGATION, BAD_REQUEST, SERVER_ERROR];

function serviceMessageOf(answer: ImeiAnswer): string | undefined {
  if (!answer.body) return undefined;
  return serverMessagesOf(answer.body).find((message) => message !== undefined && message.trim() !== '' && !RESULT_KEYS.includes(message));
}

export function esimImeiOutcomeOf(answer: ImeiAnswer): EsimImeiOutcome {
  const key = imeiResultKeyOf(answer);
  switch (key) {
    case 'Error 500':
      return { kind: 'serviceError', serverMessage: serviceMessageOf(answer) };
    case 'Bad Request':
    case 'noEsim':
      return { kind: 'noEsim' };
    case 'default':
      return { kind: 'notCompatible' };
    case 'VOZAPP':
      // VOZAPP is decided before the eSIM support: the eSIM dialog still needs it.
      return answer.body && supportsEsim(answer.body) ? { kind: 'esimCapable', key } : { kind: 'noEsim' };
    case 'HOMOLOGADOS O VOLTE':
      return { kind: 'esimCapable', key };
  }
}
