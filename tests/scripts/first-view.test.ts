// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { classNamesOf, stylesheetsFor, withFirstView } from '../../scripts/lib/first-view';

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
