import { CHECKS, type CheckName } from './generated/checks';
import type { SequenceResult } from './generated/stateful';
import { type ConformanceResult, type FileResult, type OperationResult } from './types';

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

/** The example phase's verdict on an operation: its replayed requests' violations and unreachable ones. */
function examplesFailed(operation: OperationResult): boolean {
  return operation.requests.some((request) => request.violations.length > 0 || request.unreachable !== undefined);
}

/** One test case per check the generated phase ran on the operation; a failure's message carries the finding and its curl command. */
function generatedTestcases(file: FileResult, operation: OperationResult): string[] {
  const generated = operation.generated;
  if (!generated) return [];
  const classname = xmlEscape(file.file);
  if (generated.warning) {
    return [
      `    <testcase classname="${classname}" name="${xmlEscape(`${operation.operationId} generated phase`)}" time="0">\n` +
        `      <skipped message="${xmlEscape(generated.warning)}"/>\n    </testcase>`,
    ];
  }
  const checks = new Set<CheckName>([...(Object.keys(generated.checks) as CheckName[]), ...generated.findings.map((finding) => finding.check)]);
  return [...checks].map((check) => {
    const name = `${operation.operationId} generated: ${CHECKS[check]}`;
    const tally = generated.checks[check];
    const findings = generated.findings.filter((finding) => finding.check === check);
    const open = `    <testcase classname="${classname}" name="${xmlEscape(name)}" time="0"`;
    if (findings.length === 0) return `${open}>\n      <system-out>${xmlEscape(`${tally?.run ?? 0} answers checked`)}</system-out>\n    </testcase>`;
    const message = findings
      .map(
        (finding) =>
          `${check}: expected ${finding.expected}, got ${finding.actual}${finding.schemaPath ? ` (schema ${finding.schemaPath})` : ''}; reproduce: ${finding.curl.split('\n').join(' && ')}`,
      )
      .join(' | ');
    const text = findings
      .map((finding) =>
        [
          `${finding.operationId} ${check}: ${CHECKS[check]}`,
          `expected: ${finding.expected}`,
          `actual: ${finding.actual}`,
          ...(finding.schemaPath ? [`schema path: ${finding.schemaPath}`] : []),
          `found by: ${finding.found}${finding.occurrences > 1 ? ` (met ${finding.occurrences} times)` : ''}`,
          finding.curl,
        ].join('\n'),
      )
      .join('\n\n');
    const type = check === 'reachable' ? 'error' : 'failure';
    return `${open}>\n      <${type} type="${check}" message="${xmlEscape(message)}">${xmlEscape(text)}</${type}>\n    </testcase>`;
  });
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

/** JUnit's split: an operation not answered is an error, one answered with violations a failure; so for each generated check. */
function countsOf(file: FileResult): { tests: number; failures: number; errors: number; skipped: number } {
  const generatedCases = file.operations.flatMap((operation) => generatedTestcases(file, operation));
  return {
    tests: file.operations.length + generatedCases.length + (file.error !== undefined ? 1 : 0),
    failures:
      file.operations.filter((operation) => examplesFailed(operation) && !hasUnreachable(operation)).length +
      generatedCases.filter((testcase) => testcase.includes('<failure ')).length,
    errors:
      file.operations.filter(hasUnreachable).length +
      generatedCases.filter((testcase) => testcase.includes('<error ')).length +
      (file.error !== undefined ? 1 : 0),
    skipped: generatedCases.filter((testcase) => testcase.includes('<skipped ')).length,
  };
}

function testsuite(file: FileResult, timestamp: string): string {
  const { tests, failures, errors, skipped } = countsOf(file);
  const cases = file.operations.flatMap((operation) => [testcase(file, operation), ...generatedTestcases(file, operation)]);
  if (file.error !== undefined) {
    cases.push(
      `    <testcase classname="${xmlEscape(file.file)}" name="${xmlEscape(`${file.file} could not be checked`)}" time="0">\n` +
        `      <error type="not-checked" message="${xmlEscape(file.error)}">${xmlEscape(file.error)}</error>\n    </testcase>`,
    );
  }
  return (
    `  <testsuite name="${xmlEscape(file.file)}" tests="${tests}" failures="${failures}" errors="${errors}" skipped="${skipped}" ` +
    `time="${seconds(file.durationMs)}" timestamp="${xmlEscape(timestamp)}">\n` +
    `    <properties>\n      <property name="baseUrl" value="${xmlEscape(file.baseUrl)}"/>\n` +
    `      <property name="prefer" value="${xmlEscape(file.prefer.used ? 'used' : 'not used')}"/>\n` +
    (file.validator ? `      <property name="validator" value="${file.validator}"/>\n` : '') +
    `    </properties>\n` +
    `${cases.join('\n')}\n  </testsuite>`
  );
}

const SEQUENCE_SUITE = 'stateful sequences';

/** A sequence's test case: a failure carries the step, what it expected and got, and the whole sequence as curl commands. */
function sequenceTestcase(sequence: SequenceResult): string {
  const time = sequence.steps.reduce((sum, step) => sum + step.durationMs, 0);
  const open = `    <testcase classname="${SEQUENCE_SUITE}" name="${xmlEscape(`${sequence.name}: ${sequence.title}`)}" time="${seconds(time)}"`;
  if (sequence.skipped) return `${open}>\n      <skipped message="${xmlEscape(sequence.skipped)}"/>\n    </testcase>`;
  const { failure } = sequence;
  if (!failure) return `${open}>\n      <system-out>${xmlEscape(sequence.curl)}</system-out>\n    </testcase>`;
  const what = `step ${failure.step} ${failure.operationId} (${failure.does}): expected ${failure.expected}, got ${failure.actual}`;
  const message = `${failure.check}: ${what}; reproduce: ${sequence.curl
    .split('\n')
    .filter((line) => !line.startsWith('#'))
    .join(' && ')}`;
  const type = failure.check === 'reachable' ? 'error' : 'failure';
  return `${open}>\n      <${type} type="${failure.check}" message="${xmlEscape(message)}">${xmlEscape(`${sequence.title}\n${what}\n${sequence.curl}`)}</${type}>\n    </testcase>`;
}

function sequenceCounts(sequences: SequenceResult[]): { tests: number; failures: number; errors: number; skipped: number } {
  return {
    tests: sequences.length,
    failures: sequences.filter((sequence) => sequence.failure && sequence.failure.check !== 'reachable').length,
    errors: sequences.filter((sequence) => sequence.failure?.check === 'reachable').length,
    skipped: sequences.filter((sequence) => sequence.outcome === 'skipped').length,
  };
}

/** The stateful sequences as one more <testsuite>, when any ran. */
function sequenceSuite(sequences: SequenceResult[], timestamp: string): string[] {
  if (sequences.length === 0) return [];
  const { tests, failures, errors, skipped } = sequenceCounts(sequences);
  const time = sequences.reduce((sum, sequence) => sum + sequence.durationMs, 0);
  return [
    `  <testsuite name="${SEQUENCE_SUITE}" tests="${tests}" failures="${failures}" errors="${errors}" skipped="${skipped}" ` +
      `time="${seconds(time)}" timestamp="${xmlEscape(timestamp)}">\n${sequences.map(sequenceTestcase).join('\n')}\n  </testsuite>`,
  ];
}

/**
 * JUnit XML for CI systems: a <testsuite> per contract file, a <testcase> per operation's example
 * replay and per generated check; then one <testsuite> for the stateful sequences, a <testcase> each.
 */
export function junitReport(result: ConformanceResult): string {
  const sequences = result.sequences ?? [];
  const suites = [...result.files.map((file) => testsuite(file, result.startedAt)), ...sequenceSuite(sequences, result.startedAt)];
  const counts = [...result.files.map(countsOf), sequenceCounts(sequences)];
  const sum = (key: 'tests' | 'failures' | 'errors') => counts.reduce((total, count) => total + count[key], 0);
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<testsuites name="contract:check" tests="${sum('tests')}" failures="${sum('failures')}" errors="${sum('errors')}" time="${seconds(result.durationMs)}">\n` +
    `${suites.join('\n')}\n</testsuites>\n`
  );
}
