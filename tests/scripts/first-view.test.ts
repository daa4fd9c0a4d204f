// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { classNamesOf, codeAfterFirstPaintFile, stylesheetsFor, withCodeAfterFirstPaint, withFirstView } from '../../scripts/lib/first-view';
import { STALE_BUILD_RELOAD_KEY } from '../../src/shared/ui/lazy-retry/stale-build';

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
    document.body.replaceChildren();
    vi.unstubAllGlobals();
  });

  /** The page's root as the build writes it: holding the first view, inert until the app takes over. */
  function inertFirstViewRoot(): HTMLElement {
    const root = document.createElement('div');
    root.id = 'root';
    root.setAttribute('inert', '');
    document.body.append(root);
    return root;
  }

  it('replaces the entry and its preloads with the deferred boot script, which names them in order', () => {
    const html = withCodeAfterFirstPaint(withFirstView(DOCUMENT, MARKUP, '/login'), BOOT.href);
    const document = new DOMParser().parseFromString(html, 'text/html');
    expect(document.querySelectorAll('script[type="module"], link[rel="modulepreload"]')).toHaveLength(0);
    const boot = document.querySelector<HTMLScriptElement>('script[defer]');
    expect(boot?.getAttribute('src')).toBe(BOOT.href);
    expect(boot?.dataset).toMatchObject({ entry: '/_app/index-abc.js', preload: '/_app/dep.js', reloadKey: STALE_BUILD_RELOAD_KEY });
    expect(BOOT.fileName).toMatch(/^_app\/first-paint-[\w-]{8}\.js$/);
    expect(() => withCodeAfterFirstPaint(DOCUMENT.replace(/<script[^>]*><\/script>/, ''), BOOT.href)).toThrow(/0 entry scripts/);
  });

  interface BootWorld {
    frames: FrameRequestCallback[];
    reloads: string[];
    online: boolean;
    storage: Map<string, string>;
  }

  /** Runs the shipped (minified) boot script with the attributes the document gives it, in a world of fakes. */
  function runBoot(world: BootWorld): HTMLScriptElement[] {
    const script = document.createElement('script');
    script.dataset.entry = '/_app/index-abc.js';
    script.dataset.preload = '/_app/a.js /_app/b.js';
    script.dataset.reloadKey = STALE_BUILD_RELOAD_KEY;
    const address = '/recargas?scenario=x#top';
    const fakeLocation = { pathname: '/recargas', search: '?scenario=x', hash: '#top', reload: () => world.reloads.push(address) };
    const fakeStorage = { getItem: (key: string) => world.storage.get(key) ?? null, setItem: (key: string, value: string) => world.storage.set(key, value) };
    Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
    try {
      new Function('location', 'navigator', 'sessionStorage', 'requestAnimationFrame', BOOT.source)(
        fakeLocation,
        { onLine: world.online },
        fakeStorage,
        (callback: FrameRequestCallback) => world.frames.push(callback),
      );
    } finally {
      Object.defineProperty(document, 'currentScript', { value: null, configurable: true });
    }
    return [...document.head.querySelectorAll<HTMLScriptElement>('script[type="module"]')];
  }

  const added = () =>
    [...document.head.children].map(
      (element) => `${element.getAttribute('rel') ?? element.getAttribute('type')} ${element.getAttribute('href') ?? element.getAttribute('src')}`,
    );
  const newWorld = (): BootWorld => ({ frames: [], reloads: [], online: true, storage: new Map() });

  it('adds the preloads, then the entry, two frames after it runs in a shown tab', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    const world = newWorld();
    runBoot(world);
    expect(added()).toEqual([]);
    world.frames.shift()?.(0);
    expect(added()).toEqual([]);
    world.frames.shift()?.(16);
    expect(added()).toEqual(['modulepreload /_app/a.js', 'modulepreload /_app/b.js', 'module /_app/index-abc.js']);
  });

  it('adds them at once in a tab that is not shown, where no frame comes', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    runBoot(newWorld());
    expect(added()).toEqual(['modulepreload /_app/a.js', 'modulepreload /_app/b.js', 'module /_app/index-abc.js']);
  });

  it('an entry that fails to load reloads the page once, to the same address; a second failure makes the view usable', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const root = inertFirstViewRoot();
    const world = newWorld();
    runBoot(world)[0]?.dispatchEvent(new Event('error'));
    expect(world.reloads).toEqual(['/recargas?scenario=x#top']);
    expect(world.storage.get(STALE_BUILD_RELOAD_KEY)).toBe('/recargas?scenario=x#top');
    expect(root.hasAttribute('inert')).toBe(true);

    // After the reload: the same address failed already, so no second reload.
    document.head.replaceChildren();
    runBoot(world)[0]?.dispatchEvent(new Event('error'));
    expect(world.reloads).toHaveLength(1);
    expect(root.hasAttribute('inert')).toBe(false);
  });

  it('offline, a failed entry makes the view usable instead of reloading to the browser offline page', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const root = inertFirstViewRoot();
    const world = { ...newWorld(), online: false };
    runBoot(world)[0]?.dispatchEvent(new Event('error'));
    expect(world.reloads).toEqual([]);
    expect(root.hasAttribute('inert')).toBe(false);
  });
});
