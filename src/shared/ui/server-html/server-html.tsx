import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize-html';

export interface ServerHtmlProps {
  /** HTML from a server answer (an alert's message, a legal text); it is sanitized here. */
  html: string;
  /** The element that holds it; `span` where only phrasing content is allowed (a label). */
  as?: 'div' | 'p' | 'span';
  id?: string;
  className?: string;
}

/**
 * The only place that renders server HTML: every other `dangerouslySetInnerHTML`
 * fails the lint. What reaches the DOM went through the one sanitizer.
 */
export function ServerHtml({ html, as: Element = 'div', id, className }: ServerHtmlProps) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return <Element id={id} className={className} dangerouslySetInnerHTML={{ __html: safe }} />;
}
