import { getScenarios, setScenarios, type ScenarioMap } from './scenarios';

/**
 * Chooses outcomes for the rest of the current Vitest test, e.g.
 * `useScenarios({ verifyImei: 'vozapp', createContactRequest: 'networkError' })`.
 * tests/setup.ts clears them after each test.
 */
export function useScenarios(scenarios: ScenarioMap): void {
  setScenarios({ ...getScenarios(), ...scenarios });
}
