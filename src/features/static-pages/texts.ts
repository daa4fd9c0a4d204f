import { brand } from '@/shared/config/brand';
import type { SiteMapPageKey } from '@/shared/domain/routing/pages';
import { coverageTexts } from './coverage-texts';
import { portInTexts } from './port-in-texts';

/** Spanish texts of the informational pages (docs/decisions/030-offer-pages.md). */
export const staticPagesTexts = {
  portIn: portInTexts,
  coverage: coverageTexts,
  serviceCentres: {
    heading: 'Centros de atención',
    intro: `Estamos para ayudarte con tus recargas, tu portabilidad y cualquier duda sobre tu línea ${brand.name}.`,
    channelsHeading: 'Canales de atención',
    channels: ['Marca *282 desde tu línea, sin costo.', 'Acude a la tienda donde compraste tu SIM para recibir ayuda presencial.'],
    faqHeading: 'Preguntas frecuentes',
    faqLoading: 'Cargando preguntas frecuentes…',
    faqEmpty: 'No hay preguntas frecuentes por el momento.',
    faqError: 'No pudimos cargar las preguntas frecuentes. Por favor inténtalo de nuevo.',
    retry: 'Reintentar',
  },
  fairUse: {
    heading: 'Política de uso justo',
    intro: `La política de uso justo (PUJ) asegura que todos los usuarios de ${brand.name} disfruten de un servicio de calidad.`,
    sections: [
      {
        heading: 'Datos para navegar',
        text: 'Al agotar los datos de alta velocidad de tu oferta puedes seguir navegando a una velocidad reducida hasta el fin de la vigencia.',
      },
      {
        heading: 'Redes sociales y servicios ilimitados',
        text: 'Los beneficios ilimitados son para uso personal. Un consumo que no corresponda a un uso personal puede reducir la velocidad del servicio.',
      },
      {
        heading: 'Minutos y SMS',
        text: 'Los minutos y SMS ilimitados aplican a destinos de México, Estados Unidos y Canadá, para uso personal y no comercial.',
      },
      {
        heading: 'Gestión de la red',
        text: 'En momentos de alta demanda la red puede priorizar el tráfico para mantener la calidad del servicio de todos los usuarios.',
      },
    ],
  },
  terms: {
    heading: 'Términos y condiciones',
    intro: `Estos términos regulan el uso de los servicios de telefonía e internet de prepago de ${brand.name} y de este sitio.`,
    sections: [
      {
        heading: 'Servicio de prepago',
        text: 'Los beneficios de cada recarga o paquete están disponibles durante su vigencia y no son acumulables una vez vencida.',
      },
      {
        heading: 'Precios',
        text: 'Los precios se expresan en pesos mexicanos e incluyen impuestos.',
      },
      {
        heading: 'Uso del servicio',
        text: 'El servicio está sujeto a la política de uso justo y a la cobertura de la red.',
      },
      {
        heading: 'Datos personales',
        text: 'Tratamos tus datos conforme a nuestro aviso de privacidad.',
      },
    ],
    fairUse: 'Consulta la política de uso justo',
    privacyNotice: 'Aviso de privacidad',
  },
  siteMap: {
    heading: 'Mapa del sitio',
    intro: `Todas las páginas de ${brand.name} en un solo lugar.`,
    groups: [
      // Page keys of the table of pages, which gives each one its label.
      { heading: 'Recargas y paquetes', pages: ['topUps', 'packages', 'internationalPackages', 'promotions', 'associatesTopUps', 'invoices'] },
      { heading: 'Líneas e internet', pages: ['getALine', 'prepaid', 'esim', 'portIn', 'portableInternet', 'homeInternet', 'businessInternet'] },
      { heading: 'Ayuda', pages: ['home', 'compatibility', 'coverage', 'nirChange', 'simReplacement', 'serviceCentres', 'siteMap'] },
      { heading: 'Información legal', pages: ['fairUse', 'terms'] },
    ] satisfies ReadonlyArray<{ heading: string; pages: readonly SiteMapPageKey[] }>,
  },
} as const;
