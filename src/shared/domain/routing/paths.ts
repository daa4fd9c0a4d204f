import { brand } from '../../config/brand.js';

/**
 * Public paths of the site (spec 2.1), shared by the router (src/app) and the features that link
 * to them. Every entry is a page of its own; `npm run size` measures each one.
 */
export const paths = {
  home: '/',
  topUps: '/recargas',
  getALine: `/cambiate-a-${brand.slug}`,
  prepaid: `/mi-${brand.slug}-prepago`,
  packages: '/paquetes',
  internationalPackages: `/paquetes-${brand.slug}-internacionales`,
  promotions: '/promociones',
  portableInternet: '/internet-portatil',
  homeInternet: '/internet-en-casa',
  businessInternet: '/internet-empresarial',
  esim: '/e-sim',
  portIn: '/haz-tu-portabilidad',
  nirChange: '/cambio-nir',
  compatibility: '/compatibilidad',
  coverage: '/cobertura',
  serviceCentres: '/centros-de-atencion',
  fairUse: '/politica-de-uso-justo',
  terms: '/terminos-y-condiciones',
  associatesTopUps: '/recargas-asociados',
  siteMap: '/mapa-sitio',
  /** Invoice (CFDI) request of a paid recharge; public, like the top-ups. */
  invoices: '/facturacion',
  /** A lost, stolen or damaged SIM replaced by a new one; public, the session fills the line. */
  simReplacement: '/reposicion-sim',
  notFound: '/404',
} as const;

export type PathKey = keyof typeof paths;

/**
 * Other addresses of the same pages (spec 2.1: menu links and legacy names). The router redirects
 * each one to its page; links may use them where the spec does (the offer cards link to /PUJ).
 */
export const aliasPaths = {
  international: `/${brand.slug}-internacional`,
  portIn: '/portabilidad',
  business: '/negocios',
  faq: `/faq-${brand.slug}`,
  frequentQuestions: '/preguntas-frecuentes',
  fairUse: '/PUJ',
} as const;

/** The postpaid area, embedded from its own host; only with the pospaid flag (spec 2.1 and 2.4). */
export const postpaidPath = `/mi-${brand.slug}-pospago`;

/**
 * Account pages (spec 2.2). The first four are for visitors without a session (a logged-in user
 * goes to accountHome); the next three need a session (others go to the home page); the sso
 * pair exists only with the sso flag.
 */
export const accountPaths = {
  login: '/login',
  recovery: '/recuperacion',
  register: '/registro',
  completeRegistration: '/completar-registro',
  accountHome: '/home',
  recurringTopUps: '/recurrente',
  editProfile: '/editar-perfil',
  /** Replacing the card of a recurring top-up, reached from /recurrente. */
  cardReplacement: '/cambiar-tarjeta',
  sso: '/sso',
  ssoCallback: '/sso-callback',
} as const;

export type AccountPathKey = keyof typeof accountPaths;

/** The query of accountPaths.cardReplacement: the recurring top-up and its line. */
export const cardReplacementQuery = { topUpId: 'recarga', line: 'linea' } as const;
