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
  captacionOrdAccess: import.meta.env.VITE_CAPTACION_ORDACCESS ?? '',
  captacionOrdServicio: import.meta.env.VITE_CAPTACION_ORDSERVICIO ?? '',
} as const;
