/** Shows an address in this window: on a phone its own PDF viewer takes over (spec 2.3). */
export function showInSameWindow(url: string): void {
  window.location.assign(url);
}

/** Opens an address in another window or tab, without giving it a handle on this page. */
export function showInNewWindow(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}
