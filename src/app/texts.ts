import { brand } from '@/shared/config/brand';

export const appTexts = {
  loadingPage: 'Cargando la página…',
  notFound: {
    documentTitle: `Página no encontrada | ${brand.name}`,
    heading: 'PÁGINA NO ENCONTRADA',
    text: 'La página que buscas no está disponible, fue eliminada o el enlace es incorrecto.',
    goHome: 'Ir a inicio',
  },
  routeError: {
    documentTitle: `Error | ${brand.name}`,
    heading: 'Algo salió mal',
    text: 'No pudimos mostrar esta página. Por favor inténtalo de nuevo en unos momentos.',
    goHome: 'Ir a inicio',
  },
} as const;
