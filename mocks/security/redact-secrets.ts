/**
 * No secret reaches a log (issues 22 and 35): the mocks' console lines, the QA panel's call log,
 * the mock server's call log and the reports of `contract:check` show requests with passwords,
 * one-time codes, PINs, bearer and refresh tokens and card data replaced. Fields are known by
 * name, at any depth, in JSON, in form data, in a query and inside a base64-encoded JSON field
 * (the profile operations travel so). As a second net, wherever it stands, any run of 12 to 19
 * digits is masked to its last four, a JSON Web Token is replaced and a bearer credential loses
 * its value.
 */
export const REDACTED = '[redactado]';

/** Names as the contract, the tokeniser, the gateway and the payment service spell them, lower-cased. */
const CARD_FIELD_NAMES = [
  'number',
  'cardnumber',
  'card_number',
  'pan',
  'cvv',
  'cvv2',
  'cvc',
  'securitycode',
  'security_code',
  'expiration_month',
  'expiration_year',
  'expirationmonth',
  'expirationyear',
  'exp_month',
  'exp_year',
  'expiry',
  'expiration',
  'expiration_date',
  'expiry_date',
];

/** The legacy login and registration name the password `loginConfirmation`, `registerConfirmation` and `confirmation`. */
const PASSWORD_FIELD_NAMES = [
  'password',
  'newpassword',
  'new_password',
  'currentpassword',
  'current_password',
  'pass',
  'passwd',
  'contrasena',
  'contraseña',
  'loginconfirmation',
  'registerconfirmation',
  'confirmation',
];

const ONE_TIME_CODE_FIELD_NAMES = ['otp', 'otpcode', 'otp_code', 'verificationcode', 'verification_code', 'authcode', 'auth_code', 'pin', 'legacypin', 'nip'];

const TOKEN_FIELD_NAMES = [
  'token',
  'access',
  'accesstoken',
  'access_token',
  'refresh',
  'refreshtoken',
  'refresh_token',
  'idtoken',
  'id_token',
  'authorization',
  'secret',
  'secreto',
  'client_secret',
  'clientsecret',
  'key',
  'apikey',
  'api_key',
];

/** Every secret name, by kind, lower-cased: the tests read them from here rather than restate them. */
export const SECRET_FIELD_NAMES_BY_KIND = {
  card: CARD_FIELD_NAMES,
  password: PASSWORD_FIELD_NAMES,
  oneTimeCode: ONE_TIME_CODE_FIELD_NAMES,
  token: TOKEN_FIELD_NAMES,
} as const;

const SECRET_FIELD_NAMES = new Set(Object.values(SECRET_FIELD_NAMES_BY_KIND).flat());

const LONG_DIGIT_RUN = /(?<!\d)(?:\d[ -]?){11,18}\d(?!\d)/g;
/** Three base64url parts, the first a JSON header (`{"` encodes as `eyJ`). */
const JSON_WEB_TOKEN = /\beyJ[\w-]*\.[\w-]+\.[\w-]*/g;
const BEARER_CREDENTIAL = /\b(Bearer|Basic)\s+[\w~+/.-]+=*/gi;
/** Long enough to hold `{"a":1}` encoded; shorter base64-looking words are ordinary text. */
const BASE64_TEXT = /^[A-Za-z0-9+/]{12,}={0,2}$/;
const FORM_BODY = /^[^=&\s]+=[^&]*(&[^=&\s]+=[^&]*)*$/;

export function isSecretFieldName(name: string): boolean {
  return SECRET_FIELD_NAMES.has(name.toLowerCase());
}

/** What a log may show of free text: card-length digit runs to their last four, tokens and credentials gone. */
function maskSecretPatterns(text: string): string {
  return text
    .replace(JSON_WEB_TOKEN, REDACTED)
    .replace(BEARER_CREDENTIAL, (_, scheme: string) => `${scheme} ${REDACTED}`)
    .replace(LONG_DIGIT_RUN, (run) => `****${run.replace(/\D/g, '').slice(-4)}`);
}

/** The JSON object or array a base64 text encodes (UTF-8), else undefined. */
function decodeBase64Json(text: string): object | undefined {
  if (!BASE64_TEXT.test(text)) return undefined;
  try {
    const bytes = Uint8Array.from(atob(text), (character) => character.charCodeAt(0));
    const decoded: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    return decoded !== null && typeof decoded === 'object' ? decoded : undefined;
  } catch {
    return undefined;
  }
}

function encodeBase64Json(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));
}

function redactString(text: string): string {
  const encoded = decodeBase64Json(text);
  // Re-encoded, so the log keeps the shape the request had on the wire.
  return encoded === undefined ? maskSecretPatterns(text) : encodeBase64Json(redactSecrets(encoded));
}

/** Whether a field's value is worth hiding: an absent or empty one shows QA that nothing was sent. */
function holdsValue(field: unknown): boolean {
  return field !== null && field !== undefined && field !== '';
}

/** A copy of a parsed body with every secret field replaced, at any depth. */
export function redactSecrets(value: unknown): unknown {
  if (typeof value === 'string') return redactString(value);
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([name, field]) => [name, isSecretFieldName(name) && holdsValue(field) ? REDACTED : redactSecrets(field)]),
    );
  }
  return value;
}

/** A request body as text: JSON is redacted field by field, form data by name, anything else by its patterns. */
export function redactSecretText(text: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return FORM_BODY.test(text) ? redactQuery(text) : redactString(text);
  }
  return JSON.stringify(redactSecrets(parsed));
}

function decodeQueryPart(part: string): string {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return part;
  }
}

/** Pair by pair, so that what holds no secret stays exactly as it was sent. */
function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const separator = pair.indexOf('=');
      if (separator < 0) return maskSecretPatterns(pair);
      const rawName = pair.slice(0, separator);
      const rawValue = pair.slice(separator + 1);
      if (isSecretFieldName(decodeQueryPart(rawName)) && rawValue !== '') return `${rawName}=${encodeURIComponent(REDACTED)}`;
      const value = decodeQueryPart(rawValue);
      const redacted = redactString(value);
      return redacted === value ? pair : `${rawName}=${encodeURIComponent(redacted)}`;
    })
    .join('&');
}

/** An address with the secret fields of its query replaced and the patterns of its path masked. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return maskSecretPatterns(url);
  return `${maskSecretPatterns(url.slice(0, queryStart))}?${redactQuery(url.slice(queryStart + 1))}`;
}
