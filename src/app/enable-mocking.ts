/** How the mock build starts the app afresh in the same document (see `exposeAppRestart`). */
export interface AppMounting {
  mountApp: () => Promise<void>;
  clearApp: () => Promise<void>;
}

/**
 * Starts the mock service worker before the first render, in mock mode only. The import is
 * dynamic and behind a constant the build replaces, so a real-mode bundle holds no mock code.
 * Answers how to offer browser tests a restart of the app, for the caller to offer once the
 * first app is mounted (see startApp).
 */
export async function enableMocking(): Promise<((app: AppMounting) => void) | undefined> {
  if (import.meta.env.VITE_API_MODE !== 'mock') return undefined;
  // First, so the QA report holds every console error and rejection from the start on.
  const capturing = import('./qa-panel/page-errors').then(({ capturePageErrors }) => capturePageErrors());
  const { startMockWorker, exposeAppRestart } = await import('@mocks/browser');
  await capturing;
  await startMockWorker();
  (await import('./qa-panel/session-param')).applySessionParam(window.location.search);
  // Not awaited: the site renders while the QA panel's own chunk loads, and works without it.
  import('./qa-panel/mount-qa-panel')
    .then(({ mountQaPanel }) => mountQaPanel())
    .catch((error: unknown) => console.warn('[mocks] the QA panel could not be loaded', error));
  return exposeAppRestart;
}
