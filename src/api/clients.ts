import createClient from 'openapi-fetch';
import { apiBaseUrls, baseUrlOf } from './base-urls';
import type { paths as AddressApiPaths } from './generated/address-api';
import type { paths as CardTokenizationApiPaths } from './generated/card-tokenization-api';
import type { paths as IpLookupApiPaths } from './generated/ip-lookup-api';
import type { paths as MainApiPaths } from './generated/main-api';
import type { paths as PaymentsApiPaths } from './generated/payments-api';
import type { paths as SiteAssetsPaths } from './generated/site-assets';

/*
 * The typed clients of every contract, bare: the API layer depends on the contract only. Their
 * middleware (splash, headers, session expiry) is shared code, added by wireApiClients
 * (src/app/wire-clients.ts), which the app's entry and the test setup call.
 */

/**
 * fetch is looked up on every call, not captured once: MSW patches globalThis.fetch in tests
 * after this module may already have been imported.
 */
const lateBoundFetch = (request: Request) => globalThis.fetch(request);

/** The main API host: acquisition, visitor tracking and account calls. */
export const mainApi = createClient<MainApiPaths>({
  baseUrl: baseUrlOf(apiBaseUrls.main),
  fetch: lateBoundFetch,
});

/** The payment service; its base URL ends in the service's /v2 base path. */
export const paymentsApi = createClient<PaymentsApiPaths>({ baseUrl: baseUrlOf(apiBaseUrls.payments), fetch: lateBoundFetch });

/** The address service: neighbourhoods of a postal code. */
export const addressApi = createClient<AddressApiPaths>({ baseUrl: baseUrlOf(apiBaseUrls.address), fetch: lateBoundFetch });

/** The card processor's tokenisation API. */
export const cardTokenizationApi = createClient<CardTokenizationApiPaths>({
  baseUrl: baseUrlOf(apiBaseUrls.cardTokenization),
  fetch: lateBoundFetch,
});

/** The public IP lookup used by the allowedIps feature condition. */
export const ipLookupApi = createClient<IpLookupApiPaths>({ baseUrl: baseUrlOf(apiBaseUrls.ipLookup), fetch: lateBoundFetch });

/** The site's own static assets: feature flags, banners, PDFs. */
export const siteAssets = createClient<SiteAssetsPaths>({ baseUrl: baseUrlOf(apiBaseUrls.siteAssets), fetch: lateBoundFetch });
