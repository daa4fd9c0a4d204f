import descriptions from 'virtual:page-descriptions';
import { headTagsOf, pageHeads, siteUrlOf } from './page-heads';

/** The heads with their descriptions, which the build keeps out of the entry chunk's table of pages. */
const heads = Object.fromEntries(Object.entries(pageHeads).map(([path, head]) => [path, { ...head, description: descriptions[path] ?? head.description }]));

/**
 * Brings the document's head to the page at `pathname` after a navigation inside the app: the
 * description, robots, canonical and link-preview tags that the build wrote for the first page
 * are updated in place (one element each, never a second canonical). The title is the `<title>`
 * that `<Page>` renders from the table of pages. Loaded on its own chunk, after the first render.
 */
export function applyPageHead(pathname: string, configuredSiteUrl: string, document: Document = window.document): void {
  for (const {
    tag,
    key: [attribute, value],
    attributes,
  } of headTagsOf(pathname, siteUrlOf(configuredSiteUrl), heads)) {
    let element = document.head.querySelector(`${tag}[${attribute}="${value}"]`);
    if (!element) {
      element = document.createElement(tag);
      document.head.append(element);
    }
    for (const [name, content] of Object.entries(attributes)) element.setAttribute(name, content);
  }
}
