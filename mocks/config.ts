/** Settings of the mock layer that tests, the browser entry and the QA tools change. */
export const DEFAULT_MOCK_SEED = 1;
/** faker's "now": dates made from schemas are the same whatever day the mocks run. */
export const MOCK_REFERENCE_DATE = '2026-01-15T12:00:00.000Z';

type MockSettings = { seed: number; latencyMs: number };

const settings: MockSettings = { seed: DEFAULT_MOCK_SEED, latencyMs: 0 };

export function getMockSettings(): Readonly<MockSettings> {
  return settings;
}

export function configureMocks(changes: Partial<MockSettings>): void {
  Object.assign(settings, changes);
}

export function resetMockSettings(): void {
  configureMocks({ seed: DEFAULT_MOCK_SEED, latencyMs: 0 });
}
