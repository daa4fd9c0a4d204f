import type { Middleware } from 'openapi-fetch';

/** Logging out answers 401 for a session the server already forgot: that is no session to end. */
const SESSION_EXPIRY_EXCLUDED_PATHS = ['/conn/page/api/app/logout'] as const;

export type SessionExpiryOptions = {
  /** The access token of the current session, or undefined without one. */
  currentAccess: () => string | undefined;
  /** Ends the session that held `access` (if it is still the current one) and takes the visitor to log in. */
  onUnauthorized: (access: string) => void;
};

/**
 * openapi-fetch middleware: a 401 answer to a call sent while a session existed ends that
 * session (issue 10). The token is noted when the call leaves, so a late 401 of a session that
 * has since been replaced by a new login does not end the new one.
 */
export function createSessionExpiryMiddleware(options: SessionExpiryOptions): Middleware {
  const sentWith = new Map<string, string>();
  return {
    onRequest({ request, id }) {
      const access = options.currentAccess();
      const { pathname } = new URL(request.url);
      if (access && !SESSION_EXPIRY_EXCLUDED_PATHS.some((path) => pathname.endsWith(path))) sentWith.set(id, access);
      return undefined;
    },
    onResponse({ response, id }) {
      const access = sentWith.get(id);
      sentWith.delete(id);
      if (access !== undefined && response.status === 401) options.onUnauthorized(access);
      return undefined;
    },
    onError({ id }) {
      sentWith.delete(id);
      return undefined;
    },
  };
}
