import { baseUrlOf } from '@/api/base-urls';
import { addressApi, cardTokenizationApi, mainApi, paymentsApi, siteAssets } from '@/api/clients';
// The module itself, not the session index: that one imports the clients (log out calls mainApi).
import { createRequestHeadersMiddleware, readDocumentCookie } from '@/shared/api/request-headers-middleware';
import { createSessionExpiryMiddleware } from '@/shared/api/session-expiry-middleware';
import { createSplashMiddleware } from '@/shared/api/splash-middleware';
import { env } from '@/shared/config/env';
import { currentSessionAccess, endSessionAfterUnauthorized } from '@/shared/domain/session/session-expiry';

let wired = false;

/**
 * Adds the site's middleware to the typed clients of src/api, once (a second call does nothing).
 * The app's entry (src/main.tsx) calls it before the first render, the unit tests' setup before
 * any test, so every call of the site goes through the same chain in both.
 */
export function wireApiClients(): void {
  if (wired) return;
  wired = true;
  /**
   * The request splash covers the calls a visitor waits on. The site's own assets
   * (banners, flags, PDFs) and the IP lookup load around the page, not in front of it, so they
   * never block it.
   */
  const splashMiddleware = createSplashMiddleware();
  for (const client of [mainApi, paymentsApi, addressApi, cardTokenizationApi]) {
    client.use(splashMiddleware);
  }

  /**
   * Spec 7's headers and the QA-host redirect. The service key and the XSRF token go
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
   * A 401 of a call sent with a session ends that session (issue 10): the logged-in
   * calls live on the main API (consumption, NIR, profile) and the payment service (recurring
   * top-ups).
   */
  const sessionExpiry = createSessionExpiryMiddleware({
    currentAccess: currentSessionAccess,
    onUnauthorized: endSessionAfterUnauthorized,
  });
  for (const client of [mainApi, paymentsApi]) client.use(sessionExpiry);
}
