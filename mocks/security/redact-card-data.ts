/**
 * Card data never reach a log (issue 22): the mocks' console lines and the QA panel's call log
 * show requests with the card number, CVV and expiry replaced. Fields are known by name (the
 * tokeniser's, the gateway's and the payment service's names) and, as a second net, any run of
 * 12 to 19 digits is masked to its last four wherever it stands.
 */
export const REDACTED = '[redactado]';

const CARD_FIELD_NAMES = new Set([
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
]);

const LONG_DIGIT_RUN = /(?<!\d)(?:\d[ -]?){11,18}\d(?!\d)/g;

export function isCardFieldName(name: string): boolean {
  return CARD_FIELD_NAMES.has(name.toLowerCase());
}

function maskDigitRuns(text: string): string {
  return text.replace(LONG_DIGIT_RUN, (run) => `${'*'.repeat(4)}${run.replace(/\D/g, '').slice(-4)}`);
}

/** A copy of a parsed body with every card field replaced, at any depth. */
export function redactCardData(value: unknown): unknown {
  if (typeof value === 'string') return maskDigitRuns(value);
  if (Array.isArray(value)) return value.map(redactCardData);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([name, field]) => [name, isCardFieldName(name) && field !== null && field !== '' ? REDACTED : redactCardData(field)]),
    );
  }
  return value;
}

/** A request body as text: JSON is redacted field by field, form data by name, anything else by its digit runs. */
export function redactCardText(text: string): string {
  try {
    return JSON.stringify(redactCardData(JSON.parse(text)));
  } catch {
    if (/^[^=&\s]+=[^&]*(&[^=&\s]+=[^&]*)*$/.test(text)) return redactQuery(text);
    return maskDigitRuns(text);
  }
}

function redactQuery(query: string): string {
  const params = new URLSearchParams(query);
  for (const [name] of [...params]) if (isCardFieldName(name)) params.set(name, REDACTED);
  return maskDigitRuns(params.toString());
}

/** An address with card fields of its query replaced and long digit runs masked. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return maskDigitRuns(url);
  return `${maskDigitRuns(url.slice(0, queryStart))}?${redactQuery(url.slice(queryStart + 1))}`;
}
