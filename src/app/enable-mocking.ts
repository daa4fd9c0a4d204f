/**
 * Starts the mock service worker before the first render, in mock mode only. The import is
 * dynamic and behind a constant the build replaces, so a real-mode bundle holds no mock code.
 */
export async function enableMocking(): Promise<void> {
  if (import.meta.env.VITE_API_MODE !== 'mock') return;
  const { startMockWorker } = await import('@mocks/browser');
  await startMockWorker();
}
