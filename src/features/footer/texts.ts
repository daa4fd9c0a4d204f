import { brand } from '@/shared/config/brand';
import type { PdfFileName } from '@/shared/ui/pdf-viewer';

/** Spanish texts of the footer and the social bar (spec 1 and 2.5, decision 040). */
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
  newTabNote: '(se abre en una pestaña nueva)',
  contact: {
    email: 'Correo electrónico:',
    tollFree: 'Llamada sin costo:',
    shortCode: `desde tu línea ${brand.name}`,
    authorities: 'Autoridades de seguridad y justicia:',
  },
  rights: (year: number) => `© ${year} ${brand.name}. Todos los derechos reservados.`,
  version: (version: string) => `Versión ${version}`,
  social: {
    label: 'Redes sociales y atención',
    facebook: `${brand.name} en Facebook`,
    instagram: `${brand.name} en Instagram`,
    x: `${brand.name} en X`,
    tiktok: `${brand.name} en TikTok`,
    whatsapp: `Escríbenos por WhatsApp`,
    /** The chat's first message, prefilled (assumed wording, decision 040). */
    whatsappGreeting: `¡Hola, ${brand.name}! Me gustaría recibir información.`,
    manageLine: `Gestiona tu ${brand.name}`,
  },
} as const;
