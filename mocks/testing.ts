import { describeScenarioProblem, scenarioProblems } from './engine/scenario-keys';
import { operations } from './generated/operations';
import { getScenarios, storeScenarios, type ScenarioMap } from './scenarios';

export type { ScenarioMap, ScenarioOutcome } from './scenarios';

/**
 * Chooses outcomes for the rest of the current Vitest test, e.g.
 * `chooseScenarios({ verifyImei: 'vozapp', createContactRequest: 'networkError' })`: added to the
 * ones already chosen, or instead of them with `{ replace: true }` (`chooseScenarios({}, { replace:
 * true })` goes back to the defaults). A key the contract does not have fails the typecheck, and
 * throws here if it got past the types. tests/setup.ts clears the choice after each test. Not a
 * hook despite the effect, so a loop or a callback may call it.
 */
export function chooseScenarios(scenarios: ScenarioMap, { replace = false }: { replace?: boolean } = {}): void {
  const chosen: Record<string, string | undefined> = scenarios;
  const entries = Object.fromEntries(Object.entries(chosen).filter((entry): entry is [string, string] => entry[1] !== undefined));
  const problems = scenarioProblems(operations, entries);
  if (problems.length > 0) throw new Error(problems.map(describeScenarioProblem).join('\n'));
  storeScenarios(replace ? entries : { ...getScenarios(), ...entries });
}
