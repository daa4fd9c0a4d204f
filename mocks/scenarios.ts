/**
 * The active scenarios: for an operationId, the named example of the contract that its mock
 * answers. The vocabulary is the one of the URL, `?scenario=<operationId>:<exampleKey>[,...]`.
 * In the browser the choice lives in sessionStorage, so it lasts for the tab's life and
 * survives reloads; elsewhere (Vitest, Node) it lives in memory and tests reset it.
 */
import type { OperationId, ScenarioOutcomes } from './generated/scenario-outcomes';
import { currentScope } from './session-scope';
import { tabStorage } from './tab-storage';

/**
 * Scenarios written in code: operations and outcomes typed from the contract, so a mistyped key
 * fails the typecheck (decision 150).
 */
export type ScenarioMap = { [Id in OperationId]?: ScenarioOutcomes[Id] };
/** The outcome keys of one operation, e.g. `ScenarioOutcome<'verifyImei'>`. */
export type ScenarioOutcome<Id extends OperationId> = ScenarioOutcomes[Id];
export type { OperationId };

/**
 * Scenarios as they arrive at run time (a URL, the QA panel, storage): any text. The mocks check
 * them against the contract and refuse the unknown ones (mocks/engine/scenario-keys.ts).
 */
export type ScenarioEntries = Record<string, string>;

export const SCENARIO_QUERY_PARAM = 'scenario';
const STORAGE_KEY = 'bait.mock.scenarios';

let memory: ScenarioEntries = {};

/**
 * `op:outcome,op2:outcome2`. A malformed entry is kept (`op` alone as an empty outcome, `:x` as an
 * empty operation), so the check that follows refuses it loudly instead of dropping it (decision 150).
 */
export function parseScenarioParam(value: string): ScenarioEntries {
  const scenarios: ScenarioEntries = {};
  for (const entry of value.split(',')) {
    if (!entry.trim()) continue;
    const separator = entry.indexOf(':');
    const operationId = (separator < 0 ? entry : entry.slice(0, separator)).trim();
    const outcome = separator < 0 ? '' : entry.slice(separator + 1).trim();
    scenarios[operationId] = outcome;
  }
  return scenarios;
}

export function formatScenarioParam(scenarios: ScenarioMap | ScenarioEntries): string {
  return Object.entries(scenarios)
    .map(([operationId, outcome]) => `${operationId}:${outcome}`)
    .join(',');
}

export function getScenarios(): ScenarioEntries {
  const scope = currentScope();
  if (scope) return { ...scope.scenarios };
  const stored = tabStorage()?.getItem(STORAGE_KEY);
  if (stored === undefined) return { ...memory };
  if (stored === null) return {};
  try {
    return JSON.parse(stored) as ScenarioEntries;
  } catch {
    return {};
  }
}

export function getScenario(operationId: string): string | undefined {
  const scope = currentScope();
  if (scope) return (scope.scenarios as ScenarioEntries)[operationId];
  return getScenarios()[operationId];
}

/**
 * Replaces every active scenario with these entries as given, unchecked (the QA panel and a URL may
 * hold any text; the mocks refuse unknown entries where they use them); an empty map clears them.
 * A test chooses through `chooseScenarios` (mocks/testing.ts), which checks the keys.
 */
export function storeScenarios(scenarios: ScenarioMap | ScenarioEntries): void {
  const scope = currentScope();
  if (scope) {
    scope.scenarios = { ...scenarios } as ScenarioEntries;
    return;
  }
  const target = tabStorage();
  if (target) {
    if (Object.keys(scenarios).length === 0) target.removeItem(STORAGE_KEY);
    else target.setItem(STORAGE_KEY, JSON.stringify(scenarios));
  }
  memory = { ...scenarios };
}

export function clearScenarios(): void {
  storeScenarios({});
}

/**
 * Applies `?scenario=` of a URL: present and empty clears, present with entries replaces,
 * absent keeps what the tab already chose.
 */
export function applyScenarioParam(search: string | URLSearchParams): void {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  if (!params.has(SCENARIO_QUERY_PARAM)) return;
  // Several `scenario` parameters add up (a page's own scenario plus the one of a link).
  storeScenarios(parseScenarioParam(params.getAll(SCENARIO_QUERY_PARAM).join(',')));
}

/** What a scenario asks of an operation. */
export type Outcome =
  | { kind: 'example'; key: string }
  | { kind: 'code'; status: number }
  | { kind: 'networkError' }
  | { kind: 'timeout' }
  /** The usual answer with its free text replaced by the XSS corpus. */
  | { kind: 'hostileText' }
  | { kind: 'delay'; ms: number };

export function parseOutcome(outcome: string): Outcome {
  if (outcome === 'networkError') return { kind: 'networkError' };
  if (outcome === 'timeout') return { kind: 'timeout' };
  if (outcome === 'hostileText') return { kind: 'hostileText' };
  const code = /^code=(\d{3})$/.exec(outcome)?.[1];
  if (code) return { kind: 'code', status: Number(code) };
  const delay = /^delay=(\d{1,6})$/.exec(outcome)?.[1];
  if (delay) return { kind: 'delay', ms: Number(delay) };
  return { kind: 'example', key: outcome };
}
