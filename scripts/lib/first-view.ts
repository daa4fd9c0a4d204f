import { createHash } from 'node:crypto';
import { minifySync } from 'vite';
import { STALE_BUILD_RELOAD_KEY } from '../../src/shared/ui/lazy-retry/stale-build';

/**
 * The page's document with `markup` (the app's first render of the page) inside its empty root,
 * marked inert: a visitor sees the page at once, and can neither type into it nor press a button
 * before the app, which renders over it, takes it over (src/main.tsx lifts `inert`). Links are
 * inert too: a click would leave for a page that loads no faster. `data-first-view` names the page,
 * so that an address the host answers with another page's file (index.html for an unknown one)
 * drops a view that is not its own.
 */
export function withFirstView(html: string, markup: string, pathname: string, stylesheets: readonly string[] = []): string {
  const body = markup.replace(/^(\s*<title>[\s\S]*?<\/title>)+/, '');
  if (!html.includes('<div id="root"></div>')) throw new Error('the document has no empty <div id="root">');
  // Every stylesheet before the scripts: the first paint waits for them, not for the code.
  const buildLinks = [...html.matchAll(/\s*<link rel="stylesheet"[^>]*>/g)].map(([link]) => link.trim());
  const pageLinks = stylesheets.filter((href) => !html.includes(`href="${href}"`)).map((href) => `<link rel="stylesheet" crossorigin href="${href}">`);
  const withoutLinks = html.replace(/\s*<link rel="stylesheet"[^>]*>/g, '');
  const firstScript = withoutLinks.search(/<script type="module"/);
  if (firstScript < 0) throw new Error('the document has no module script');
  const links = [...buildLinks, ...pageLinks].map((link) => `${link}\n    `).join('');
  return `${withoutLinks.slice(0, firstScript)}${links}${withoutLinks.slice(firstScript)}`.replace(
    '<div id="root"></div>',
    `<div id="root" inert data-first-view="${pathname}">${body}</div>`,
  );
}

/** The class names of `markup`: the CSS modules' scoped names tell which stylesheets it needs. */
export function classNamesOf(markup: string): Set<string> {
  const names = new Set<string>();
  for (const [, value] of markup.matchAll(/class="([^"]*)"/g)) for (const name of (value ?? '').split(/\s+/)) if (name) names.add(name);
  return names;
}

/**
 * The stylesheets, of `sheets` (href and text), that style `markup`: the page's own CSS arrives
 * with its code, after the first view is painted, so the document links it (no shift when the
 * app takes over).
 */
export function stylesheetsFor(markup: string, sheets: ReadonlyArray<{ href: string; css: string }>): string[] {
  const names = [...classNamesOf(markup)].filter((name) => name.startsWith('_'));
  return sheets.filter(({ css }) => names.some((name) => css.includes(`.${name}`))).map(({ href }) => href);
}

/**
 * Loads the app's code once the first view is painted (decision 223): a classic, deferred script
 * that adds the module preloads and the entry the build had put in the document, two frames
 * later, or at once in a tab that is not shown (no frames there). The first paint then waits for
 * the document and its stylesheets only, not for the code that competes with them for the network.
 *
 * An entry that fails to load (a deploy between the document and its code) reloads the page once,
 * to the same address, under the lost-chunk key of decision 190; if it fails again, or the
 * browser is offline, the view stops being inert: its links still lead to every page.
 */
const CODE_AFTER_FIRST_PAINT_SOURCE = `(() => {
  const boot = document.currentScript;
  const { entry, preload, reloadKey } = boot.dataset;
  const showStaticView = () => document.getElementById('root')?.removeAttribute('inert');
  const reloadOnce = () => {
    const address = location.pathname + location.search + location.hash;
    try {
      if (navigator.onLine && sessionStorage.getItem(reloadKey) !== address) {
        sessionStorage.setItem(reloadKey, address);
        location.reload();
        return;
      }
    } catch {}
    showStaticView();
  };
  const load = () => {
    for (const href of preload.split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    script.onerror = reloadOnce;
    document.head.append(script);
  };
  if (document.visibilityState === 'visible') requestAnimationFrame(() => requestAnimationFrame(load));
  else load();
})();
`;

/** The boot script's file in the hashed assets' folder, minified and named by its content. */
export function codeAfterFirstPaintFile(assetsDir: string): { href: string; fileName: string; source: string } {
  const source = minifySync('first-paint.js', CODE_AFTER_FIRST_PAINT_SOURCE).code;
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
  const fileName = `${assetsDir}/first-paint-${hash}.js`;
  return { href: `/${fileName}`, fileName, source };
}

/**
 * The document with its entry module and module preloads replaced by the boot script `bootHref`,
 * which adds them after the first paint, in the same order.
 */
export function withCodeAfterFirstPaint(html: string, bootHref: string): string {
  const entries = [...html.matchAll(/\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/g)];
  if (entries.length !== 1) throw new Error(`the document has ${entries.length} entry scripts, not one`);
  const [entryTag, entry] = entries[0] as RegExpExecArray;
  const preloads = [...html.matchAll(/\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g)];
  const attributes = `data-entry="${entry}" data-preload="${preloads.map(([, href]) => href).join(' ')}" data-reload-key="${STALE_BUILD_RELOAD_KEY}"`;
  let result = html.replace(entryTag, `\n    <script defer src="${bootHref}" ${attributes}></script>`);
  for (const [tag] of preloads) result = result.replace(tag, '');
  return result;
}
