import createClient from 'openapi-fetch';
import { env } from '@/shared/config/env';
import type { paths as MainApiPaths } from './generated/main-api';

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
