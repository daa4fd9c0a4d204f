/**
 * The "proven by" column of docs/scenarios.md: for each named outcome of the contract, the rows of
 * the browser scenario table that show it on screen, or the fact that explains why no screen shows
 * it. An outcome with neither, or with both, fails `npm run generate` and its `--check`.
 */
import type { OperationDefinition } from '../../mocks/engine/types';

/** The browser spec that runs every row of `e2e/scenario-rows/`. */
const SCENARIO_TABLE_SPEC = 'e2e/scenario-table.spec.ts';
/** Where an outcome without a screen says why. */
const NO_SCREEN_REASONS_FILE = 'e2e/scenario-rows/no-screen-reasons.ts';

/** What the column needs of a row of the scenario table. */
type ProofRow = { operationId: string; outcome: string; path: string };
/** Row sets by the name the scenario table's describe blocks carry. */
export type ProofRowSets = Record<string, readonly ProofRow[]>;
/** Per operation, per named outcome, why no screen shows it. */
export type NoScreenReasonTable = Partial<Record<string, Partial<Record<string, string>>>>;

/** The cells by `operationId:key`, and what keeps the column from being whole. */
export type ProvenBy = { cells: Map<string, string>; problems: string[] };

/** The message of `npm run generate` for the problems of the column. */
export function provenByFailure(problems: readonly string[]): string {
  return `Every named outcome needs a row of ${SCENARIO_TABLE_SPEC} or a reason in ${NO_SCREEN_REASONS_FILE}:\n  ${problems.join('\n  ')}`;
}

const scenarioOf = (operationId: string, outcome: string) => `${operationId}:${outcome}`;

/**
 * The "proven by" cell of every named outcome, keyed `operationId:key`, and a problem for each
 * outcome with neither a row nor a reason, each outcome with both (the reason is stale), and each
 * reason for a key the contract does not name. The cells are given even with problems, so that
 * a new operation's types are written before its rows or reasons can name its outcomes.
 */
export function provenByCells(operations: readonly OperationDefinition[], rowSets: ProofRowSets, reasons: NoScreenReasonTable): ProvenBy {
  const rowsByScenario = new Map<string, string[]>();
  for (const [setName, rows] of Object.entries(rowSets)) {
    for (const row of rows) {
      const scenario = scenarioOf(row.operationId, row.outcome);
      const proof = `${setName} › ${scenario} on ${row.path}`;
      const proofs = rowsByScenario.get(scenario) ?? [];
      // One page shows an outcome once, however many rows reach it there.
      if (!proofs.includes(proof)) proofs.push(proof);
      rowsByScenario.set(scenario, proofs);
    }
  }
  const named = new Set<string>();
  const cells = new Map<string, string>();
  const problems: string[] = [];
  for (const operation of operations) {
    for (const response of operation.responses) {
      for (const example of response.examples) {
        const scenario = scenarioOf(operation.operationId, example.key);
        named.add(scenario);
        const proofs = rowsByScenario.get(scenario);
        const reason = reasons[operation.operationId]?.[example.key]?.trim();
        if (proofs && reason !== undefined) problems.push(`${scenario} has a browser row and a no-screen reason: remove the reason`);
        else if (proofs) cells.set(scenario, `\`${SCENARIO_TABLE_SPEC}\` ${proofs.map((proof) => `\`${proof}\``).join(', ')}`);
        else if (reason) cells.set(scenario, `no screen: ${reason}`);
        else problems.push(`${scenario} has neither a browser row nor a no-screen reason`);
      }
    }
  }
  for (const [operationId, byOutcome] of Object.entries(reasons)) {
    for (const outcome of Object.keys(byOutcome ?? {})) {
      if (!named.has(scenarioOf(operationId, outcome)))
        problems.push(`${scenarioOf(operationId, outcome)} has a no-screen reason but is not a named outcome of the contract`);
    }
  }
  return { cells, problems };
}

/** How many named outcomes a browser row proves, and how many a reason explains. */
export function proofCounts(cells: ReadonlyMap<string, string>): { byRow: number; byReason: number } {
  const byReason = [...cells.values()].filter((cell) => cell.startsWith('no screen: ')).length;
  return { byRow: cells.size - byReason, byReason };
}
