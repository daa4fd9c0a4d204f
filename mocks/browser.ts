import { setupWorker } from 'msw/browser';
import { clearCalls, echoCallsToConsole } from './activity';
import { applySettingsParams, DEFAULT_MOCK_SEED, initialiseMockSettings } from './config';
import { describeScenarioProblem, scenarioProblems } from './engine/scenario-keys';
import { operations } from './generated/operations';
import { createContractHandler } from './handlers';
import { applyScenarioParam, getScenarios } from './scenarios';

const DEFAULT_BROWSER_LATENCY_MS = 150;

function numberFromEnv(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(parsed) ? parsed : fallback;
}

/** The settings of the build, then those the address asks for; then its scenarios. */
function applyAddressToMocks(): void {
  initialiseMockSettings({
    seed: numberFromEnv(import.meta.env.VITE_MOCK_SEED, DEFAULT_MOCK_SEED),
    latencyMs: numberFromEnv(import.meta.env.VITE_MOCK_LATENCY_MS, DEFAULT_BROWSER_LATENCY_MS),
  });
  applySettingsParams(window.location.search);
  applyScenarioParam(window.location.search);
  // A mistyped scenario must not pass for the default answer: say so where QA looks (decision 150).
  for (const problem of scenarioProblems(operations, getScenarios())) console.error(`[mocks] ${describeScenarioProblem(problem)}`);
}

declare global {
  interface Window {
    /** Mock build only: the app started afresh at `url` in this document (see exposeAppRestart). */
    __baitMockRestart?: (url: string) => Promise<void>;
  }
}

/**
 * Lets a browser test start the app afresh at another address without loading the document again:
 * the app is cleared (nothing of it left in the page), the address replaced, the mock settings and scenarios read from it as on a
 * load, and the app mounted with its flags loaded again. Storage is the caller's to clear first.
 * A load of the mock build costs about 0.9 s of CPU; this, a fraction (decision 126).
 */
export function exposeAppRestart(app: { mountApp: () => Promise<void>; clearApp: () => Promise<void> }): void {
  window.__baitMockRestart = async (url: string) => {
    await app.clearApp();
    window.history.replaceState(null, '', url);
    applyAddressToMocks();
    clearCalls();
    await app.mountApp();
  };
}

/**
 * The operator's backend sets the XSRF-TOKEN cookie that the site echoes in X-XSRF-TOKEN (spec
 * payments 9); the mock backend sets one too, so calls whose contract requires the header (the
 * SIM replacement's code request, decision 170) go through in mock mode.
 */
function setXsrfCookie(): void {
  if (/(?:^|;\s*)XSRF-TOKEN=/.test(document.cookie)) return;
  document.cookie = `XSRF-TOKEN=${crypto.randomUUID()}; path=/; SameSite=Strict`;
}

export async function startMockWorker(): Promise<void> {
  setXsrfCookie();
  applyAddressToMocks();
  const worker = setupWorker(createContractHandler(operations));
  // MSW's own log prints every request body, card data included: it stays quiet, and the call
  // log echoes a redacted line per call in development instead.
  echoCallsToConsole(import.meta.env.DEV);
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
