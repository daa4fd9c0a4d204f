import type { Middleware } from 'openapi-fetch';

/** Header names of spec 7 and of the contract. */
export const APP_VERSION_HEADER = 'app-version';
export const ORIGIN_HEADER = 'origen';
/** The service key travels in the header the contract names for it (docs/contract/assumptions.md). */
export const SERVICE_KEY_HEADER = 'Ordservicio';
/** Spec payments 9: the XSRF cookie and the header that echoes it. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** Reads methods never change server state, so they carry no XSRF token (as Angular's interceptor). */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type RequestHeadersOptions = {
  appVersion: string;
  /** The page's origin: the origen header and the target of the QA redirect. */
  pageOrigin: () => string;
  /** Production builds send app-version and origen on every request and redirect nothing. */
  production: boolean;
  /** Host (name[:port]) whose requests a non-production build sends to the page's origin; empty: none. */
  qaHost: string;
  /** Whether this client is one of the operator's APIs (service key and XSRF), not a static or address host. */
  operatorApi: boolean;
  serviceKey: string;
  readCookie: (name: string) => string | undefined;
};

/** The value of one cookie of the page, or undefined. */
export function readDocumentCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const pair of document.cookie.split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

async function redirectedTo(request: Request, origin: string): Promise<Request> {
  const source = new URL(request.url);
  const target = new URL(source.pathname + source.search, origin);
  // The body is read once and passed as bytes: a stream body would need `duplex`, which not every runtime takes.
  const body = SAFE_METHODS.has(request.method) ? undefined : await request.clone().arrayBuffer();
  return new Request(target, {
    method: request.method,
    headers: request.headers,
    body,
    credentials: request.credentials,
    signal: request.signal,
  });
}

/**
 * The headers spec 7 asks of every request (app-version, origen; the service key; the XSRF
 * cookie echoed in a header) and the non-production redirect of the QA host to the page's own
 * origin, whose requests then get the production headers too.
 */
export function createRequestHeadersMiddleware(options: RequestHeadersOptions): Middleware {
  return {
    async onRequest({ request }) {
      const toQaHost = !options.production && options.qaHost !== '' && new URL(request.url).host === options.qaHost;
      const outgoing = toQaHost ? await redirectedTo(request, options.pageOrigin()) : request;
      if (options.production || toQaHost) {
        outgoing.headers.set(APP_VERSION_HEADER, options.appVersion);
        // The payment charge names its own origen (the form's, from the plugin answer) and keeps it.
        if (!outgoing.headers.has(ORIGIN_HEADER)) outgoing.headers.set(ORIGIN_HEADER, options.pageOrigin());
      }
      if (options.operatorApi) {
        // A call that names its own key (the contact request's channel key) keeps it.
        if (options.serviceKey && !outgoing.headers.has(SERVICE_KEY_HEADER)) outgoing.headers.set(SERVICE_KEY_HEADER, options.serviceKey);
        const xsrf = options.readCookie(XSRF_COOKIE);
        if (xsrf && !SAFE_METHODS.has(outgoing.method) && !outgoing.headers.has(XSRF_HEADER)) outgoing.headers.set(XSRF_HEADER, xsrf);
      }
      return outgoing;
    },
  };
}
