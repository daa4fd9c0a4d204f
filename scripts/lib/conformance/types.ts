import { CHECK_NAME } from '../contract-files';
import type { GeneratedOperationResult } from './generated/phase';
import type { SequenceResult } from './generated/stateful';

/** One breach of the contract that Prism's validating proxy reported for an answer (or a request). */
export type Violation = {
  /** Where, dotted: response.body.data.0.precio, response.header.content-type, request.query.page. */
  location: string;
  message: string;
  /** Prism's severity: Error, or Warning for what Prism lets through (an undeclared status). */
  severity: string;
  /** The JSON Schema keyword that failed (type, required...), when Prism names one. */
  code?: string;
};

/** What was asked for: the outcome named in `Prefer`, when the target honours it. */
export type AskedOutcome = { status: number | 'default'; example?: string };

export type RequestResult = {
  /** 'example vozapp', 'status 404', 'schema-made (seed 1)'. */
  label: string;
  method: string;
  /** Path and query as sent to the target, below its base URL. */
  path: string;
  prefer?: string;
  asked?: AskedOutcome;
  /** The target's status; absent when no answer came. */
  status?: number;
  contentType?: string;
  durationMs: number;
  violations: Violation[];
  /** Why no answer of the target came back (connection refused, timeout, Prism could not route it). */
  unreachable?: string;
};

export type OperationResult = {
  operationId: string;
  method: string;
  path: string;
  requests: RequestResult[];
  /** Every status the operation declares ('default' included), for the conformance score. */
  declaredStatuses?: (number | 'default')[];
  /** The generated phase; absent with --examples-only or when the file could not be checked. */
  generated?: GeneratedOperationResult;
};

/**
 * What validated the example phase's answers: Prism's validating proxy in front of the target, or
 * the project's own validator (the mocks' and the generated phase's checks) on the target's answers.
 */
export type ExampleValidator = 'prism' | 'own';

export type FileResult = {
  /** Contract file name, e.g. main-api.yaml. */
  file: string;
  /** The target's base URL for this file, with the file's server base path. */
  baseUrl: string;
  /** Whether the requests named their outcome in `Prefer`, and why. */
  prefer: { used: boolean; reason: string };
  /** Which validator the example phase ran through. */
  validator?: ExampleValidator;
  operations: OperationResult[];
  durationMs: number;
  /** Why the file could not be checked at all (Prism did not start, the contract did not load). */
  error?: string;
  /** The seed and number of valid cases of the generated phase, when it ran. */
  generated?: { seed: number; cases: number };
};

export type ConformanceResult = {
  target: string;
  startedAt: string;
  durationMs: number;
  /** The session of its own the run used on the project's mock server; absent for any other target. */
  mockSession?: string;
  files: FileResult[];
  /** The stateful sequences of the generated phase that ran (absent with --examples-only or when none had its files checked). */
  sequences?: SequenceResult[];
};

export type Totals = {
  files: number;
  operations: number;
  requests: number;
  violations: number;
  unreachable: number;
  failedOperations: number;
  brokenFiles: number;
  /** Requests of the generated phase (part of `requests`), its sequences' included. */
  generatedRequests: number;
  /** Findings of the generated phase: per operation, and one per failed sequence. */
  findings: number;
  /** Operations whose generated phase was skipped, and sequences the server's test data could not run. */
  warnings: number;
};

export function operationFailed(operation: OperationResult): boolean {
  return (
    operation.requests.some((request) => request.violations.length > 0 || request.unreachable !== undefined) || (operation.generated?.findings.length ?? 0) > 0
  );
}

export type Score = { outcomesExercised: number; outcomesDeclared: number; checksPassed: number; checksRun: number };

/**
 * The conformance score of an operation: the declared outcomes some answer showed, out of all
 * declared ('default' counts when a status no other response declares came back); and the checks
 * that passed, out of all run (each replayed example is one check, each check of each generated answer one more).
 */
export function scoreOf(operation: OperationResult): Score {
  const declared = operation.declaredStatuses ?? [];
  const seen = new Set<number>([
    ...operation.requests.flatMap((request) => (request.status === undefined ? [] : [request.status])),
    ...(operation.generated?.statuses ?? []),
  ]);
  const explicit = new Set(declared.filter((status): status is number => status !== 'default'));
  const exercised = declared.filter((status) => (status === 'default' ? [...seen].some((code) => !explicit.has(code)) : seen.has(status))).length;
  const examples = operation.requests.filter((request) => request.unreachable === undefined);
  const tallies = Object.values(operation.generated?.checks ?? {});
  const examplesPassed = examples.filter((request) => request.violations.length === 0).length;
  return {
    outcomesExercised: exercised,
    outcomesDeclared: declared.length,
    checksPassed: examplesPassed + tallies.reduce((sum, tally) => sum + tally.run - tally.failed, 0),
    checksRun: operation.requests.length + tallies.reduce((sum, tally) => sum + tally.run, 0),
  };
}

export function sumScores(scores: Score[]): Score {
  return scores.reduce(
    (sum, score) => ({
      outcomesExercised: sum.outcomesExercised + score.outcomesExercised,
      outcomesDeclared: sum.outcomesDeclared + score.outcomesDeclared,
      checksPassed: sum.checksPassed + score.checksPassed,
      checksRun: sum.checksRun + score.checksRun,
    }),
    { outcomesExercised: 0, outcomesDeclared: 0, checksPassed: 0, checksRun: 0 },
  );
}

export function fileScore(file: FileResult): Score {
  return sumScores(file.operations.map(scoreOf));
}

export function totalsOf(result: ConformanceResult): Totals {
  const operations = result.files.flatMap((file) => file.operations);
  const requests = operations.flatMap((operation) => operation.requests);
  const sequences = result.sequences ?? [];
  const generatedRequests =
    operations.reduce((sum, operation) => sum + (operation.generated?.requests ?? 0), 0) + sequences.reduce((sum, sequence) => sum + sequence.steps.length, 0);
  return {
    files: result.files.length,
    operations: operations.length,
    requests: requests.length + generatedRequests,
    generatedRequests,
    findings:
      operations.reduce((sum, operation) => sum + (operation.generated?.findings.length ?? 0), 0) +
      sequences.filter((sequence) => sequence.outcome === 'failed').length,
    warnings:
      operations.filter((operation) => operation.generated?.warning !== undefined).length +
      sequences.filter((sequence) => sequence.outcome === 'skipped').length,
    violations: requests.reduce((sum, request) => sum + request.violations.length, 0),
    unreachable: requests.filter((request) => request.unreachable !== undefined).length,
    failedOperations: operations.filter(operationFailed).length,
    brokenFiles: result.files.filter((file) => file.error !== undefined).length,
  };
}

export function passed(result: ConformanceResult): boolean {
  const totals = totalsOf(result);
  return totals.violations === 0 && totals.unreachable === 0 && totals.brokenFiles === 0 && totals.findings === 0;
}

/** The one-line summary the command prints last. */
export function summaryLine(result: ConformanceResult): string {
  const totals = totalsOf(result);
  const verdict = passed(result) ? 'PASSED' : 'FAILED';
  const seconds = (result.durationMs / 1000).toFixed(1);
  const broken = totals.brokenFiles > 0 ? `, ${totals.brokenFiles} files not checked` : '';
  const generated = totals.generatedRequests > 0 || totals.warnings > 0 ? `, ${totals.findings} findings, ${totals.warnings} warnings` : '';
  const sequences = result.sequences ?? [];
  const failedSequences = sequences.filter((sequence) => sequence.outcome === 'failed').length;
  const stateful = sequences.length > 0 ? `, ${sequences.length} sequences (${failedSequences} failed)` : '';
  const rate = result.durationMs > 0 ? ` (${Math.round(totals.requests / (result.durationMs / 1000))} requests/s)` : '';
  return (
    `${CHECK_NAME} ${verdict}: ${totals.files} contract files, ${totals.operations} operations, ${totals.requests} requests, ` +
    `${totals.violations} violations, ${totals.unreachable} unreachable${generated}${stateful}${broken} (${totals.failedOperations} operations failed) in ${seconds} s${rate}`
  );
}
