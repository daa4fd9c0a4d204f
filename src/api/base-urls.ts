/**
 * The hosts of the typed clients, read from the environment here so that the API layer depends
 * on nothing but the contract (src/shared/config/env re-exposes them with every other value).
 * Empty: the page's own origin (the mock build, the dev server's proxy).
 */
export const apiBaseUrls = {
  main: import.meta.env.VITE_API_BASE_URL ?? '',
  payments: import.meta.env.VITE_PAYMENTS_BASE_URL ?? '',
  address: import.meta.env.VITE_ADDRESS_BASE_URL ?? '',
  cardTokenization: import.meta.env.VITE_CARD_TOKENIZATION_BASE_URL ?? '',
  ipLookup: import.meta.env.VITE_IP_LOOKUP_BASE_URL ?? '',
  siteAssets: import.meta.env.VITE_SITE_ASSETS_BASE_URL ?? '',
} as const;

/** A configured host, else the page's origin (or localhost where there is no page: Node tests). */
export function baseUrlOf(configured: string): string {
  if (configured) return configured;
  return typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
}
