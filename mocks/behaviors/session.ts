import { bearerToken, fromExample, requestBody, stringField, type JsonObject } from './answers';
import { readState, writeState } from './state';
import type { Behavior, BehaviorContext } from './types';
import { hashToSeed } from '../engine/seed';

/**
 * The logged-in customer of the tab: one session at a time, the last successful login wins.
 * - Logins (loginLegacyMbb/Hbb/Mifi, loginSso, loginSsoLegacy, and registerUser in
 *   registration.ts) answer their `loggedIn` example with the number of the request and an access
 *   token made from that number (accessTokenFor), and keep that user as the session.
 * - Wrong credentials: the password (loginConfirmation, psd) or the SSO authorisation code
 *   "incorrecta" (WRONG_CREDENTIAL) answers the contract's failure example (loginFailed,
 *   invalidCredentials) and leaves the session as it was. Any other value logs in.
 * - getConsumption answers its default balance only for the session's access token, otherwise
 *   its `failure` example (success false); getSsoConsumption answers its default balance only
 *   for `Bearer <the session's token>` and a numero of the session (number or serviceNumber),
 *   otherwise 401 `sessionExpired` for the token and `failure` for another line.
 * - logoutLegacy (operation logout, numero, access) with the session's token and one of its lines
 *   ends it (loggedOut); with any other token or line there is no session to close
 *   (logoutFailed: "La sesión ya había expirado").
 * getBasicProfile is left alone: its request carries no token and its only other answer (404)
 * means a line without a profile, not a missing session.
 */
export const WRONG_CREDENTIAL = 'incorrecta';

/** The user of the login answer as the contract gives it (SessionUserResult without its message). */
type SessionUser = {
  success: boolean;
  email?: string;
  isLegacy?: boolean;
  name?: string;
  access: string;
  number: string;
  serviceNumber: string;
  userType?: number;
  refreshToken?: string;
  isProfileActive?: boolean;
  isEmailVerify?: boolean;
};

export type StoredSession = { operationId: string; startedAt: string; user: SessionUser };

const DOMAIN = 'session';

export function currentSession(): StoredSession | undefined {
  return readState<StoredSession | null>(DOMAIN, null) ?? undefined;
}

function base64Url(text: string): string {
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The same number always gets the same token; shaped like a JWT, valid for a Bearer header. */
export function accessTokenFor(number: string): string {
  const signature = hashToSeed('bait-mock-access', number).toString(16).padStart(8, '0');
  return `eyJhbGciOiJIUzI1NiJ9.${base64Url(`{"sub":"${number}","mock":true}`)}.${signature}`;
}

export function refreshTokenFor(number: string): string {
  const signature = hashToSeed('bait-mock-refresh', number).toString(16).padStart(8, '0');
  return `eyJhbGciOiJIUzI1NiJ9.${base64Url(`{"sub":"${number}","refresh":true}`)}.${signature}`;
}

/** Keeps the user of a successful login answer (the body of a `loggedIn`-like example) as the session. */
export function startSession(operationId: string, answerBody: JsonObject): void {
  const user: JsonObject = { ...answerBody, success: true };
  delete user.message;
  writeState<StoredSession>(DOMAIN, { operationId, startedAt: new Date().toISOString(), user: user as SessionUser });
}

function endSession(): void {
  writeState<StoredSession | null>(DOMAIN, null);
}

/** The changes that make a login example the answer for the line that logged in. */
export function sessionFieldsFor(tokenNumber: string): JsonObject {
  return { access: accessTokenFor(tokenNumber), refreshToken: refreshTokenFor(tokenNumber) };
}

type LoginRule = {
  /** The field of the request with the password or code that WRONG_CREDENTIAL fails. */
  secretField: string;
  failureExample: string;
  /** The request's line fields that replace the example's, and the number the token is made from. */
  line: (body: JsonObject, example: JsonObject) => { changes: JsonObject; tokenNumber: string };
};

function login(rule: LoginRule): Behavior {
  return (context: BehaviorContext) => {
    const body = requestBody(context);
    if (stringField(body, rule.secretField) === WRONG_CREDENTIAL) return fromExample(context, rule.failureExample);
    const template = fromExample(context, 'loggedIn');
    const example = template.body as JsonObject;
    const { changes, tokenNumber } = rule.line(body, example);
    const user = { ...example, ...changes, ...sessionFieldsFor(tokenNumber) };
    startSession(context.operation.operationId, user);
    return { ...template, body: user };
  };
}

const exampleNumber = (example: JsonObject) => (typeof example.number === 'string' ? example.number : '');

/** mbb logs in with its line number (baitNumber). */
export const loginLegacyMbb = login({
  secretField: 'loginConfirmation',
  failureExample: 'loginFailed',
  line: (body) => {
    const number = stringField(body, 'baitNumber') ?? '';
    return { changes: { number }, tokenNumber: number };
  },
});

/** hbb and mifi log in with the service number; the contact number stays the example's. */
const serviceLine: LoginRule['line'] = (body) => {
  const serviceNumber = stringField(body, 'serviceNumber') ?? '';
  return { changes: { serviceNumber }, tokenNumber: serviceNumber };
};
export const loginLegacyHbb = login({ secretField: 'loginConfirmation', failureExample: 'loginFailed', line: serviceLine });
export const loginLegacyMifi = login({ secretField: 'loginConfirmation', failureExample: 'loginFailed', line: serviceLine });

/** The SSO code exchange carries no number: the user is the example's. */
export const loginSso = login({
  secretField: 'authcode',
  failureExample: 'loginFailed',
  line: (_body, example) => ({ changes: {}, tokenNumber: exampleNumber(example) }),
});

export const loginSsoLegacy = login({
  secretField: 'psd',
  failureExample: 'invalidCredentials',
  line: (body) => {
    const number = stringField(body, 'numero') ?? '';
    return { changes: { number }, tokenNumber: number };
  },
});

const linesOf = (session: StoredSession) => [session.user.number, session.user.serviceNumber].filter(Boolean);

function sessionWithToken(token: string | undefined): StoredSession | undefined {
  const session = currentSession();
  return session && token !== undefined && session.user.access === token ? session : undefined;
}

/** With the session's token the contract's default balance (undefined lets it answer). */
export const getConsumption: Behavior = (context) =>
  sessionWithToken(stringField(requestBody(context), 'access')) ? undefined : fromExample(context, 'failure');

export const getSsoConsumption: Behavior = (context) => {
  const session = sessionWithToken(bearerToken(context));
  if (!session) return fromExample(context, 'sessionExpired');
  const numero = stringField(requestBody(context), 'numero');
  return numero !== undefined && linesOf(session).includes(numero) ? undefined : fromExample(context, 'failure');
};

export const logoutLegacy: Behavior = (context) => {
  const body = requestBody(context);
  const session = sessionWithToken(stringField(body, 'access'));
  const numero = stringField(body, 'numero');
  if (!session || numero === undefined || !linesOf(session).includes(numero)) return fromExample(context, 'logoutFailed');
  endSession();
  return fromExample(context, 'loggedOut');
};
