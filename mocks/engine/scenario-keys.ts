import { parseScenarioParam, SCENARIO_QUERY_PARAM } from '../scenarios';
import { parsePreferHeader, type PreferDirectives } from './prefer';
import type { OperationDefinition } from './types';

/**
 * The outcome keys a scenario may name for an operation, and the check that refuses any other.
 * (decision 150). The same vocabulary as the generated `ScenarioOutcomes` type, which makes a
 * wrong key in code fail the typecheck; this is its run-time twin for what arrives in a URL, the
 * QA panel or a `Prefer` header.
 */

/** Outcomes every operation takes besides its named examples and declared statuses. */
export const COMMON_OUTCOMES = ['networkError', 'timeout', 'hostileText'] as const;
/** `delay=<ms>`: the usual answer, late; how the key lists show it. */
export const DELAY_OUTCOME_PATTERN = 'delay=<ms>';
const DELAY_OUTCOME = /^delay=\d{1,6}$/;

/**
 * The keys of each operation, worked out once: every request with a scenario or a Prefer header
 * asks for them, and a profile of the mock server under load showed them rebuilt each time.
 */
const keysByOperation = new WeakMap<OperationDefinition, { all: readonly string[]; prefer: ReadonlySet<string> }>();

function keysOf(operation: OperationDefinition): { all: readonly string[]; prefer: ReadonlySet<string> } {
  let keys = keysByOperation.get(operation);
  if (!keys) {
    const examples = operation.responses.flatMap((response) => response.examples.map((example) => example.key));
    const codes = operation.responses.flatMap((response) => (typeof response.status === 'number' ? [`code=${response.status}`] : []));
    const all = [...new Set([...examples, ...codes, ...COMMON_OUTCOMES, DELAY_OUTCOME_PATTERN])];
    keys = { all, prefer: new Set(all.filter((key) => !isScenarioWord(key))) };
    keysByOperation.set(operation, keys);
  }
  return keys;
}

/** Named examples, `code=NNN` per declared status, then the common outcomes and `delay=<ms>`. */
export function outcomeKeysOf(operation: OperationDefinition): string[] {
  return [...keysOf(operation).all];
}

export function isKnownOutcome(operation: OperationDefinition, outcome: string): boolean {
  if (DELAY_OUTCOME.test(outcome)) return true;
  return outcome !== DELAY_OUTCOME_PATTERN && keysOf(operation).all.includes(outcome);
}

/** Why a scenario entry was refused; `known` lists what would have been accepted. */
export type ScenarioProblem =
  | { reason: 'unknownOperation'; operationId: string; outcome: string; known: string[]; suggestion?: string }
  | { reason: 'unknownOutcome'; operationId: string; outcome: string; known: string[]; suggestion?: string };

/** The entries of a scenario map that name an operation or outcome the contract does not have. */
export function scenarioProblems(operations: readonly OperationDefinition[], scenarios: Readonly<Record<string, string>>): ScenarioProblem[] {
  const byId = new Map(operations.map((operation) => [operation.operationId, operation]));
  const problems: ScenarioProblem[] = [];
  for (const [operationId, outcome] of Object.entries(scenarios)) {
    const operation = byId.get(operationId);
    if (!operation) {
      const known = [...byId.keys()].sort();
      problems.push(withSuggestion({ reason: 'unknownOperation', operationId, outcome, known }, operationId));
    } else if (!isKnownOutcome(operation, outcome)) {
      problems.push(withSuggestion({ reason: 'unknownOutcome', operationId, outcome, known: outcomeKeysOf(operation) }, outcome));
    }
  }
  return problems;
}

/**
 * A `Prefer` header's `example=` or `code=` that the operation does not declare. Prism answers
 * such a header with an error too; the mocks never fall back to the default answer for it.
 */
export function preferProblems(operation: OperationDefinition, header: string | null | undefined | PreferDirectives): ScenarioProblem[] {
  const prefer = typeof header === 'object' && header !== null ? header : parsePreferHeader(header);
  const asked = [...(prefer.example === undefined ? [] : [prefer.example]), ...(prefer.code === undefined ? [] : [`code=${prefer.code}`])];
  // Prefer names examples and statuses only: the common outcomes and delays are scenario words.
  const { prefer: known } = keysOf(operation);
  return asked
    .filter((outcome) => !known.has(outcome))
    .map((outcome) => withSuggestion({ reason: 'unknownOutcome' as const, operationId: operation.operationId, outcome, known: [...known] }, outcome));
}

function isScenarioWord(key: string): boolean {
  return key === DELAY_OUTCOME_PATTERN || COMMON_OUTCOMES.some((common) => common === key);
}

/** One line for a console or a log: what was refused, a likely fix, and every known key. */
export function describeScenarioProblem(problem: ScenarioProblem): string {
  const hint = problem.suggestion ? ` Did you mean ${problem.suggestion}?` : '';
  return problem.reason === 'unknownOperation'
    ? `Unknown operation in scenario "${problem.operationId}:${problem.outcome}": refused.${hint} Known operations: ${problem.known.join(', ')}.`
    : `Unknown outcome "${problem.outcome}" for ${problem.operationId}: refused.${hint} Known outcomes of ${problem.operationId}: ${problem.known.join(', ')}.`;
}

/**
 * 421 Misdirected Request: no operation of the contract declares it (a test keeps it so), so a
 * screen can never take a refused scenario for one of its outcomes, as it took the 400 that
 * verifyImei declares for "compatible pero sin eSIM" (issue 35).
 */
export const SCENARIO_REFUSED_STATUS = 421;
export const SCENARIO_REFUSED_TYPE = 'https://bait.invalid/problems/unknown-scenario';

/** The `application/problem+json` body of a refused scenario or Prefer header. */
export function scenarioRefusal(problems: readonly ScenarioProblem[]): {
  type: string;
  title: string;
  status: number;
  detail: string;
  unknown: ScenarioProblem[];
} {
  return {
    type: SCENARIO_REFUSED_TYPE,
    title: 'Unknown scenario: refused with a status no operation declares, so no screen takes it for an outcome',
    status: SCENARIO_REFUSED_STATUS,
    detail: problems.map(describeScenarioProblem).join(' '),
    unknown: [...problems],
  };
}

/**
 * For the mock server: the refusal of a URL whose `?scenario=` names anything unknown, or
 * undefined when every entry is known (or the URL has none). Nothing of a refused URL is applied.
 */
export function scenarioParamRefusal(
  operations: readonly OperationDefinition[],
  search: string | URLSearchParams,
): ReturnType<typeof scenarioRefusal> | undefined {
  // Without ?scenario= the entries are empty, so nothing is refused.
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const problems = scenarioProblems(operations, parseScenarioParam(params.getAll(SCENARIO_QUERY_PARAM).join(',')));
  return problems.length > 0 ? scenarioRefusal(problems) : undefined;
}

/** The closest known key within a few edits, for a typo such as `vozzapp` (did you mean `vozapp`?). */
function withSuggestion<T extends ScenarioProblem>(problem: T, typed: string): T {
  let best: { key: string; distance: number } | undefined;
  for (const key of problem.known) {
    const distance = editDistance(typed.toLowerCase(), key.toLowerCase());
    if (distance <= Math.max(2, Math.floor(typed.length / 4)) && (!best || distance < best.distance)) best = { key, distance };
  }
  return best ? { ...problem, suggestion: best.key } : problem;
}

function editDistance(left: string, right: string): number {
  let previous = Array.from({ length: right.length + 1 }, (_, index) => index);
  for (let i = 1; i <= left.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= right.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (left[i - 1] === right[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[right.length] ?? 0;
}
