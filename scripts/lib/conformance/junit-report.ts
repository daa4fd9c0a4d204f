import { operationFailed, type ConformanceResult, type FileResult, type OperationResult } from './types';

// Characters XML 1.0 cannot carry at all, even escaped.
// eslint-disable-next-line no-control-regex
const INVALID_XML_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Text safe in an XML attribute or element: the five special characters escaped, invalid ones dropped. */
export function xmlEscape(text: string): string {
  return text
    .replace(INVALID_XML_CHARACTERS, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function seconds(milliseconds: number): string {
  return (milliseconds / 1000).toFixed(3);
}

function requestLines(operation: OperationResult): string {
  return operation.requests
    .map((request) => {
      const status = request.unreachable !== undefined ? 'unreachable' : String(request.status ?? 500);
      const prefer = request.prefer ? ` [Prefer: ${request.prefer}]` : '';
      return `${request.label}: ${request.method} ${request.path}${prefer} -> ${status}`;
    })
    .join('\n');
}

function testcase(file: FileResult, operation: OperationResult): string {
  const name = `${operation.operationId} ${operation.method} ${operation.path}`;
  const time = operation.requests.reduce((sum, request) => sum + request.durationMs, 0);
  const open = `    <testcase classname="${xmlEscape(file.file)}" name="${xmlEscape(name)}" time="${seconds(time)}"`;
  const children: string[] = [];
  const unreachable = operation.requests.filter((request) => request.unreachable !== undefined);
  const violations = operation.requests.flatMap((request) => request.violations.map((violation) => ({ request, violation })));
  if (unreachable.length > 0) {
    const text = unreachable.map((request) => `${request.label}: ${request.unreachable ?? ''}`).join('\n');
    children.push(`      <error type="unreachable" message="${xmlEscape(`${unreachable.length} requests not answered`)}">${xmlEscape(text)}</error>`);
  }
  if (violations.length > 0) {
    const text = violations.map(({ request, violation }) => `${request.label}: ${violation.location} ${violation.message} (${violation.severity})`).join('\n');
    children.push(`      <failure type="violation" message="${xmlEscape(`${violations.length} contract violations`)}">${xmlEscape(text)}</failure>`);
  }
  children.push(`      <system-out>${xmlEscape(requestLines(operation))}</system-out>`);
  return `${open}>\n${children.join('\n')}\n    </testcase>`;
}

const hasUnreachable = (operation: OperationResult) => operation.requests.some((request) => request.unreachable !== undefined);

/** JUnit's split: an operation not answered is an error, one answered with violations a failure. */
function countsOf(file: FileResult): { tests: number; failures: number; errors: number } {
  return {
    tests: file.operations.length + (file.error !== undefined ? 1 : 0),
    failures: file.operations.filter((operation) => operationFailed(operation) && !hasUnreachable(operation)).length,
    errors: file.operations.filter(hasUnreachable).length + (file.error !== undefined ? 1 : 0),
  };
}

function testsuite(file: FileResult, timestamp: string): string {
  const { tests, failures, errors } = countsOf(file);
  const cases = file.operations.map((operation) => testcase(file, operation));
  if (file.error !== undefined) {
    cases.push(
      `    <testcase classname="${xmlEscape(file.file)}" name="${xmlEscape(`${file.file} could not be checked`)}" time="0">\n` +
        `      <error type="not-checked" message="${xmlEscape(file.error)}">${xmlEscape(file.error)}</error>\n    </testcase>`,
    );
  }
  return (
    `  <testsuite name="${xmlEscape(file.file)}" tests="${tests}" failures="${failures}" errors="${errors}" skipped="0" ` +
    `time="${seconds(file.durationMs)}" timestamp="${xmlEscape(timestamp)}">\n` +
    `    <properties>\n      <property name="baseUrl" value="${xmlEscape(file.baseUrl)}"/>\n` +
    `      <property name="prefer" value="${xmlEscape(file.prefer.used ? 'used' : 'not used')}"/>\n    </properties>\n` +
    `${cases.join('\n')}\n  </testsuite>`
  );
}

/** JUnit XML for CI systems: a <testsuite> per contract file, a <testcase> per operation. */
export function junitReport(result: ConformanceResult): string {
  const suites = result.files.map((file) => testsuite(file, result.startedAt));
  const counts = result.files.map(countsOf);
  const sum = (key: 'tests' | 'failures' | 'errors') => counts.reduce((total, count) => total + count[key], 0);
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<testsuites name="contract:check" tests="${sum('tests')}" failures="${sum('failures')}" errors="${sum('errors')}" time="${seconds(result.durationMs)}">\n` +
    `${suites.join('\n')}\n</testsuites>\n`
  );
}
