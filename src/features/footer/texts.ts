import { brand } from '@/shared/config/brand';
import type { PdfFileName } from '@/shared/ui/pdf-viewer';
import { socialTexts } from './social-texts';

/** Spanish texts of the footer (spec 1 and 2.5); the social bar's are in social-texts.ts. */
export const footerTexts = {
  navigation: 'Pie de página',
  groups: {
    more: `Más sobre ${brand.name}`,
    about: 'Acerca de',
    retailFamily: `Familia ${brand.retailFamily.name}`,
    contact: 'Contacto',
  },
  links: {
    serviceCentres: 'Centros de atención',
    siteMap: 'Mapa del sitio',
    coverage: 'Cobertura',
    fairUse: 'Política de uso justo',
    simReplacement: 'Reposición de SIM',
    privacyNotice: 'Aviso de privacidad',
    cookiePolicy: 'Política de cookies',
  },
  /** The title of each document: its link text and the PDF viewer's title. */
  pdfTitles: {
    'contrato-adhesion-prepago.pdf': 'Contrato de adhesión prepago',
    'contrato-adhesion-internet-en-casa.pdf': 'Contrato de adhesión Internet en casa',
    'reporte-robo-extravio.pdf': 'Reporte de robo o extravío',
    'ciclo-de-vida.pdf': 'Ciclo de vida',
    'carta-derechos-minimos.pdf': 'Carta de derechos mínimos',
    'codigo-gestion-trafico.pdf': 'Código de gestión de tráfico',
    'codigo-practicas-comerciales.pdf': 'Código de prácticas comerciales',
    'politica-devolucion-esim.pdf': 'Política de devolución de eSIM',
  } satisfies Record<PdfFileName, string>,
  /** Read after a document link's text, so a screen-reader user knows what opens. */
  pdfNote: '(PDF)',
  newTabNote: socialTexts.newTabNote,
  contact: {
    email: 'Correo electrónico:',
    tollFree: 'Llamada sin costo:',
    shortCode: `desde tu línea ${brand.name}`,
    authorities: 'Autoridades de seguridad y justicia:',
  },
  rights: (year: number) => `© ${year} ${brand.name}. Todos los derechos reservados.`,
  version: (version: string) => `Versión ${version}`,
} as const;
