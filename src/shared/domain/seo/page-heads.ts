/**
 * What search engines and link previews read of each page (issue 24): its title,
 * its description and whether it is indexed, as the table of pages (routing/pages.ts) gives them.
 * The build writes the per-route HTML head, robots.txt and sitemap.xml from it
 * (scripts/lib/seo-plugin.ts); the app updates the head when the visitor moves between pages.
 * Only relative imports: vite.config.ts loads it.
 */
import { brand } from '../../config/brand.js';
import { documentTitleOf, pages, type PageRow } from '../routing/pages.js';

export interface PageHead {
  title: string;
  description: string;
  /** Indexed and listed in the sitemap; otherwise `noindex` and left out of it. */
  indexed: boolean;
}

/** The heads of a table of pages, by path, in the table's order. */
export function pageHeadsOf(table: Readonly<Record<string, PageRow>>): Readonly<Record<string, PageHead>> {
  return Object.fromEntries(Object.values(table).map((row) => [row.path, { title: documentTitleOf(row), description: row.description, indexed: row.indexed }]));
}

/** The site's pages by path. Account, logged-in, payment-result and technical pages are not indexed. */
export const pageHeads: Readonly<Record<string, PageHead>> = pageHeadsOf(pages);

/** The head of a path the table does not know (a mistyped address on its way to /404): not indexed. */
export function pageHeadOf(pathname: string, heads: Readonly<Record<string, PageHead>> = pageHeads): PageHead {
  return heads[pathname] ?? { title: documentTitleOf(pages.notFound), description: pages.notFound.description, indexed: false };
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
export function headTagsOf(pathname: string, siteUrl: string, heads: Readonly<Record<string, PageHead>> = pageHeads): HeadTag[] {
  const head = pageHeadOf(pathname, heads);
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
export function indexedPaths(heads: Readonly<Record<string, PageHead>> = pageHeads): string[] {
  return Object.entries(heads).flatMap(([path, head]) => (head.indexed ? [path] : []));
}
