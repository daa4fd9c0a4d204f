import DOMPurify, { type Config } from 'dompurify';

/** Schemes a server link may use; any other (javascript:, data:, vbscript:, blob:...) loses its href. */
const SAFE_URL = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
const NEW_WINDOW = '_blank';
const LINK_REL = 'noopener noreferrer';

/**
 * What server HTML may hold: text, inline formatting, lists and links. No forms
 * (a fake login), no style (overlays that dress up as the site), no SVG or MathML (the namespaces of
 * mutation XSS), no media or frames (nothing that fetches from a foreign host), no classes or ids.
 */
const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'form',
    'input',
    'button',
    'select',
    'option',
    'optgroup',
    'textarea',
    'fieldset',
    'legend',
    'label',
    'output',
    'datalist',
    'style',
    'link',
    'meta',
    'base',
    'template',
    'noscript',
    'img',
    'picture',
    'source',
    'video',
    'audio',
    'track',
    'iframe',
    'frame',
    'object',
    'embed',
    'portal',
    'dialog',
  ],
  FORBID_ATTR: ['style', 'class', 'id', 'name', 'srcset', 'src', 'action', 'formaction', 'background', 'ping', 'download'],
  ADD_ATTR: ['target'],
  ALLOW_DATA_ATTR: false,
  ALLOWED_URI_REGEXP: SAFE_URL,
};

let hooked = false;

/** Links open only in this window or a new one, and a new window never gets hold of this one. */
function hookLinks(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A' || !('setAttribute' in node)) return;
    const link = node as Element;
    const target = link.getAttribute('target');
    if (target !== null && target !== NEW_WINDOW) link.removeAttribute('target');
    link.setAttribute('rel', LINK_REL);
  });
}

/** The only sanitizer of server HTML: what it returns is safe to set as innerHTML. */
export function sanitizeHtml(html: string): string {
  hookLinks();
  return DOMPurify.sanitize(html, CONFIG);
}
