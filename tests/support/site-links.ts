/**
 * Where an internal link of the site leads, read from the table of pages (the same table the
 * router's routes come from, src/app/routes.tsx): a page, an alias or legacy `.html` address that
 * redirects to one, a static file, or the not-found page. Pure and with relative imports only, so
 * Vitest (the mocks' texts) and Playwright (the rendered pages) both read it (issue 46).
 */
import { pages } from '../../src/shared/domain/routing/pages';
import { aliasPaths } from '../../src/shared/domain/routing/paths';

/** The legacy address of a clean path (spec 2.1), as the router redirects it. */
function legacyHtmlOf(path: string): string {
  return path === pages.home.path ? '/index.html' : `${path}.html`;
}

const pagePaths = Object.values(pages)
  .map((row) => row.path)
  .filter((path) => path !== pages.notFound.path);
const aliases = Object.values(aliasPaths);

/** Every address the route table answers with a page other than the 404, as the router compares them. */
export const routedPaths: ReadonlySet<string> = new Set(
  [...pagePaths, ...aliases, ...pagePaths.map(legacyHtmlOf), ...aliases.map(legacyHtmlOf)].map(normalisedPath),
);

/** The router matches paths case-insensitively and ignores a trailing slash. */
function normalisedPath(path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return decodeURI(trimmed).toLowerCase();
}

/** A file the site serves as it is (a PDF, an image), not a route: its path ends with an extension other than .html. */
function isStaticFile(pathname: string): boolean {
  return /\.[a-z0-9]{2,5}$/i.test(pathname) && !/\.html$/i.test(pathname);
}

export type LinkVerdict =
  { kind: 'external' } | { kind: 'page'; pathname: string } | { kind: 'file'; pathname: string } | { kind: 'notFound'; pathname: string };

/** Where `href`, written on a page of `origin`, leads. Non-navigating schemes (mailto, tel, javascript) and fragments count as external. */
export function linkVerdict(href: string, origin: string): LinkVerdict {
  const trimmed = href.trim();
  if (trimmed === '' || trimmed.startsWith('#') || /^(mailto|tel|sms|javascript|data|blob|whatsapp):/i.test(trimmed)) return { kind: 'external' };
  let url: URL;
  try {
    url = new URL(trimmed, `${origin}/`);
  } catch {
    return { kind: 'notFound', pathname: trimmed };
  }
  if (url.origin !== new URL(origin).origin) return { kind: 'external' };
  const { pathname } = url;
  if (isStaticFile(pathname)) return { kind: 'file', pathname };
  return routedPaths.has(normalisedPath(pathname)) ? { kind: 'page', pathname } : { kind: 'notFound', pathname };
}

/** The href of every `<a>` in an HTML text (the mocks' legal texts, banners and messages). */
export function hrefsInHtml(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*?\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)].map((match) => match[1] ?? match[2] ?? match[3] ?? '');
}
