import { setupWorker } from 'msw/browser';
import { applySettingsParams, DEFAULT_MOCK_SEED, initialiseMockSettings } from './config';
import { handlers } from './generated';
import { applyScenarioParam } from './scenarios';

const DEFAULT_BROWSER_LATENCY_MS = 150;

function numberFromEnv(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(parsed) ? parsed : fallback;
}

export async function startMockWorker(): Promise<void> {
  initialiseMockSettings({
    seed: numberFromEnv(import.meta.env.VITE_MOCK_SEED, DEFAULT_MOCK_SEED),
    latencyMs: numberFromEnv(import.meta.env.VITE_MOCK_LATENCY_MS, DEFAULT_BROWSER_LATENCY_MS),
  });
  applySettingsParams(window.location.search);
  applyScenarioParam(window.location.search);
  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: !import.meta.env.DEV,
  });
}
