/**
 * Makes every element outside `element` inert (its siblings and those of each ancestor up to
 * <body>), the way a modal dialog shuts out the rest of the page. Elements that were already
 * inert are left alone, so an inert set by someone else (the request splash) is never removed.
 * Returns the undo.
 */
export function inertOutside(element: Element): () => void {
  const changed: Element[] = [];
  for (let node: Element = element; node.parentElement && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node || sibling.hasAttribute('inert')) continue;
      sibling.setAttribute('inert', '');
      changed.push(sibling);
    }
  }
  return () => {
    for (const sibling of changed) sibling.removeAttribute('inert');
  };
}
