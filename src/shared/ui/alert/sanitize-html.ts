import DOMPurify from 'dompurify';

const NEW_WINDOW = '_blank';

// Server messages may link to a page in a new window; such a link must not get hold of this window.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node instanceof HTMLAnchorElement && node.target === NEW_WINDOW) {
    node.rel = 'noopener noreferrer';
  }
});

/** Removes scripts, event handlers and other active content from an alert's HTML message. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { ADD_ATTR: ['target'] });
}
