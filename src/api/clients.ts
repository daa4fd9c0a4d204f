import createClient from 'openapi-fetch';
import { createRequestHeadersMiddleware, readDocumentCookie } from '@/shared/api/request-headers-middleware';
import { createSessionExpiryMiddleware } from '@/shared/api/session-expiry-middleware';
import { createSplashMiddleware } from '@/shared/api/splash-middleware';
import { env } from '@/shared/config/env';
// The module itself, not the session index: that one imports this file (log out calls mainApi).
import { currentSessionAccess, endSessionAfterUnauthorized } from '@/shared/session/session-expiry';
import type { paths as AddressApiPaths } from './generated/address-api';
import type { paths as CardTokenizationApiPaths } from './generated/card-tokenization-api';
import type { paths as IpLookupApiPaths } from './generated/ip-lookup-api';
import type { paths as MainApiPaths } from './generated/main-api';
import type { paths as PaymentsApiPaths } from './generated/payments-api';
import type { paths as SiteAssetsPaths } from './generated/site-assets';

/**
 * fetch is looked up on every call, not captured once: MSW patches globalThis.fetch in tests
 * after this module may already have been imported.
 */
const lateBoundFetch = (request: Request) => globalThis.fetch(request);

function baseUrlOf(configured: string): string {
  if (configured) return configured;
  return typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
}

/** The main API host: acquisition, visitor tracking and account calls. */
export const mainApi = createClient<MainApiPaths>({
  baseUrl: baseUrlOf(env.apiBaseUrl),
  fetch: lateBoundFetch,
});

/** The payment service; its base URL ends in the service's /v2 base path. */
export const paymentsApi = createClient<PaymentsApiPaths>({ baseUrl: baseUrlOf(env.paymentsBaseUrl), fetch: lateBoundFetch });

/** The address service: neighbourhoods of a postal code. */
export const addressApi = createClient<AddressApiPaths>({ baseUrl: baseUrlOf(env.addressBaseUrl), fetch: lateBoundFetch });

/** The card processor's tokenisation API. */
export const cardTokenizationApi = createClient<CardTokenizationApiPaths>({
  baseUrl: baseUrlOf(env.cardTokenizationBaseUrl),
  fetch: lateBoundFetch,
});

/** The public IP lookup used by the allowedIps feature condition. */
export const ipLookupApi = createClient<IpLookupApiPaths>({ baseUrl: baseUrlOf(env.ipLookupBaseUrl), fetch: lateBoundFetch });

/** The site's own static assets: feature flags, banners, PDFs. */
export const siteAssets = createClient<SiteAssetsPaths>({ baseUrl: baseUrlOf(env.siteAssetsBaseUrl), fetch: lateBoundFetch });

/**
 * The request splash (decision 033) covers the calls a visitor waits on. The site's own assets
 * (banners, flags, PDFs) and the IP lookup load around the page, not in front of it, so they
 * never block it.
 */
const splashMiddleware = createSplashMiddleware();
for (const client of [mainApi, paymentsApi, addressApi, cardTokenizationApi]) {
  client.use(splashMiddleware);
}

/**
 * Spec 7's headers and the QA-host redirect (decision 070). The service key and the XSRF token go
 * to the operator's APIs only; the card processor and the IP lookup are third parties whose
 * preflight would refuse custom headers, so they get none.
 */
function headersMiddleware(operatorApi: boolean) {
  return createRequestHeadersMiddleware({
    appVersion: env.appVersion,
    pageOrigin: () => baseUrlOf(''),
    production: import.meta.env.PROD,
    qaHost: env.qaApiHost,
    operatorApi,
    serviceKey: env.serviceKey,
    readCookie: readDocumentCookie,
  });
}
const operatorApiHeaders = headersMiddleware(true);
for (const client of [mainApi, paymentsApi]) client.use(operatorApiHeaders);
const operatorHostHeaders = headersMiddleware(false);
for (const client of [addressApi, siteAssets]) client.use(operatorHostHeaders);

/**
 * A 401 of a call sent with a session ends that session (issue 10, decision 079): the logged-in
 * calls live on the main API (consumption, NIR, profile) and the payment service (recurring
 * top-ups).
 */
const sessionExpiry = createSessionExpiryMiddleware({
  currentAccess: currentSessionAccess,
  onUnauthorized: endSessionAfterUnauthorized,
});
for (const client of [mainApi, paymentsApi]) client.use(sessionExpiry);
