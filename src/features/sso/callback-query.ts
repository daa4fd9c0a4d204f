import type { SsoCallbackValues } from './api/sso-api';

/** What the identity provider sent back: a code to exchange, a refusal, or nothing to do. */
export type CallbackQuery = { kind: 'code'; values: SsoCallbackValues } | { kind: 'cancelled' } | { kind: 'none' };

/**
 * Reads /sso-callback's query: `code` (or `authcode`), `state` and `email_verify`
 * from a login or registration; `error` when the visitor cancelled at the identity provider.
 */
export function callbackQueryOf(search: URLSearchParams): CallbackQuery {
  if (search.get('error')) return { kind: 'cancelled' };
  const authcode = search.get('code') ?? search.get('authcode');
  if (!authcode) return { kind: 'none' };
  return {
    kind: 'code',
    values: { authcode, state: search.get('state') ?? '', emailVerified: search.get('email_verify') === 'true' },
  };
}
