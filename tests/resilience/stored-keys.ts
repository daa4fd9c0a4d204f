import { COOKIE_CONSENT_STORAGE_KEY } from '../../src/features/cookies/constants';
import { ACCOUNT_STORAGE_KEYS } from '../../src/shared/domain/session/account-storage';
import { SSO_STATE_STORAGE_KEY } from '../../src/shared/domain/sso/sso-state';
import { STALE_BUILD_RELOAD_KEY } from '../../src/shared/ui/lazy-retry/stale-build';

/**
 * Every local-storage key of the spec (account 3 "Local browser storage", payments 9) the site
 * reads, for the gates of decision 122, which fill each with garbage. The journeys' keys are
 * written out: their modules load the API client, which the browser tests cannot import;
 * `stored-data.test.ts` checks that every reader it tests reads one of these keys.
 */
export const STORED_KEYS: readonly string[] = [
  ...Object.values(ACCOUNT_STORAGE_KEYS),
  COOKIE_CONSENT_STORAGE_KEY,
  // The SIM journey's visitor (src/features/sim-purchase/api/sim-guest.ts).
  'visitante-sim',
  // The eSIM journey's visitor and purchase marker (src/features/esim-purchase/constants.ts).
  'visitante-esim',
  'hasPurchase',
];

/**
 * The tab's keys (sessionStorage) the site reads: the state of a login sent to the identity
 * provider (decision 129), the address reloaded for a newer build (decision 190), the charges
 * without an answer (decision 180).
 */
export const TAB_STORED_KEYS: readonly string[] = [
  SSO_STATE_STORAGE_KEY,
  STALE_BUILD_RELOAD_KEY,
  // The purchases whose charge got no answer (src/features/payments/plugin/api/unsettled-charges.ts, decision 180).
  'bait.cobros-sin-respuesta',
  // The QA panel's Web Vitals of this page load and the one before (mock mode only, decision 255).
  'bait-qa-web-vitals',
];

/**
 * One value of each kind a broken store holds: not base64, truncated base64, another app's JSON,
 * valid encoding of the wrong shape, bytes that are not UTF-8, the wrong types.
 */
export const GARBAGE_VALUES: readonly string[] = [
  'no es base64 ☹',
  // `encodeValue` of a user, cut short.
  'eyJuYW1lIjoiTWFyw61hIiwibnVtYmVyIjoiNTUx',
  '{"state":{"theme":"dark"},"version":3}',
  // Valid encoding of {"access":42,"number":"5512345678"}.
  'eyJhY2Nlc3MiOjQyLCJudW1iZXIiOiI1NTEyMzQ1Njc4In0=',
  // Base64 of the bytes ff fe fd: not UTF-8.
  '//79',
  '[1,"2",{"a":null}]',
  'null',
  'undefined',
  '',
];
