/**
 * The two ways the site hands an address to the browser. One object, so tests spy on its
 * methods (module mocks would leak between the files that share a test worker).
 */
export const browserWindow = {
  /** Shows an address in this window: on a phone its own PDF viewer takes over (spec 2.3). */
  showInSameWindow(url: string): void {
    window.location.assign(url);
  },
  /** Opens an address in another window or tab, without giving it a handle on this page. */
  showInNewWindow(url: string): void {
    window.open(url, '_blank', 'noopener,noreferrer');
  },
};
