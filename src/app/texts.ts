export const appTexts = {
  loadingPage: 'Cargando la página…',
  notFound: {
    heading: 'PÁGINA NO ENCONTRADA',
    text: 'La página que buscas no está disponible, fue eliminada o el enlace es incorrecto.',
    goHome: 'Ir a inicio',
  },
  routeError: {
    /** The document title's name while the error shows (the brand follows it). */
    title: 'Error',
    heading: 'Algo salió mal',
    text: 'No pudimos mostrar esta página. Por favor inténtalo de nuevo en unos momentos.',
    goHome: 'Ir a inicio',
  },
} as const;
