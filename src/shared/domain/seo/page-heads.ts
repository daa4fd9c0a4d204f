/**
 * What search engines and link previews read of each page (issue 24): its title,
 * its description and whether it is indexed. One table for the build (the per-route HTML head,
 * robots.txt and sitemap.xml: scripts/lib/seo-plugin.ts) and for the app, which updates the head
 * when the visitor moves between pages. Titles equal the pages' own `<title>`
 * (tests/seo/page-heads.test.ts). Only relative imports: vite.config.ts loads it.
 */
import { brand } from '../../config/brand.js';
import { accountPaths, paths, postpaidPath } from '../routing/paths.js';

export interface PageHead {
  title: string;
  description: string;
  /** Indexed and listed in the sitemap; otherwise `noindex` and left out of it. */
  indexed: boolean;
}

const titled = (page: string) => `${page} | ${brand.name}`;
const page = (title: string, description: string): PageHead => ({ title: titled(title), description, indexed: true });
const hidden = (title: string, description: string): PageHead => ({ title: titled(title), description, indexed: false });

/** The site's pages by path. Account, logged-in, payment-result and technical pages are not indexed. */
export const pageHeads: Readonly<Record<string, PageHead>> = {
  [paths.home]: page(
    'Inicio',
    `${brand.name}: telefonía e internet de prepago. Recarga en línea, compra tu SIM o eSIM, cámbiate conservando tu número y revisa la cobertura.`,
  ),
  [paths.topUps]: page(
    'Recargas',
    `Recarga tu línea ${brand.name} en línea con tarjeta o monedero: elige tu recarga, paga de forma segura y disfruta datos, minutos y SMS al instante.`,
  ),
  [paths.getALine]: page(
    `Cámbiate a ${brand.name}`,
    `Cámbiate a ${brand.name} conservando tu número: un asesor te llama por WhatsApp o por teléfono para que obtengas tu SIM con servicio.`,
  ),
  [paths.prepaid]: page(
    `Mi ${brand.name} prepago`,
    `Ofertas de prepago ${brand.name}: recargas con datos, redes sociales, minutos y SMS ilimitados a todo México. Elige la tuya y paga en línea.`,
  ),
  [paths.packages]: page(
    'Paquetes',
    `Paquetes ${brand.name} de datos, minutos y redes sociales para tu línea de prepago. Compara vigencias y precios en pesos y cómpralos en línea.`,
  ),
  [paths.internationalPackages]: page(
    `Paquetes ${brand.name} internacionales`,
    `Paquetes internacionales ${brand.name}: datos, minutos y SMS para usar tu línea en Estados Unidos y Canadá. Consulta precios y vigencias.`,
  ),
  [paths.promotions]: page(
    'Promociones',
    `Promociones vigentes de ${brand.name}: recargas con más datos, beneficios en redes sociales y ofertas especiales para tu línea de prepago.`,
  ),
  [paths.portableInternet]: page(
    'Internet portátil',
    `Internet portátil ${brand.name}: planes de datos para tu módem o MiFi, llévalo contigo y conéctate donde haya cobertura en México.`,
  ),
  [paths.homeInternet]: page(
    'Internet en casa',
    `Internet en casa ${brand.name} sin plazos forzosos: elige tu plan de datos para el hogar, revisa la cobertura en tu domicilio y recarga en línea.`,
  ),
  [paths.businessInternet]: page(
    'Internet empresarial',
    `Internet empresarial ${brand.name}: líneas y planes de datos para tu negocio, con ofertas para módems y equipos de tu empresa.`,
  ),
  [paths.esim]: page(
    'eSIM',
    `Compra tu eSIM ${brand.name} en línea: revisa si tu equipo es compatible, elige tu oferta y activa tu línea sin esperar una SIM física.`,
  ),
  [paths.portIn]: page(
    'Haz tu portabilidad',
    `Haz tu portabilidad a ${brand.name} y conserva tu número: solicita tu NIP, captura tus datos y sigue el estado de tu cambio de compañía.`,
  ),
  [paths.nirChange]: page(
    `Gestiona tu ${brand.name}`,
    `Cambia la lada (NIR) de tu línea ${brand.name}: valida tu número, elige la nueva lada y recibe tu nuevo número sin cambiar de SIM.`,
  ),
  [paths.compatibility]: page(
    'Compatibilidad',
    `Revisa si tu celular es compatible con la red ${brand.name}: captura el IMEI de tu equipo y conoce si funciona con SIM o eSIM.`,
  ),
  [paths.coverage]: page(
    'Cobertura',
    `Consulta la cobertura de ${brand.name} en tu domicilio o en el mapa y conoce dónde tendrás datos, llamadas y SMS en México.`,
  ),
  [paths.serviceCentres]: page(
    'Centros de atención',
    `Centros de atención y preguntas frecuentes de ${brand.name}: dónde comprar tu SIM, recargar y recibir ayuda con tu línea de prepago.`,
  ),
  [paths.fairUse]: page(
    'Política de uso justo',
    `Política de uso justo de ${brand.name}: cómo se gestiona el tráfico de datos de las ofertas ilimitadas para que todos naveguen bien.`,
  ),
  [paths.terms]: page(
    'Términos y condiciones',
    `Términos y condiciones del servicio de telefonía e internet de prepago ${brand.name}, de sus recargas, ofertas y de la compra en línea.`,
  ),
  [paths.associatesTopUps]: page(
    'Recargas asociados',
    `Recargas ${brand.name} para asociados: elige la recarga de tu línea y págala en línea con los beneficios de tu programa de asociados.`,
  ),
  [paths.siteMap]: page(
    'Mapa del sitio',
    `Mapa del sitio ${brand.name}: todas las páginas de recargas, ofertas, eSIM, portabilidad, cobertura, ayuda y tu cuenta en un solo lugar.`,
  ),
  [paths.invoices]: page(
    'Facturación',
    `Solicita la factura (CFDI) de tu recarga ${brand.name}: captura los datos de tu pago y tus datos fiscales y recibe tu factura por correo.`,
  ),
  [paths.simReplacement]: page(
    'Reposición de SIM',
    `Solicita la reposición de tu SIM ${brand.name} si la perdiste, te la robaron o se dañó: confirma tu línea con un código y registra tu SIM nueva.`,
  ),
  [accountPaths.login]: page(
    'Inicio de sesión',
    `Inicia sesión en tu cuenta ${brand.name} para consultar tus consumos, recargar, programar recargas recurrentes y actualizar tus datos.`,
  ),
  [accountPaths.register]: page(
    'Registro',
    `Crea tu cuenta ${brand.name} con tu número de línea: consulta tus consumos, guarda tus recargas recurrentes y administra tu perfil.`,
  ),
  [accountPaths.recovery]: page(
    'Cambio de contraseña',
    `¿Olvidaste tu contraseña de ${brand.name}? Recupera el acceso a tu cuenta con un código enviado a tu línea y crea una contraseña nueva.`,
  ),
  [paths.notFound]: hidden('Página no encontrada', `La página que buscas no está disponible en ${brand.name}: pudo ser eliminada o el enlace es incorrecto.`),
  [accountPaths.completeRegistration]: hidden('Registro', `Completa el registro de tu cuenta ${brand.name}.`),
  [accountPaths.accountHome]: hidden('Mis consumos', `Consumos y saldo de tu línea ${brand.name}.`),
  [accountPaths.recurringTopUps]: hidden('Recargas recurrentes', `Recargas recurrentes de tu línea ${brand.name}.`),
  [accountPaths.editProfile]: hidden('Actualizar datos', `Actualiza los datos de tu cuenta ${brand.name}.`),
  [accountPaths.cardReplacement]: hidden('Cambiar tarjeta', `Cambia la tarjeta de tu recarga recurrente ${brand.name}.`),
  [accountPaths.sso]: hidden('Inicio de sesión', `Inicia sesión en tu cuenta ${brand.name}.`),
  [accountPaths.ssoCallback]: hidden('Inicio de sesión', `Validando tu acceso a ${brand.name}.`),
  [postpaidPath]: hidden(`Mi ${brand.name} pospago`, `Tu cuenta de pospago ${brand.name}.`),
};

/** The head of a path the table does not know (a mistyped address on its way to /404): not indexed. */
export function pageHeadOf(pathname: string): PageHead {
  return pageHeads[pathname] ?? { ...(pageHeads[paths.notFound] as PageHead) };
}

/** The canonical site address when VITE_SITE_URL is empty (payments 9). */
export const DEFAULT_SITE_URL = 'https://www.bait.com.mx';

/** The canonical address, without a trailing slash; anything that is not an http(s) address gives the default. */
export function siteUrlOf(configured: string | undefined): string {
  const value = configured?.trim() ?? '';
  try {
    const url = new URL(value);
    if (url.protocol === 'https:' || url.protocol === 'http:') return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
  } catch {
    // Empty or not an address: the default.
  }
  return DEFAULT_SITE_URL;
}

/** The link-preview image, a file of public/ (1200 × 630). */
const SHARE_IMAGE = { path: '/og-image.png', width: 1200, height: 630, alt: `${brand.name}: telefonía e internet de prepago` } as const;

export type HeadTag = { tag: 'meta' | 'link'; key: [attribute: 'name' | 'property' | 'rel', value: string]; attributes: Record<string, string> };

/**
 * The head elements of a page besides its title, each with the attribute that identifies it, so
 * the app can find and update the element the build wrote. Search queries never reach the
 * canonical address.
 */
export function headTagsOf(pathname: string, siteUrl: string): HeadTag[] {
  const head = pageHeadOf(pathname);
  const canonical = `${siteUrl}${pathname}`;
  const meta = (attribute: 'name' | 'property', key: string, content: string): HeadTag => ({
    tag: 'meta',
    key: [attribute, key],
    attributes: { [attribute]: key, content },
  });
  return [
    meta('name', 'description', head.description),
    meta('name', 'robots', head.indexed ? 'index, follow' : 'noindex, follow'),
    { tag: 'link', key: ['rel', 'canonical'], attributes: { rel: 'canonical', href: canonical } },
    meta('property', 'og:type', 'website'),
    meta('property', 'og:locale', 'es_MX'),
    meta('property', 'og:site_name', brand.name),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:image', `${siteUrl}${SHARE_IMAGE.path}`),
    meta('property', 'og:image:width', String(SHARE_IMAGE.width)),
    meta('property', 'og:image:height', String(SHARE_IMAGE.height)),
    meta('property', 'og:image:alt', SHARE_IMAGE.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', `${siteUrl}${SHARE_IMAGE.path}`),
    meta('name', 'twitter:image:alt', SHARE_IMAGE.alt),
  ];
}

/** The indexed pages, as the sitemap lists them. */
export function indexedPaths(): string[] {
  return Object.entries(pageHeads).flatMap(([path, head]) => (head.indexed ? [path] : []));
}
