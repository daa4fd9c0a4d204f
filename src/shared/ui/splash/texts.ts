/** Spanish texts of the request splash. */
export const splashTexts = {
  loading: 'Cargando, espera un momento…',
} as const;
