import { brand } from '@/shared/config/brand';

export const appTexts = {
  skipToContent: 'Saltar al contenido',
  loadingPage: 'Cargando la página…',
  logo: brand.name,
  mainNavigation: 'Principal',
  nav: {
    getALine: `Cámbiate a ${brand.name}`,
    compatibility: 'Compatibilidad',
  },
  footer: {
    rights: (year: number) => `© ${year} ${brand.name}. Todos los derechos reservados.`,
    privacyNotice: 'Aviso de Privacidad',
    navigation: 'Pie de página',
  },
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
