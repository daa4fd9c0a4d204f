import { setupWorker } from 'msw/browser';
import { clearCalls, echoCallsToConsole } from './activity';
import { applySettingsParams, DEFAULT_MOCK_SEED, getMockSettings, initialiseMockSettings } from './config';
import { describeChaosRefusal, parseChaos, resetChaosCounts } from './engine/chaos';
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
  // Each start of the app replays chaos from its first call, as a new load of the link would.
  resetChaosCounts();
  applySettingsParams(window.location.search);
  applyScenarioParam(window.location.search);
  // A mistyped scenario must not pass for the default answer: say so where QA looks (decision 150).
  for (const problem of scenarioProblems(operations, getScenarios())) console.error(`[mocks] ${describeScenarioProblem(problem)}`);
  const chaos = parseChaos(getMockSettings().chaos);
  if (chaos.kind === 'refused') console.error(`[mocks] ${describeChaosRefusal(chaos)}`);
}

/** The tab's storage a restarted app starts with: local and session entries, nothing else kept. */
export interface RestartStorage {
  local?: Record<string, string>;
  session?: Record<string, string>;
}

declare global {
  interface Window {
    /** Mock build only: the app started afresh at `url` in this document (see exposeAppRestart). */
    __baitMockRestart?: (url: string, storage?: RestartStorage) => Promise<void>;
    /** Set by a browser test that records what the site sends and reads (npm run usage:record). */
    __baitUsageReport?: (entries: string[]) => Promise<void>;
  }
}

/** Calls the page has made that the worker has not finished with (mocked or passed on). */
let callsInFlight = 0;

/** The worker's lifecycle events keep the count (exported for the unit tests). */
export const callCount = {
  started: () => {
    callsInFlight += 1;
  },
  ended: () => {
    callsInFlight = Math.max(0, callsInFlight - 1);
  },
};

/** How long no call may be in flight before the previous app counts as settled. */
const SETTLED_QUIET_MS = 30;
/** How long a restart waits at most for the previous app to settle. */
const SETTLE_TIMEOUT_MS = 2_000;

/**
 * Resolves once no call has been in flight for SETTLED_QUIET_MS, or after SETTLE_TIMEOUT_MS: the
 * previous app's last answers have arrived, and what they set off (a guest stored, a journey step
 * sent) has run.
 */
async function callsSettled(): Promise<void> {
  const started = performance.now();
  let quietSince: number | undefined;
  while (performance.now() - started < SETTLE_TIMEOUT_MS) {
    if (callsInFlight > 0) quietSince = undefined;
    else quietSince ??= performance.now();
    if (quietSince !== undefined && performance.now() - quietSince >= SETTLED_QUIET_MS) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function replaceStorage(area: Storage, entries: Record<string, string> = {}): void {
  area.clear();
  for (const [key, value] of Object.entries(entries)) area.setItem(key, value);
}

/**
 * Lets a browser test start the app afresh at another address without loading the document again:
 * the app is cleared (nothing of it left in the page), the address replaced, the mock settings and scenarios read from it as on a
 * load, and the app mounted with its flags loaded again. A load of the mock build costs about 0.9 s
 * of CPU; this, a fraction.
 *
 * With `storage`, the tab's local and session storage become exactly those entries, once the
 * previous app has settled: its calls still under way could otherwise store a visitor or a guest
 * after the caller had cleared storage, and the new app would start with it.
 */
export function exposeAppRestart(app: { mountApp: () => Promise<void>; clearApp: () => Promise<void> }): void {
  window.__baitMockRestart = async (url: string, storage?: RestartStorage) => {
    await app.clearApp();
    if (storage) {
      await callsSettled();
      replaceStorage(localStorage, storage.local);
      replaceStorage(sessionStorage, storage.session);
    }
    window.history.replaceState(null, '', url);
    applyAddressToMocks();
    clearCalls();
    await app.mountApp();
  };
}

/**
 * The operator's backend sets the XSRF-TOKEN cookie that the site echoes in X-XSRF-TOKEN (spec
 * payments 9); the mock backend sets one too, so calls whose contract requires the header (the
 * SIM replacement's code request) go through in mock mode.
 */
function setXsrfCookie(): void {
  if (/(?:^|;\s*)XSRF-TOKEN=/.test(document.cookie)) return;
  document.cookie = `XSRF-TOKEN=${crypto.randomUUID()}; path=/; SameSite=Strict`;
}

export async function startMockWorker(): Promise<void> {
  setXsrfCookie();
  applyAddressToMocks();
  const worker = setupWorker(createContractHandler(operations));
  worker.events.on('request:start', callCount.started);
  worker.events.on('request:end', callCount.ended);
  // Loaded beside the worker's start, so recording does not delay the app's first render.
  const usageReport = window.__baitUsageReport;
  const recording = usageReport && import('./usage/browser-recording').then(({ startBrowserRecording }) => startBrowserRecording(worker, usageReport));
  // MSW's own log prints every request body, card data included: it stays quiet, and the call
  // log echoes a redacted line per call in development instead.
  echoCallsToConsole(import.meta.env.DEV);
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  await recording;
}
