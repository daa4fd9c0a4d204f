// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { hostileText, XSS_MARKER, xssCorpus } from '@mocks/security/xss-corpus';
import { sanitizeHtml } from '../sanitize-html';

/** What server HTML may keep; anything else must go. */
const ALLOWED_TAGS = new Set([
  'A',
  'B',
  'STRONG',
  'I',
  'EM',
  'U',
  'S',
  'SMALL',
  'BR',
  'P',
  'DIV',
  'SPAN',
  'UL',
  'OL',
  'LI',
  'TABLE',
  'TBODY',
  'THEAD',
  'TR',
  'TD',
  'TH',
  'DETAILS',
  'SUMMARY',
]);
const ALLOWED_ATTRIBUTES = new Set(['href', 'target', 'rel', 'title', 'open', 'colspan', 'rowspan']);
const SAFE_HREF = /^(?:https?:|mailto:|tel:|[/#?]|[^:]*$)/i;

function parse(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder;
}

/** Every element and attribute the sanitized HTML would put in the page, as readable problems. */
function problemsOf(html: string): string[] {
  const problems: string[] = [];
  for (const element of parse(html).querySelectorAll('*')) {
    if (!ALLOWED_TAGS.has(element.tagName.toUpperCase())) problems.push(`<${element.tagName.toLowerCase()}>`);
    for (const attribute of element.attributes) {
      if (!ALLOWED_ATTRIBUTES.has(attribute.name)) problems.push(`${element.tagName.toLowerCase()}[${attribute.name}]`);
    }
    const href = element.getAttribute('href');
    if (href !== null && !SAFE_HREF.test(href.replace(/\s/g, ''))) problems.push(`href=${href}`);
  }
  return problems;
}

describe('sanitizeHtml, the one sanitizer of server HTML', () => {
  it.each(xssCorpus.map((payload) => [payload.name, payload.html]))('leaves nothing active of the payload "%s"', (_, html) => {
    const safe = sanitizeHtml(html);
    expect(problemsOf(safe)).toEqual([]);
    // Sanitizing twice changes nothing: no mutation turns the output back into markup.
    expect(sanitizeHtml(safe)).toBe(safe);
    expect(problemsOf(parse(safe).innerHTML)).toEqual([]);
  });

  it('keeps the text around the payloads visible', () => {
    const text = parse(sanitizeHtml(hostileText())).textContent ?? '';
    expect(text).toContain(`${XSS_MARKER}0 `);
    expect(text).not.toContain('window.__xss=1</script>');
  });

  it('keeps plain formatting and safe links; links never get hold of this window', () => {
    const safe = parse(
      sanitizeHtml(
        '<p><strong>Listo</strong>, <a href="https://bait.example/terminos" target="_blank">términos</a>, <a href="tel:5512345678" target="_top">llámanos</a>, <a href="/aviso">aviso</a>, <a href="mailto:ayuda@bait.example">correo</a></p>',
      ),
    );
    const links = [...safe.querySelectorAll('a')];
    expect(safe.querySelector('strong')?.textContent).toBe('Listo');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://bait.example/terminos', 'tel:5512345678', '/aviso', 'mailto:ayuda@bait.example']);
    expect(links.map((link) => link.getAttribute('rel'))).toEqual(Array(4).fill('noopener noreferrer'));
    expect(links.map((link) => link.getAttribute('target'))).toEqual(['_blank', null, null, null]);
  });

  it('drops forms, styles, SVG, MathML, media and frames with their attributes', () => {
    const safe = sanitizeHtml(
      '<form action="https://x.invalid"><input name="p"></form><style>p{}</style><svg></svg><math></math><img src="https://x.invalid/a.png"><iframe src="https://x.invalid"></iframe><p style="color:red" class="x" id="y">texto</p>',
    );
    expect(safe).toBe('<p>texto</p>');
  });

  it('drops unsafe link schemes but keeps the link text', () => {
    for (const href of ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'data:text/html,x', 'vbscript:x', 'blob:https://x/1']) {
      expect(sanitizeHtml(`<a href="${href}">ver</a>`)).toBe('<a rel="noopener noreferrer">ver</a>');
    }
  });
});
