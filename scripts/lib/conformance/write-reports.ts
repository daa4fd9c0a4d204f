import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { junitReport } from './junit-report';
import { markdownReport } from './markdown-report';
import type { ConformanceResult, RequestResult } from './types';
import { redactSecretText, redactUrl } from '../../../mocks/security/redact-secrets';

export const DEFAULT_REPORT_DIR = 'reports/contract';
const MARKDOWN_REPORT_FILE = 'contract-check.md';
const JUNIT_REPORT_FILE = 'contract-check.junit.xml';

function redactedRequest(request: RequestResult): RequestResult {
  return {
    ...request,
    path: redactUrl(request.path),
    violations: request.violations.map((violation) => ({ ...violation, message: redactSecretText(violation.message) })),
    ...(request.unreachable === undefined ? {} : { unreachable: redactSecretText(request.unreachable) }),
  };
}

/**
 * The result as a report may show it (issue 35): a request sent to a real backend carries the
 * examples' passwords, codes and tokens in its query, and Prism's messages may quote a value.
 */
export function redactedResult(result: ConformanceResult): ConformanceResult {
  return {
    ...result,
    files: result.files.map((file) => ({
      ...file,
      ...(file.error === undefined ? {} : { error: redactSecretText(file.error) }),
      operations: file.operations.map((operation) => ({ ...operation, requests: operation.requests.map(redactedRequest) })),
    })),
  };
}

/** Writes the Markdown and JUnit XML reports into `dir` (made if missing), secrets redacted; returns their paths. */
export async function writeReports(result: ConformanceResult, dir: string): Promise<{ markdown: string; junit: string }> {
  await mkdir(dir, { recursive: true });
  const markdown = path.join(dir, MARKDOWN_REPORT_FILE);
  const junit = path.join(dir, JUNIT_REPORT_FILE);
  const shown = redactedResult(result);
  await Promise.all([writeFile(markdown, markdownReport(shown)), writeFile(junit, junitReport(shown))]);
  return { markdown, junit };
}
