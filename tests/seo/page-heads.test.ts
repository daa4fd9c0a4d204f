// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { pages } from '@/shared/domain/routing/pages';
import { accountPaths, paths, postpaidPath } from '@/shared/domain/routing/paths';
import { applyPageHead } from '@/shared/domain/seo/apply-page-head';
import { DEFAULT_SITE_URL, indexedPaths, pageHeadOf, pageHeads, siteUrlOf } from '@/shared/domain/seo/page-heads';
import { pageFileOf, robotsTxt, sitemapXml, withPageHead } from '../../scripts/lib/seo-plugin';

const SITE = 'https://sitio.example.mx';

/** Pages behind a session, steps of a flow, technical or flagged pages: never in a search result. */
const NOT_INDEXED = [
  paths.notFound,
  accountPaths.completeRegistration,
  accountPaths.accountHome,
  accountPaths.recurringTopUps,
  accountPaths.editProfile,
  accountPaths.cardReplacement,
  accountPaths.sso,
  accountPaths.ssoCallback,
  postpaidPath,
];

const INDEX_HTML = `<!doctype html><html lang="es-MX"><head><meta charset="UTF-8" />
<meta name="description" content="Descripción de la plantilla" />
<title>Bait</title></head><body><div id="root"></div></body></html>`;

describe('the page heads (decision 140)', () => {
  it('covers every route of the site, each titled with its name in the table of pages and the brand', () => {
    const routes = [...Object.values(paths), ...Object.values(accountPaths), postpaidPath];
    expect(Object.keys(pageHeads).sort()).toEqual([...new Set(routes)].sort());
    for (const row of Object.values(pages)) expect(pageHeads[row.path]?.title, row.path).toBe(`${row.title} | Bait`);
  });

  it('gives every indexed page its own Spanish title and a description of 70 to 160 characters', () => {
    const indexed = indexedPaths().map((path) => pageHeadOf(path));
    expect(new Set(indexed.map(({ title }) => title)).size).toBe(indexed.length);
    expect(new Set(indexed.map(({ description }) => description)).size).toBe(indexed.length);
    for (const { description } of indexed) {
      expect(description.length).toBeGreaterThanOrEqual(70);
      expect(description.length).toBeLessThanOrEqual(160);
    }
  });

  it('leaves account, logged-in and technical pages out of the index and the sitemap', () => {
    expect(
      Object.entries(pageHeads)
        .filter(([, head]) => !head.indexed)
        .map(([path]) => path)
        .sort(),
    ).toEqual([...NOT_INDEXED].sort());
    const sitemap = sitemapXml(SITE);
    for (const path of NOT_INDEXED) expect(sitemap).not.toContain(`<loc>${SITE}${path}</loc>`);
    for (const path of [paths.home, paths.topUps, paths.esim, accountPaths.login, paths.coverage]) expect(sitemap).toContain(`<loc>${SITE}${path}</loc>`);
    expect(sitemap.match(/<loc>/g)).toHaveLength(indexedPaths().length);
  });

  it('reads the canonical site address from the environment, with the default for empty or invalid values', () => {
    expect(siteUrlOf('https://sitio.example.mx/')).toBe(SITE);
    expect(siteUrlOf(' https://sitio.example.mx ')).toBe(SITE);
    expect(siteUrlOf('')).toBe(DEFAULT_SITE_URL);
    expect(siteUrlOf(undefined)).toBe(DEFAULT_SITE_URL);
    expect(siteUrlOf('sitio.example.mx')).toBe(DEFAULT_SITE_URL);
    expect(siteUrlOf('javascript:alert(1)')).toBe(DEFAULT_SITE_URL);
  });
});

describe('the build (scripts/lib/seo-plugin.ts)', () => {
  it('writes a robots.txt that lets crawlers in and names the sitemap; a mock build keeps them out', () => {
    expect(robotsTxt(SITE, 'production')).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${SITE}/sitemap.xml\n`);
    expect(robotsTxt(SITE, 'mock')).toMatch(/User-agent: \*\nDisallow: \/\n/);
  });

  it('gives each page a document with its title, description, canonical and link-preview tags', () => {
    const html = withPageHead(withPageHead(INDEX_HTML, '/', SITE), paths.topUps, SITE);
    const document = new DOMParser().parseFromString(html, 'text/html');
    const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
    expect(document.title).toBe('Recargas | Bait');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(content('meta[name="description"]')).toBe(pageHeadOf(paths.topUps).description);
    expect([...document.head.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href'))).toEqual([`${SITE}/recargas`]);
    expect(content('meta[name="robots"]')).toBe('index, follow');
    expect(content('meta[property="og:title"]')).toBe('Recargas | Bait');
    expect(content('meta[property="og:url"]')).toBe(`${SITE}/recargas`);
    expect(content('meta[property="og:image"]')).toBe(`${SITE}/og-image.png`);
    expect(content('meta[property="og:locale"]')).toBe('es_MX');
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(content('meta[name="twitter:image"]')).toBe(`${SITE}/og-image.png`);
  });

  it('marks the pages left out of the index noindex in their own document', () => {
    const document = new DOMParser().parseFromString(withPageHead(INDEX_HTML, accountPaths.accountHome, SITE), 'text/html');
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, follow');
    expect(pageFileOf(accountPaths.accountHome)).toBe('home.html');
    expect(pageFileOf(paths.home)).toBe('index.html');
  });
});

describe('the app after a navigation (applyPageHead)', () => {
  it('updates the tags the build wrote in place, never adding a second canonical', () => {
    const built = new DOMParser().parseFromString(withPageHead(INDEX_HTML, '/', SITE), 'text/html');
    document.head.innerHTML = built.head.innerHTML;
    applyPageHead(accountPaths.recurringTopUps, SITE);
    applyPageHead(paths.coverage, SITE);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${SITE}/cobertura`);
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('index, follow');
    expect(document.head.querySelector('meta[property="og:description"]')?.getAttribute('content')).toBe(pageHeadOf(paths.coverage).description);
  });

  it('creates the tags when the document has none (the dev server) and marks an unknown address noindex', () => {
    document.head.innerHTML = '';
    applyPageHead('/no-existe', '');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${DEFAULT_SITE_URL}/no-existe`);
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, follow');
  });
});
