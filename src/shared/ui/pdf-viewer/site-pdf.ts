import type { components } from '@/api/generated/site-assets';
import { env } from '@/shared/config/env';

/** A document of the site's own assets host (operation getPdfDocument of openapi/site-assets.yaml). */
export type PdfFileName = components['schemas']['PdfFileName'];

/** Every PdfFileName, so an address can be checked at run time; the `satisfies` below keeps it complete. */
const SITE_PDF_FILES = {
  'contrato-adhesion-prepago.pdf': true,
  'contrato-adhesion-internet-en-casa.pdf': true,
  'reporte-robo-extravio.pdf': true,
  'ciclo-de-vida.pdf': true,
  'carta-derechos-minimos.pdf': true,
  'codigo-gestion-trafico.pdf': true,
  'codigo-practicas-comerciales.pdf': true,
  'politica-devolucion-esim.pdf': true,
} as const satisfies Record<PdfFileName, true>;

const PDF_FOLDER = '/assets/pdf/';

function isPdfFileName(name: string): name is PdfFileName {
  return Object.hasOwn(SITE_PDF_FILES, name);
}

/** The site-assets base without a trailing slash; empty means the page's own origin. */
function assetsBase(): string {
  return env.siteAssetsBaseUrl.replace(/\/+$/, '');
}

/** The address of a site PDF, as a link's href (relative when the assets share the page's origin). */
export function sitePdfUrl(file: PdfFileName): string {
  return `${assetsBase()}${PDF_FOLDER}${file}`;
}

/**
 * The file name when `url` is one of the site's own PDFs (fetched through the typed client),
 * otherwise null (fetched as any other address).
 */
export function sitePdfFileOf(url: string): PdfFileName | null {
  const page = typeof window === 'undefined' ? 'http://localhost/' : window.location.href;
  try {
    const target = new URL(url, page);
    const folder = new URL(`${assetsBase()}${PDF_FOLDER}`, page);
    if (target.origin !== folder.origin || !target.pathname.startsWith(folder.pathname) || target.search || target.hash) return null;
    const name = decodeURIComponent(target.pathname.slice(folder.pathname.length));
    return isPdfFileName(name) ? name : null;
  } catch {
    return null;
  }
}
