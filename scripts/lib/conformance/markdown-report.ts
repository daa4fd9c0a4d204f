import {
  operationFailed,
  summaryLine,
  totalsOf,
  type ConformanceResult,
  type FileResult,
  type OperationResult,
  type RequestResult,
  type Violation,
} from './types';

/** Text safe inside a Markdown table cell: no line breaks, pipes escaped. */
export function markdownCell(text: string): string {
  return text.replace(/\r?\n/g, ' ').replace(/\|/g, '\\|').trim();
}

/** Inline code that survives backticks inside the text. */
export function markdownCode(text: string): string {
  const longestRun = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longestRun + 1);
  const padding = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${padding}${text}${padding}${fence}`;
}

function statusOf(request: RequestResult): string {
  if (request.unreachable !== undefined) return 'unreachable';
  if (request.status === undefined) return '500 (Prism --errors)';
  return String(request.status);
}

function askedOf(request: RequestResult): string {
  if (!request.asked) return '';
  const status = String(request.asked.status);
  return request.status !== undefined && String(request.status) !== status && request.unreachable === undefined ? ` (asked ${status})` : '';
}

/** The same breach found by several requests is listed once, with the requests that found it. */
function groupedViolations(operation: OperationResult): { violation: Violation; labels: string[] }[] {
  const groups = new Map<string, { violation: Violation; labels: string[] }>();
  for (const request of operation.requests) {
    for (const violation of request.violations) {
      const key = JSON.stringify([violation.location, violation.message, violation.severity, violation.code]);
      const group = groups.get(key) ?? { violation, labels: [] };
      if (!group.labels.includes(request.label)) group.labels.push(request.label);
      groups.set(key, group);
    }
  }
  return [...groups.values()];
}

function operationSection(operation: OperationResult): string[] {
  const failed = operationFailed(operation);
  const lines = [
    `### ${failed ? '✗' : '✓'} ${operation.operationId}: ${markdownCode(`${operation.method} ${operation.path}`)}`,
    '',
    '| request | sent | Prefer | status | content type | violations |',
    '|---|---|---|---|---|---|',
  ];
  for (const request of operation.requests) {
    lines.push(
      `| ${markdownCell(request.label)} | ${markdownCode(markdownCell(`${request.method} ${request.path}`))} | ${markdownCell(request.prefer ?? '')} | ` +
        `${statusOf(request)}${askedOf(request)} | ${markdownCell(request.contentType ?? '')} | ${request.violations.length} |`,
    );
  }
  const breaches = [
    ...operation.requests.flatMap((request) =>
      request.unreachable !== undefined ? [`- not reached: ${markdownCell(request.unreachable)} (${markdownCell(request.label)})`] : [],
    ),
    ...groupedViolations(operation).map(
      ({ violation, labels }) =>
        `- ${markdownCode(violation.location)} ${markdownCell(violation.message)} (${[violation.severity, violation.code].filter(Boolean).join(', ')}): ` +
        markdownCell(labels.join(', ')),
    ),
  ];
  if (breaches.length > 0) lines.push('', ...breaches);
  lines.push('');
  return lines;
}

function fileSection(file: FileResult): string[] {
  const failedOperations = file.operations.filter(operationFailed);
  const requests = file.operations.reduce((sum, operation) => sum + operation.requests.length, 0);
  const verdict = file.error !== undefined ? 'not checked' : failedOperations.length > 0 ? `${failedOperations.length} operations failed` : 'passed';
  const lines = [
    `## ${file.file}: ${verdict}`,
    '',
    `Base URL ${markdownCode(file.baseUrl)}, ${file.operations.length} operations, ${requests} requests, ${(file.durationMs / 1000).toFixed(1)} s.`,
    `Prefer ${file.prefer.used ? 'used' : 'not used'}: ${file.prefer.reason}.`,
    '',
  ];
  if (file.error !== undefined) lines.push(`**Not checked:** ${markdownCell(file.error)}`, '');
  if (failedOperations.length > 0) {
    lines.push('Failed: ' + failedOperations.map((operation) => operation.operationId).join(', ') + '.', '');
  }
  for (const operation of file.operations) lines.push(...operationSection(operation));
  return lines;
}

/** The Markdown report: a summary, then per contract file and operation the requests sent, statuses and every violation. */
export function markdownReport(result: ConformanceResult): string {
  const totals = totalsOf(result);
  const lines = [
    '# Contract conformance',
    '',
    `Target ${markdownCode(result.target)}, started ${result.startedAt}.`,
    '',
    summaryLine(result),
    '',
    '| contract file | operations | requests | failed operations | violations | unreachable |',
    '|---|---|---|---|---|---|',
    ...result.files.map((file) => {
      const requests = file.operations.flatMap((operation) => operation.requests);
      return (
        `| ${file.file}${file.error !== undefined ? ' (not checked)' : ''} | ${file.operations.length} | ${requests.length} | ` +
        `${file.operations.filter(operationFailed).length} | ${requests.reduce((sum, request) => sum + request.violations.length, 0)} | ` +
        `${requests.filter((request) => request.unreachable !== undefined).length} |`
      );
    }),
    `| all | ${totals.operations} | ${totals.requests} | ${totals.failedOperations} | ${totals.violations} | ${totals.unreachable} |`,
    '',
    "A violation is what Prism's validating proxy reported for an answer (`sl-violations`): its location in the request or",
    "response (`response.body.data.0.precio`), Prism's message, severity and failed schema keyword, then the requests that met it.",
    '',
    ...result.files.flatMap(fileSection),
  ];
  return `${lines.join('\n').trimEnd()}\n`;
}
