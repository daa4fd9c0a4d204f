import { CHAOS_QUERY_PARAM, resetChaosCounts } from './engine/chaos';
import type { DataProfile } from './engine/schema-faker';
import { currentScope } from './session-scope';
import { tabStorage } from './tab-storage';

/** Settings of the mock layer: tests, the browser entry, the URL and the QA panel change them. */
export const DEFAULT_MOCK_SEED = 1;
/** faker's "now": dates made from schemas are the same whatever day the mocks run. */
export const MOCK_REFERENCE_DATE = '2026-01-15T12:00:00.000Z';
/** How long the `timeout` outcome keeps each attempt of a request waiting before it answers 504. */
export const DEFAULT_MOCK_TIMEOUT_MS = 30_000;
export const DATA_PROFILES: readonly DataProfile[] = ['typical', 'minimal', 'maximal'];

export type MockSettings = {
  seed: number;
  latencyMs: number;
  profile: DataProfile;
  timeoutMs: number;
  /** `?chaos=<seed>:<rate>` as given (checked where it is used, mocks/engine/chaos.ts); absent or empty is off. */
  chaos?: string;
};

const DEFAULTS: MockSettings = { seed: DEFAULT_MOCK_SEED, latencyMs: 0, profile: 'typical', timeoutMs: DEFAULT_MOCK_TIMEOUT_MS };
const STORAGE_KEY = 'bait.mock.settings';

let settings: MockSettings = { ...DEFAULTS };
/** What the environment set before any tab-level choice (VITE_MOCK_SEED, VITE_MOCK_LATENCY_MS). */
let baseline: MockSettings = { ...DEFAULTS };

export function getMockSettings(): Readonly<MockSettings> {
  return currentScope()?.settings ?? settings;
}

/** What the environment set, without any later choice: where a new mock session starts from. */
export function baselineMockSettings(): Readonly<MockSettings> {
  return baseline;
}

/** Changes settings for the rest of the tab's life (sessionStorage in the browser, memory elsewhere). */
export function configureMocks(changes: Partial<MockSettings>): void {
  // Another chaos value starts its draws afresh, so its link replays from the first call.
  if ('chaos' in changes) resetChaosCounts();
  const scope = currentScope();
  if (scope) {
    scope.settings = { ...scope.settings, ...changes };
    return;
  }
  settings = { ...settings, ...changes };
  tabStorage()?.setItem(STORAGE_KEY, JSON.stringify(settings));
}

/** Sets the environment's defaults and restores what the tab chose earlier, e.g. before a reload. */
export function initialiseMockSettings(environment: Partial<MockSettings>): void {
  baseline = { ...DEFAULTS, ...environment };
  const stored = tabStorage()?.getItem(STORAGE_KEY);
  let restored: Partial<MockSettings> = {};
  try {
    restored = stored ? (JSON.parse(stored) as Partial<MockSettings>) : {};
  } catch {
    restored = {};
  }
  settings = { ...baseline, ...restored };
}

export function resetMockSettings(): void {
  resetChaosCounts();
  settings = { ...baseline };
  tabStorage()?.removeItem(STORAGE_KEY);
}

function isDataProfile(value: string | null): value is DataProfile {
  return DATA_PROFILES.includes(value as DataProfile);
}

/**
 * `?seed=`, `?profile=`, `?latency=`, `?timeout=` (ms) and `?chaos=` of a URL change the settings;
 * absent parameters keep the tab's choice. `chaos` is kept as written, malformed too, so the mocks
 * refuse it aloud rather than drop it; an empty `chaos=` turns chaos off.
 */
export function applySettingsParams(search: string | URLSearchParams): void {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const seed = params.get('seed');
  if (seed !== null && seed.trim() !== '' && Number.isInteger(Number(seed))) configureMocks({ seed: Number(seed) });
  const profile = params.get('profile');
  if (isDataProfile(profile)) configureMocks({ profile });
  const latency = params.get('latency');
  if (latency !== null && /^\d+$/.test(latency)) configureMocks({ latencyMs: Number(latency) });
  const timeout = params.get('timeout');
  if (timeout !== null && /^\d+$/.test(timeout) && Number(timeout) > 0) configureMocks({ timeoutMs: Number(timeout) });
  const chaos = params.get(CHAOS_QUERY_PARAM);
  if (chaos !== null) configureMocks({ chaos: chaos.trim() });
}
