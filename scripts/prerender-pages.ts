/**
 * Writes the first view of each indexed page into its HTML file (decision 218): run by the real
 * build (scripts/lib/prerender-plugin.ts) in a process of its own, because the app's code needs a
 * document and a window, which jsdom gives it here.
 *
 *   tsx scripts/prerender-pages.ts <outDir> <ssr entry module>
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import { codeAfterFirstPaintFile, stylesheetsFor, withCodeAfterFirstPaint, withFirstView } from './lib/first-view';
import { HASHED_ASSETS_DIR } from './lib/response-headers';
import { pageFileOf } from './lib/seo-plugin';
import { indexedPaths } from '../src/shared/domain/seo/page-heads';

const [outDir, entry] = process.argv.slice(2);
if (!outDir || !entry) throw new Error('usage: prerender-pages <outDir> <ssr entry>');

/** The globals the app reads while it renders, from one jsdom window at the site's address. */
function installBrowserGlobals(): JSDOM {
  const dom = new JSDOM('<!doctype html><html><head></head><body><div id="root"></div></body></html>', { url: 'http://localhost/', pretendToBeVisual: true });
  const { window } = dom;
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  for (const key of [
    'window',
    'document',
    'navigator',
    'localStorage',
    'sessionStorage',
    'location',
    'history',
    'matchMedia',
    'getComputedStyle',
    'requestAnimationFrame',
    'cancelAnimationFrame',
    'HTMLElement',
    'Element',
    'Node',
    'CustomEvent',
    'Event',
    'MutationObserver',
  ]) {
    Object.defineProperty(globalThis, key, { value: (window as unknown as Record<string, unknown>)[key], configurable: true, writable: true });
  }
  // Nothing is fetched at build: flags, banners and offers are read by the visitor's browser.
  globalThis.fetch = () => Promise.reject(new TypeError('no network while the build renders pages'));
  return dom;
}

const dom = installBrowserGlobals();
const { renderPage } = (await import(pathToFileURL(path.resolve(entry)).href)) as { renderPage: (pathname: string) => Promise<string> };
const sheets = await Promise.all(
  (await readdir(path.join(outDir, HASHED_ASSETS_DIR)))
    .filter((file) => file.endsWith('.css'))
    .map(async (file) => ({ href: `/${HASHED_ASSETS_DIR}/${file}`, css: await readFile(path.join(outDir, HASHED_ASSETS_DIR, file), 'utf8') })),
);
const boot = codeAfterFirstPaintFile(HASHED_ASSETS_DIR);
await writeFile(path.join(outDir, boot.fileName), boot.source);
for (const pathname of indexedPaths()) {
  dom.reconfigure({ url: `http://localhost${pathname}` });
  const file = path.join(outDir, pageFileOf(pathname));
  const html = await readFile(file, 'utf8');
  const markup = await renderPage(pathname);
  await writeFile(file, withCodeAfterFirstPaint(withFirstView(html, markup, pathname, stylesheetsFor(markup, sheets)), boot.href));
}
// The app's timers (idle callbacks, retries) would keep this process alive.
process.exit(0);
