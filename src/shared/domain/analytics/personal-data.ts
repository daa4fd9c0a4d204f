/**
 * The last check before an event reaches any tag: only the fields of the events
 * the site defines pass, and no string passes with an e-mail address or a run of ten or more
 * digits (a phone or card number, also written with spaces, dots or dashes) outside the
 * catalogue's identifiers. A name or a CVV can
 * only travel under a field of its own, and no such field passes; the free texts that do pass
 * (offer and page names, steps) come from the site's own catalogue, never from what a visitor types.
 */
const ALLOWED_FIELDS =
  /^(event|consent|page_(path|title|location)|journey_step|ecommerce|items|item_(id|name|category)|price|quantity|currency|value|transaction_id|shipping_tier|promotion_(id|name)|creative_(name|slot)|metric_(name|value|rating|id|target))$/;

const REDACTED = '[redactado]';

// Also written into an address's query, where the at sign is %40.
const EMAIL = /[^\s@/?&=]+(?:@|%40)[^\s@/?&=]+\.[^\s@/?&=]+/gi;
const LONG_NUMBER = /\d(?:[\s.-]?\d){9,}/g;
/**
 * Identifiers from the catalogue and the payment service (offer ids such as 1809901200, a sale's
 * uuid) and the web-vitals library's metric ids (v5-1764300000000-1234): their digits are not a
 * phone number. They are still checked for e-mail addresses.
 */
const IDENTIFIER_FIELDS = /^(item_id|promotion_id|transaction_id|metric_id)$/;

function cleanString(value: string, isIdentifier: boolean): string {
  const withoutEmail = value.replace(EMAIL, REDACTED);
  return isIdentifier ? withoutEmail : withoutEmail.replace(LONG_NUMBER, REDACTED);
}

function clean(value: unknown, isIdentifier = false): unknown {
  if (typeof value === 'string') return cleanString(value, isIdentifier);
  if (Array.isArray(value)) return value.map((item) => clean(item));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([key]) => ALLOWED_FIELDS.test(key))
        .map(([key, field]) => [key, clean(field, IDENTIFIER_FIELDS.test(key))]),
    );
  }
  return value;
}

/** A copy of the event with only the allowed fields and no personal data in their text. */
export function withoutPersonalData<T extends object>(event: T): T {
  return clean(event) as T;
}
