export type ApiMode = 'mock' | 'real';

function readApiMode(): ApiMode {
  const mode = import.meta.env.VITE_API_MODE;
  if (mode === 'mock' || mode === 'real') return mode;
  return import.meta.env.DEV ? 'mock' : 'real';
}

/** Every value the app reads from the environment, read in this one place. */
export const env = {
  apiMode: readApiMode(),
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL ?? '',
  paymentsBaseUrl: import.meta.env.VITE_PAYMENTS_BASE_URL ?? '',
  addressBaseUrl: import.meta.env.VITE_ADDRESS_BASE_URL ?? '',
  cardTokenizationBaseUrl: import.meta.env.VITE_CARD_TOKENIZATION_BASE_URL ?? '',
  ipLookupBaseUrl: import.meta.env.VITE_IP_LOOKUP_BASE_URL ?? '',
  siteAssetsBaseUrl: import.meta.env.VITE_SITE_ASSETS_BASE_URL ?? '',
  captacionOrdAccess: import.meta.env.VITE_CAPTACION_ORDACCESS ?? '',
  captacionOrdServicio: import.meta.env.VITE_CAPTACION_ORDSERVICIO ?? '',
} as const;
