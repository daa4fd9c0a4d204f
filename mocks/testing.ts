import { describeScenarioProblem, scenarioProblems } from './engine/scenario-keys';
import { operations } from './generated/operations';
import { getScenarios, setScenarios, type ScenarioMap } from './scenarios';

export type { ScenarioMap, ScenarioOutcome } from './scenarios';

/**
 * Chooses outcomes for the rest of the current Vitest test, e.g.
 * `useScenarios({ verifyImei: 'vozapp', createContactRequest: 'networkError' })`.
 * A key the contract does not have fails the typecheck, and throws here if it got past the types.
 * (decision 150). tests/setup.ts clears them after each test.
 */
export function useScenarios(scenarios: ScenarioMap): void {
  const chosen: Record<string, string | undefined> = scenarios;
  const entries = Object.fromEntries(Object.entries(chosen).filter((entry): entry is [string, string] => entry[1] !== undefined));
  const problems = scenarioProblems(operations, entries);
  if (problems.length > 0) throw new Error(problems.map(describeScenarioProblem).join('\n'));
  setScenarios({ ...getScenarios(), ...entries });
}
