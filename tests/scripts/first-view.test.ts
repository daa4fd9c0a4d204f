// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { classNamesOf, codeAfterFirstPaintFile, stylesheetsFor, withCodeAfterFirstPaint, withFirstView } from '../../scripts/lib/first-view';

const DOCUMENT = [
  '<!doctype html>',
  '<html lang="es-MX">',
  '  <head>',
  '    <title>Inicio de sesión | Bait</title>',
  '    <script type="module" crossorigin src="/_app/index-abc.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/_app/dep.js">',
  '    <link rel="stylesheet" crossorigin href="/_app/shell.css">',
  '  </head>',
  '  <body>',
  '    <div id="root"></div>',
  '  </body>',
  '</html>',
].join('\n');

const MARKUP =
  '<title>Inicio de sesión | Bait</title><div class="_shell_k7w4y_1"><main><h1 class="_title_a1b2c_3 visually-hidden">Inicio de sesión</h1></main></div>';

describe('the first view of a page (scripts/lib/first-view.ts, decision 218)', () => {
  it('puts the markup, inert and named after its page, into the empty root, without the title React hoists', () => {
    const html = withFirstView(DOCUMENT, MARKUP, '/login');
    const document = new DOMParser().parseFromString(html, 'text/html');
    const root = document.getElementById('root');
    expect(root?.hasAttribute('inert')).toBe(true);
    expect(root?.dataset.firstView).toBe('/login');
    expect(root?.querySelector('h1')?.textContent).toBe('Inicio de sesión');
    expect(root?.querySelector('title')).toBeNull();
    expect(document.querySelectorAll('title')).toHaveLength(1);
  });

  it('links the page stylesheets once, every stylesheet before the scripts', () => {
    const html = withFirstView(DOCUMENT, MARKUP, '/login', ['/_app/page.css', '/_app/shell.css']);
    const document = new DOMParser().parseFromString(html, 'text/html');
    const order = [...document.head.querySelectorAll('link[rel="stylesheet"], script, link[rel="modulepreload"]')].map(
      (element) => element.getAttribute('href') ?? element.getAttribute('src'),
    );
    expect(order).toEqual(['/_app/shell.css', '/_app/page.css', '/_app/index-abc.js', '/_app/dep.js']);
  });

  it('refuses a document whose root is not empty or that has no script', () => {
    expect(() => withFirstView(DOCUMENT.replace('<div id="root"></div>', '<div id="root"><p>x</p></div>'), MARKUP, '/login')).toThrow(/empty <div id="root">/);
    expect(() => withFirstView(DOCUMENT.replace(/<script[^>]*><\/script>/, ''), MARKUP, '/login')).toThrow(/module script/);
  });

  it('finds the stylesheets of the CSS modules the markup uses, not the global class names', () => {
    expect([...classNamesOf(MARKUP)]).toEqual(['_shell_k7w4y_1', '_title_a1b2c_3', 'visually-hidden']);
    const sheets = [
      { href: '/_app/shell.css', css: '._shell_k7w4y_1{display:grid}' },
      { href: '/_app/title.css', css: 'h1._title_a1b2c_3{font-size:2rem}' },
      { href: '/_app/other.css', css: '._other_zz9_1{color:red}.visually-hidden{clip:rect(0 0 0 0)}' },
    ];
    expect(stylesheetsFor(MARKUP, sheets)).toEqual(['/_app/shell.css', '/_app/title.css']);
  });
});

describe("the first view's code, loaded after the first paint (decision 223)", () => {
  const BOOT = codeAfterFirstPaintFile('_app');

  afterEach(() => {
    document.head.replaceChildren();
    vi.unstubAllGlobals();
  });

  it('replaces the entry and its preloads with the deferred boot script, which names them in order', () => {
    const html = withCodeAfterFirstPaint(withFirstView(DOCUMENT, MARKUP, '/login'), BOOT.href);
    const document = new DOMParser().parseFromString(html, 'text/html');
    expect(document.querySelectorAll('script[type="module"], link[rel="modulepreload"]')).toHaveLength(0);
    const boot = document.querySelector<HTMLScriptElement>('script[defer]');
    expect(boot?.getAttribute('src')).toBe(BOOT.href);
    expect(boot?.dataset).toMatchObject({ entry: '/_app/index-abc.js', preload: '/_app/dep.js' });
    expect(BOOT.fileName).toMatch(/^_app\/first-paint-[\w-]{8}\.js$/);
    expect(() => withCodeAfterFirstPaint(DOCUMENT.replace(/<script[^>]*><\/script>/, ''), BOOT.href)).toThrow(/0 entry scripts/);
  });

  /** Runs the boot script as the browser would, with the attributes the document gives it. */
  function runBoot(): void {
    const script = document.createElement('script');
    script.dataset.entry = '/_app/index-abc.js';
    script.dataset.preload = '/_app/a.js /_app/b.js';
    Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
    try {
      new Function(BOOT.source)();
    } finally {
      Object.defineProperty(document, 'currentScript', { value: null, configurable: true });
    }
  }

  const added = () =>
    [...document.head.children].map(
      (element) => `${element.getAttribute('rel') ?? element.getAttribute('type')} ${element.getAttribute('href') ?? element.getAttribute('src')}`,
    );

  it('adds the preloads, then the entry, two frames after it runs in a shown tab', () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    runBoot();
    expect(added()).toEqual([]);
    frames.shift()?.(0);
    expect(added()).toEqual([]);
    frames.shift()?.(16);
    expect(added()).toEqual(['modulepreload /_app/a.js', 'modulepreload /_app/b.js', 'module /_app/index-abc.js']);
  });

  it('adds them at once in a tab that is not shown, where no frame comes', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    runBoot();
    expect(added()).toEqual(['modulepreload /_app/a.js', 'modulepreload /_app/b.js', 'module /_app/index-abc.js']);
  });
});
