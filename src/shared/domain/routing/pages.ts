/**
 * Every screen of the site, keyed by page: the one place that gives its path (spec 2.1, 2.2), its
 * Spanish title and description (the head, the sitemap), whether search engines index it, its label
 * in the site map, who may open it, and its component. Routes, titles, heads, sitemap.xml,
 * robots.txt, the legacy `.html` redirects, the route budgets of `npm run size` and the browser
 * check of every route are all derived from it: a new screen is a folder plus one row here.
 *
 * Only relative imports and no code of the pages: vite.config.ts, the scripts and every feature
 * read it. A row names its component as `<module under src>#<export>`; `npm run generate` writes
 * a lazy loader of that module (src/app/generated/page-components.ts), so no page's code reaches
 * the entry chunk, and a name that leads nowhere fails the typecheck.
 */
import { brand } from '../../config/brand.js';
import type { FeatureFlagName } from '../feature-flags/types.js';

/**
 * Who may open a page (spec 2.2): anyone; only a visitor without a session (a logged-in one goes
 * to the account home); only with a session (others go home); only while a feature flag is on.
 */
export type PageGuard = 'public' | 'anonymous' | 'session' | { flag: FeatureFlagName };

export interface PageRow {
  path: string;
  /** The page's name; the document title is the name, then the brand. */
  title: string;
  description: string;
  /** Indexed and listed in the sitemap; otherwise `noindex` and left out of it. */
  indexed: boolean;
  /** Its entry in the site map page (/mapa-sitio); pages without one are not listed there. */
  siteMapLabel?: string;
  guard: PageGuard;
  /**
   * `<module path under src, without extension>#<exported component>`. `npm run generate` writes
   * the module's lazy loader into src/app/generated/, where src/app/routes.tsx checks it: a module
   * or an export that does not exist fails the typecheck.
   */
  component: `${string}#${string}`;
  /**
   * The page shows offer cards, whose top-up dialog and payment plugin load on the first click:
   * `npm run size` holds it to the offer routes' budget (decision 094). The app does not read it.
   */
  offerCards?: true;
}

export const pages = {
  home: {
    path: '/',
    title: 'Inicio',
    description: `${brand.name}: telefonía e internet de prepago. Recarga en línea, compra tu SIM o eSIM, cámbiate conservando tu número y revisa la cobertura.`,
    indexed: true,
    siteMapLabel: 'Inicio',
    guard: 'public',
    component: 'features/home/home-page#HomePage',
  },
  topUps: {
    path: '/recargas',
    title: 'Recargas',
    description: `Recarga tu línea ${brand.name} en línea con tarjeta o monedero: elige tu recarga, paga de forma segura y disfruta datos, minutos y SMS al instante.`,
    indexed: true,
    siteMapLabel: 'Recargas',
    guard: 'public',
    offerCards: true,
    component: 'features/offers/offer-pages#TopUpsPage',
  },
  getALine: {
    path: `/cambiate-a-${brand.slug}`,
    title: `Cámbiate a ${brand.name}`,
    description: `Cámbiate a ${brand.name} conservando tu número: un asesor te llama por WhatsApp o por teléfono para que obtengas tu SIM con servicio.`,
    indexed: true,
    siteMapLabel: `Cámbiate a ${brand.name}`,
    guard: 'public',
    offerCards: true,
    component: 'app/pages/get-a-line-route#GetALineRoute',
  },
  prepaid: {
    path: `/mi-${brand.slug}-prepago`,
    title: `Mi ${brand.name} prepago`,
    description: `Ofertas de prepago ${brand.name}: recargas con datos, redes sociales, minutos y SMS ilimitados a todo México. Elige la tuya y paga en línea.`,
    indexed: true,
    siteMapLabel: `Mi ${brand.name} prepago`,
    guard: 'public',
    offerCards: true,
    component: 'features/offers/offer-pages#PrepaidPage',
  },
  packages: {
    path: '/paquetes',
    title: 'Paquetes',
    description: `Paquetes ${brand.name} de datos, minutos y redes sociales para tu línea de prepago. Compara vigencias y precios en pesos y cómpralos en línea.`,
    indexed: true,
    siteMapLabel: 'Paquetes',
    guard: 'public',
    offerCards: true,
    component: 'features/offers/offer-pages#PackagesPage',
  },
  internationalPackages: {
    path: `/paquetes-${brand.slug}-internacionales`,
    title: `Paquetes ${brand.name} internacionales`,
    description: `Paquetes internacionales ${brand.name}: datos, minutos y SMS para usar tu línea en Estados Unidos y Canadá. Consulta precios y vigencias.`,
    indexed: true,
    siteMapLabel: `Paquetes ${brand.name} internacionales`,
    guard: 'public',
    offerCards: true,
    component: 'features/offers/offer-pages#InternationalPackagesPage',
  },
  promotions: {
    path: '/promociones',
    title: 'Promociones',
    description: `Promociones vigentes de ${brand.name}: recargas con más datos, beneficios en redes sociales y ofertas especiales para tu línea de prepago.`,
    indexed: true,
    siteMapLabel: 'Promociones',
    guard: 'public',
    offerCards: true,
    component: 'features/offers/offer-pages#PromotionsPage',
  },
  portableInternet: {
    path: '/internet-portatil',
    title: 'Internet portátil',
    description: `Internet portátil ${brand.name}: planes de datos para tu módem o MiFi, llévalo contigo y conéctate donde haya cobertura en México.`,
    indexed: true,
    siteMapLabel: 'Internet portátil',
    guard: 'public',
    offerCards: true,
    component: 'features/offers/offer-pages#PortableInternetPage',
  },
  homeInternet: {
    path: '/internet-en-casa',
    title: 'Internet en casa',
    description: `Internet en casa ${brand.name} sin plazos forzosos: elige tu plan de datos para el hogar, revisa la cobertura en tu domicilio y recarga en línea.`,
    indexed: true,
    siteMapLabel: 'Internet en casa',
    guard: 'public',
    offerCards: true,
    component: 'features/offers/offer-pages#HomeInternetPage',
  },
  // Public like /e-sim: the business-page flag hides the menu link only (spec 2.1 and 5), it gates
  // no route, unlike pospaid and sso.
  businessInternet: {
    path: '/internet-empresarial',
    title: 'Internet empresarial',
    description: `Internet empresarial ${brand.name}: líneas y planes de datos para tu negocio, con ofertas para módems y equipos de tu empresa.`,
    indexed: true,
    siteMapLabel: 'Internet empresarial',
    guard: 'public',
    offerCards: true,
    component: 'features/offers/offer-pages#BusinessInternetPage',
  },
  esim: {
    path: '/e-sim',
    title: 'eSIM',
    description: `Compra tu eSIM ${brand.name} en línea: revisa si tu equipo es compatible, elige tu oferta y activa tu línea sin esperar una SIM física.`,
    indexed: true,
    siteMapLabel: 'eSIM',
    guard: 'public',
    offerCards: true,
    component: 'features/offers/offer-pages#EsimPage',
  },
  portIn: {
    path: '/haz-tu-portabilidad',
    title: 'Haz tu portabilidad',
    description: `Haz tu portabilidad a ${brand.name} y conserva tu número: solicita tu NIP, captura tus datos y sigue el estado de tu cambio de compañía.`,
    indexed: true,
    siteMapLabel: 'Haz tu portabilidad',
    guard: 'public',
    component: 'app/pages/port-in-route#PortInRoute',
  },
  nirChange: {
    path: '/cambio-nir',
    title: `Gestiona tu ${brand.name}`,
    description: `Cambia la lada (NIR) de tu línea ${brand.name}: valida tu número, elige la nueva lada y recibe tu nuevo número sin cambiar de SIM.`,
    indexed: true,
    siteMapLabel: `Gestiona tu ${brand.name} (cambio de NIR)`,
    guard: 'public',
    component: 'features/nir-change/nir-change-page#NirChangePage',
  },
  compatibility: {
    path: '/compatibilidad',
    title: 'Compatibilidad',
    description: `Revisa si tu celular es compatible con la red ${brand.name}: captura el IMEI de tu equipo y conoce si funciona con SIM o eSIM.`,
    indexed: true,
    siteMapLabel: 'Compatibilidad',
    guard: 'public',
    component: 'features/compatibility/compatibility-page#CompatibilityPage',
  },
  coverage: {
    path: '/cobertura',
    title: 'Cobertura',
    description: `Consulta la cobertura de ${brand.name} en tu domicilio o en el mapa y conoce dónde tendrás datos, llamadas y SMS en México.`,
    indexed: true,
    siteMapLabel: 'Cobertura',
    guard: 'public',
    component: 'app/pages/coverage-route#CoverageRoute',
  },
  serviceCentres: {
    path: '/centros-de-atencion',
    title: 'Centros de atención',
    description: `Centros de atención y preguntas frecuentes de ${brand.name}: dónde comprar tu SIM, recargar y recibir ayuda con tu línea de prepago.`,
    indexed: true,
    siteMapLabel: 'Centros de atención',
    guard: 'public',
    component: 'features/static-pages/static-pages#ServiceCentresPage',
  },
  fairUse: {
    path: '/politica-de-uso-justo',
    title: 'Política de uso justo',
    description: `Política de uso justo de ${brand.name}: cómo se gestiona el tráfico de datos de las ofertas ilimitadas para que todos naveguen bien.`,
    indexed: true,
    siteMapLabel: 'Política de uso justo',
    guard: 'public',
    component: 'features/static-pages/static-pages#FairUsePage',
  },
  terms: {
    path: '/terminos-y-condiciones',
    title: 'Términos y condiciones',
    description: `Términos y condiciones del servicio de telefonía e internet de prepago ${brand.name}, de sus recargas, ofertas y de la compra en línea.`,
    indexed: true,
    siteMapLabel: 'Términos y condiciones',
    guard: 'public',
    component: 'features/static-pages/static-pages#TermsPage',
  },
  associatesTopUps: {
    path: '/recargas-asociados',
    title: 'Recargas asociados',
    description: `Recargas ${brand.name} para asociados: elige la recarga de tu línea y págala en línea con los beneficios de tu programa de asociados.`,
    indexed: true,
    siteMapLabel: 'Recargas asociados',
    guard: 'public',
    offerCards: true,
    component: 'features/offers/offer-pages#AssociatesTopUpsPage',
  },
  siteMap: {
    path: '/mapa-sitio',
    title: 'Mapa del sitio',
    description: `Mapa del sitio ${brand.name}: todas las páginas de recargas, ofertas, eSIM, portabilidad, cobertura, ayuda y tu cuenta en un solo lugar.`,
    indexed: true,
    siteMapLabel: 'Mapa del sitio',
    guard: 'public',
    component: 'features/static-pages/static-pages#SiteMapPage',
  },
  /** Invoice (CFDI) request of a paid recharge; public, like the top-ups (decision 105). */
  invoices: {
    path: '/facturacion',
    title: 'Facturación',
    description: `Solicita la factura (CFDI) de tu recarga ${brand.name}: captura los datos de tu pago y tus datos fiscales y recibe tu factura por correo.`,
    indexed: true,
    siteMapLabel: 'Facturación',
    guard: 'public',
    component: 'features/invoices/invoices-page#InvoicesPage',
  },
  /** A lost, stolen or damaged SIM replaced by a new one; public, the session fills the line (decision 170). */
  simReplacement: {
    path: '/reposicion-sim',
    title: 'Reposición de SIM',
    description: `Solicita la reposición de tu SIM ${brand.name} si la perdiste, te la robaron o se dañó: confirma tu línea con un código y registra tu SIM nueva.`,
    indexed: true,
    siteMapLabel: 'Reposición de SIM',
    guard: 'public',
    component: 'features/sim-replacement/sim-replacement-page#SimReplacementPage',
  },
  notFound: {
    path: '/404',
    title: 'Página no encontrada',
    description: `La página que buscas no está disponible en ${brand.name}: pudo ser eliminada o el enlace es incorrecto.`,
    indexed: false,
    guard: 'public',
    component: 'app/not-found-page#NotFoundPage',
  },
  login: {
    path: '/login',
    title: 'Inicio de sesión',
    description: `Inicia sesión en tu cuenta ${brand.name} para consultar tus consumos, recargar, programar recargas recurrentes y actualizar tus datos.`,
    indexed: true,
    guard: 'anonymous',
    component: 'features/account/login/login-page#LoginPage',
  },
  recovery: {
    path: '/recuperacion',
    title: 'Cambio de contraseña',
    description: `¿Olvidaste tu contraseña de ${brand.name}? Recupera el acceso a tu cuenta con un código enviado a tu línea y crea una contraseña nueva.`,
    indexed: true,
    guard: 'anonymous',
    component: 'features/account/recovery/recovery-page#RecoveryPage',
  },
  register: {
    path: '/registro',
    title: 'Registro',
    description: `Crea tu cuenta ${brand.name} con tu número de línea: consulta tus consumos, guarda tus recargas recurrentes y administra tu perfil.`,
    indexed: true,
    guard: 'anonymous',
    component: 'features/account/register/register-page#RegisterPage',
  },
  completeRegistration: {
    path: '/completar-registro',
    title: 'Registro',
    description: `Completa el registro de tu cuenta ${brand.name}.`,
    indexed: false,
    guard: 'anonymous',
    component: 'features/account/complete-registration/complete-registration-page#CompleteRegistrationPage',
  },
  accountHome: {
    path: '/home',
    title: 'Mis consumos',
    description: `Consumos y saldo de tu línea ${brand.name}.`,
    indexed: false,
    guard: 'session',
    component: 'features/balance/balance-page#BalancePage',
  },
  recurringTopUps: {
    path: '/recurrente',
    title: 'Recargas recurrentes',
    description: `Recargas recurrentes de tu línea ${brand.name}.`,
    indexed: false,
    guard: 'session',
    component: 'features/recurring-top-ups/recurring-top-ups-page#RecurringTopUpsPage',
  },
  editProfile: {
    path: '/editar-perfil',
    title: 'Actualizar datos',
    description: `Actualiza los datos de tu cuenta ${brand.name}.`,
    indexed: false,
    guard: 'session',
    component: 'app/pages/edit-profile-route#EditProfileRoute',
  },
  /** Replacing the card of a recurring top-up, reached from /recurrente (decision 106). */
  cardReplacement: {
    path: '/cambiar-tarjeta',
    title: 'Cambiar tarjeta',
    description: `Cambia la tarjeta de tu recarga recurrente ${brand.name}.`,
    indexed: false,
    guard: 'session',
    component: 'features/payments/card-replacement/card-replacement-page#CardReplacementPage',
  },
  sso: {
    path: '/sso',
    title: 'Inicio de sesión',
    description: `Inicia sesión en tu cuenta ${brand.name}.`,
    indexed: false,
    guard: { flag: 'sso' },
    component: 'features/sso/sso-page#SsoPage',
  },
  ssoCallback: {
    path: '/sso-callback',
    title: 'Inicio de sesión',
    description: `Validando tu acceso a ${brand.name}.`,
    indexed: false,
    guard: { flag: 'sso' },
    component: 'features/sso/sso-callback-page#SsoCallbackPage',
  },
  /** The postpaid area, embedded from its own host (spec 2.1 and 2.4). */
  postpaid: {
    path: `/mi-${brand.slug}-pospago`,
    title: `Mi ${brand.name} pospago`,
    description: `Tu cuenta de pospago ${brand.name}.`,
    indexed: false,
    guard: { flag: 'pospaid' },
    component: 'features/postpaid/postpaid-page#PostpaidPage',
  },
} as const satisfies Record<string, PageRow>;

export type PageKey = keyof typeof pages;

/** The pages the site map may list: those with a label. */
export type SiteMapPageKey = { [Key in PageKey]: (typeof pages)[Key] extends { siteMapLabel: string } ? Key : never }[PageKey];

/** The document title of a page: its name, then the brand's. */
export const documentTitleOf = (row: Pick<PageRow, 'title'>): string => `${row.title} | ${brand.name}`;
