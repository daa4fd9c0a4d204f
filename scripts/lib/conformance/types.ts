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
};

export type FileResult = {
  /** Contract file name, e.g. main-api.yaml. */
  file: string;
  /** The target's base URL for this file, with the file's server base path. */
  baseUrl: string;
  /** Whether the requests named their outcome in `Prefer`, and why. */
  prefer: { used: boolean; reason: string };
  operations: OperationResult[];
  durationMs: number;
  /** Why the file could not be checked at all (Prism did not start, the contract did not load). */
  error?: string;
};

export type ConformanceResult = {
  target: string;
  startedAt: string;
  durationMs: number;
  files: FileResult[];
};

export type Totals = {
  files: number;
  operations: number;
  requests: number;
  violations: number;
  unreachable: number;
  failedOperations: number;
  brokenFiles: number;
};

export function operationFailed(operation: OperationResult): boolean {
  return operation.requests.some((request) => request.violations.length > 0 || request.unreachable !== undefined);
}

export function totalsOf(result: ConformanceResult): Totals {
  const operations = result.files.flatMap((file) => file.operations);
  const requests = operations.flatMap((operation) => operation.requests);
  return {
    files: result.files.length,
    operations: operations.length,
    requests: requests.length,
    violations: requests.reduce((sum, request) => sum + request.violations.length, 0),
    unreachable: requests.filter((request) => request.unreachable !== undefined).length,
    failedOperations: operations.filter(operationFailed).length,
    brokenFiles: result.files.filter((file) => file.error !== undefined).length,
  };
}

export function passed(result: ConformanceResult): boolean {
  const totals = totalsOf(result);
  return totals.violations === 0 && totals.unreachable === 0 && totals.brokenFiles === 0;
}

/** The one-line summary the command prints last. */
export function summaryLine(result: ConformanceResult): string {
  const totals = totalsOf(result);
  const verdict = passed(result) ? 'PASSED' : 'FAILED';
  const seconds = (result.durationMs / 1000).toFixed(1);
  const broken = totals.brokenFiles > 0 ? `, ${totals.brokenFiles} files not checked` : '';
  return (
    `contract:check ${verdict}: ${totals.files} contract files, ${totals.operations} operations, ${totals.requests} requests, ` +
    `${totals.violations} violations, ${totals.unreachable} unreachable${broken} (${totals.failedOperations} operations failed) in ${seconds} s`
  );
}
