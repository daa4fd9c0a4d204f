/** What a visitor reads when a part of the site could not be downloaded. */
export const lazyRetryTexts = {
  pageHeading: 'No pudimos cargar esta página',
  sectionHeading: 'No pudimos cargar esta sección',
  text: 'Revisa tu conexión e inténtalo de nuevo, o recarga la página.',
  retry: 'Reintentar',
} as const;
