import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type Plugin } from 'vite';
import { headTagsOf, indexedPaths, pageHeadOf, pageHeads, siteUrlOf, type HeadTag, type PageHead } from '../../src/shared/domain/seo/page-heads.js';

type Heads = Readonly<Record<string, PageHead>>;

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
const escapeText = (value: string) => value.replaceAll('&', '&amp;').replaceAll('<', '&lt;');

function renderTag({ tag, attributes }: HeadTag): string {
  return `<${tag} ${Object.entries(attributes)
    .map(([name, value]) => `${name}="${escapeAttribute(value)}"`)
    .join(' ')} />`;
}

/** The descriptions of the table of pages, by path, as a module of their own for the head updater. */
const PAGE_DESCRIPTIONS = 'virtual:page-descriptions';

const BLOCK = /<!-- page-head -->[\s\S]*?<!-- \/page-head -->/;

/**
 * index.html with the head of `pathname`: its title, and the description, robots, canonical and
 * link-preview tags between the `page-head` markers (in place of the page's own description).
 */
export function withPageHead(html: string, pathname: string, siteUrl: string, heads: Heads = pageHeads): string {
  const block = ['<!-- page-head -->', ...headTagsOf(pathname, siteUrl, heads).map(renderTag), '<!-- /page-head -->'].join('\n    ');
  const withTitle = html.replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeText(pageHeadOf(pathname, heads).title)}</title>`);
  if (BLOCK.test(withTitle)) return withTitle.replace(BLOCK, block);
  const withoutDescription = withTitle.replace(/\s*<meta name="description"[^>]*>/, '');
  return withoutDescription.replace(/<\/title>/, `</title>\n    ${block}`);
}

/**
 * Files a static host reads as its own: a top-level 404.html turns off the single-page fallback of
 * Cloudflare Pages and becomes every unknown address's answer on Netlify. /404 keeps the fallback
 * document, whose head the app marks `noindex` on arrival.
 */
const HOST_RESERVED_FILES: ReadonlySet<string> = new Set(['404.html', '200.html']);

/** The file a static host serves for `pathname` (/recargas from recargas.html). */
export function pageFileOf(pathname: string): string {
  return pathname === '/' ? 'index.html' : `${pathname.replace(/^\//, '')}.html`;
}

/** Every page of the table and whether it is indexed (decision 141 sends their headers). */
export function pageDocuments(heads: Heads = pageHeads): Array<{ path: string; indexed: boolean }> {
  return Object.entries(heads).map(([pathname, head]) => ({ path: pathname, indexed: head.indexed }));
}

/** robots.txt: the real site is open to crawlers (noindex pages say so themselves); a mock build is not. */
export function robotsTxt(siteUrl: string, mode: string): string {
  if (mode === 'mock') return ['# Mock build for QA: not for search engines.', 'User-agent: *', 'Disallow: /', ''].join('\n');
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}

export function sitemapXml(siteUrl: string, heads: Heads = pageHeads): string {
  const urls = indexedPaths(heads).map((pathname) => `  <url><loc>${escapeText(`${siteUrl}${pathname}`)}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

/**
 * Search engines and link previews (issue 24, decision 140), from the table of pages (src/shared/domain/routing/pages.ts):
 * index.html carries the home page's head; every other page of the table gets its own HTML file
 * (`<path>.html`, the same document with that page's head), which `vite preview` and static hosts
 * serve for `/path`, so crawlers and preview bots that run no script read the right tags. The
 * build also writes robots.txt and sitemap.xml. The dev server gets the home head; the app
 * updates the head on every navigation.
 */
export function seoPlugin(mode: string, environment: Record<string, string | undefined>): Plugin {
  const siteUrl = siteUrlOf(environment.VITE_SITE_URL);
  let outDir = 'dist';
  let root = process.cwd();
  let configFile: string | undefined;
  /** The client build's: the dev server and Vitest run closeBundle too when they stop, and the SSR build has no pages. */
  let clientBuild = false;
  return {
    name: 'seo',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      root = config.root;
      configFile = config.configFile;
      clientBuild = config.command === 'build' && !config.build.ssr;
    },
    resolveId: (id) => (id === PAGE_DESCRIPTIONS ? `\0${PAGE_DESCRIPTIONS}` : undefined),
    load: (id) =>
      id === `\0${PAGE_DESCRIPTIONS}`
        ? `export default ${JSON.stringify(Object.fromEntries(Object.entries(pageHeads).map(([pathname, head]) => [pathname, head.description])))};`
        : undefined,
    transform(code, id) {
      // The table of pages rides in the entry chunk; its descriptions matter only to the head
      // updater, which reads them from PAGE_DESCRIPTIONS on its own lazy chunk (decision 231).
      if (!clientBuild || !id.endsWith('/src/shared/domain/routing/pages.ts')) return undefined;
      return { code: code.replace(/^(\s*description: )`[^`]*`,$/gm, "$1'',"), map: null };
    },
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => withPageHead(html, '/', siteUrl),
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(siteUrl, mode) });
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemapXml(siteUrl) });
    },
    async closeBundle() {
      if (!clientBuild) return;
      const index = await readFile(path.join(outDir, 'index.html'), 'utf8').catch(() => undefined);
      if (index === undefined) return;
      await Promise.all(
        Object.keys(pageHeads)
          .filter((pathname) => pathname !== '/' && !HOST_RESERVED_FILES.has(pageFileOf(pathname)))
          .map((pathname) => writeFile(path.join(outDir, pageFileOf(pathname)), withPageHead(index, pathname, siteUrl))),
      );
      if (mode !== 'mock') await writeFirstViews({ root, configFile, mode, outDir });
    },
  };
}

const FIRST_VIEW_ENTRY = 'src/prerender/render-page.tsx';

/**
 * The real build's indexed pages carry the app's first render of themselves (decision 218): the
 * app built once more for Node, then run by scripts/prerender-pages.ts in a process of its own.
 */
async function writeFirstViews({ root, configFile, mode, outDir }: { root: string; configFile: string | undefined; mode: string; outDir: string }) {
  // Inside the project, where the bundle's bare imports (react...) resolve; one folder per build,
  // so two builds at once (a test's and `npm run build`) never share it.
  const cacheDir = path.join(root, 'node_modules/.cache');
  await mkdir(cacheDir, { recursive: true });
  const serverOutDir = await mkdtemp(path.join(cacheDir, 'first-view-'));
  await build({
    root,
    configFile,
    mode,
    logLevel: 'warn',
    build: {
      ssr: FIRST_VIEW_ENTRY,
      outDir: serverOutDir,
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
      rollupOptions: { output: { entryFileNames: 'render-page.js' } },
    },
  });
  execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/prerender-pages.ts'), outDir, path.join(serverOutDir, 'render-page.js')], {
    cwd: root,
    stdio: 'inherit',
  });
  await rm(serverOutDir, { recursive: true, force: true });
}
