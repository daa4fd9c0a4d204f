import { CHECKS } from './generated/checks';
import type { Finding } from './generated/phase';
import type { SequenceResult } from './generated/stateful';
import {
  fileScore,
  operationFailed,
  scoreOf,
  sumScores,
  summaryLine,
  totalsOf,
  type ConformanceResult,
  type ExampleValidator,
  type FileResult,
  type OperationResult,
  type RequestResult,
  type Score,
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

function percent(part: number, whole: number): string {
  return whole === 0 ? '–' : `${Math.round((part / whole) * 100)}%`;
}

/** "3/4 (75%)": a score at a glance. */
function fraction(part: number, whole: number): string {
  return `${part}/${whole} (${percent(part, whole)})`;
}

/** Outcomes below half exercised, or checks that failed, are what a reader should look at first. */
function scoreMark(score: Score): string {
  if (score.checksPassed < score.checksRun) return '✗';
  return score.outcomesDeclared > 0 && score.outcomesExercised * 2 < score.outcomesDeclared ? 'thin' : '';
}

function scoreTable(file: FileResult): string[] {
  const lines = ['| operation | outcomes exercised | checks passed | generated requests | findings | |', '|---|---|---|---|---|---|'];
  for (const operation of file.operations) {
    const score = scoreOf(operation);
    lines.push(
      `| ${operation.operationId} | ${fraction(score.outcomesExercised, score.outcomesDeclared)} | ${fraction(score.checksPassed, score.checksRun)} | ` +
        `${operation.generated?.requests ?? 0} | ${operation.generated?.findings.length ?? 0} | ${scoreMark(score)} |`,
    );
  }
  const total = fileScore(file);
  lines.push(
    `| **${file.file}** | ${fraction(total.outcomesExercised, total.outcomesDeclared)} | ${fraction(total.checksPassed, total.checksRun)} | | | |`,
    '',
  );
  return lines;
}

/** One finding: the check, what was expected and came back, the schema rule, and the curl command that shows it. */
function findingSection(finding: Finding): string[] {
  return [
    `#### ✗ ${finding.operationId}: ${finding.check} (${CHECKS[finding.check]})`,
    '',
    `- expected: ${markdownCell(finding.expected)}`,
    `- actual: ${markdownCell(finding.actual)}`,
    ...(finding.schemaPath ? [`- schema path: ${markdownCode(finding.schemaPath)}`] : []),
    `- found by: ${markdownCell(finding.found)}${finding.occurrences > 1 ? ` (the same failure met ${finding.occurrences} times, reported once)` : ''}`,
    '',
    '```sh',
    finding.curl,
    '```',
    '',
  ];
}

function generatedSection(file: FileResult): string[] {
  if (!file.generated) return [];
  const findings = file.operations.flatMap((operation) => operation.generated?.findings ?? []);
  const warnings = file.operations.flatMap((operation) =>
    operation.generated?.warning ? [`- ${operation.operationId}: ${markdownCell(operation.generated.warning)}`] : [],
  );
  const lines = [
    `Generated phase: seed ${file.generated.seed}, ${file.generated.cases} valid cases per operation, ${findings.length} findings.`,
    '',
    ...scoreTable(file),
  ];
  if (warnings.length > 0) lines.push('**Warnings:**', '', ...warnings, '');
  if (findings.length > 0) lines.push(`### Findings of ${file.file}`, '', ...findings.flatMap(findingSection));
  return lines;
}

const SEQUENCE_MARKS: Record<SequenceResult['outcome'], string> = { passed: '✓', failed: '✗', skipped: 'skipped' };

/** A failed sequence: the step that failed, what it expected and what came back, then the whole sequence as curl commands. */
function sequenceFinding(sequence: SequenceResult): string[] {
  const { failure } = sequence;
  if (!failure) return [];
  return [
    `#### ✗ Sequence ${sequence.name}, step ${failure.step} (${failure.operationId}): ${failure.does}`,
    '',
    `- sequence: ${markdownCell(sequence.title)}`,
    `- check: ${failure.check === 'state' ? 'state (the effect of an earlier step)' : `${failure.check} (${CHECKS[failure.check]})`}`,
    `- expected: ${markdownCell(failure.expected)}`,
    `- actual: ${markdownCell(failure.actual)}`,
    '',
    '```sh',
    sequence.curl,
    '```',
    '',
  ];
}

/** The stateful sequences of the generated phase: one row each, then every failed one with its curl commands. */
function sequencesSection(sequences: SequenceResult[] | undefined): string[] {
  if (!sequences || sequences.length === 0) return [];
  const failed = sequences.filter((sequence) => sequence.outcome === 'failed');
  return [
    `## Stateful sequences: ${failed.length === 0 ? 'passed' : `${failed.length} failed`}`,
    '',
    'Each sequence sends its steps in order, values of earlier answers (a token, a uuid, an id) in later requests, and checks each',
    "step's effect by a later read. A failed one shows every step it sent as `curl` commands, secrets redacted (`[redactado]`: the",
    'test data of `scripts/lib/conformance/generated/sequences.ts`, or the value an earlier answer gave, as the comment says).',
    '',
    '| sequence | steps sent | outcome |',
    '|---|---|---|',
    ...sequences.map(
      (sequence) =>
        `| ${markdownCell(`${sequence.name}: ${sequence.title}`)} | ${sequence.steps.length} | ${SEQUENCE_MARKS[sequence.outcome]}` +
        `${sequence.skipped ? `: ${markdownCell(sequence.skipped)}` : ''} |`,
    ),
    '',
    ...failed.flatMap(sequenceFinding),
  ];
}

export function validatorName(validator: ExampleValidator): string {
  return validator === 'prism' ? "Prism's validating proxy" : "the project's own validator";
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
    ...(file.validator ? [`Example phase validated by ${validatorName(file.validator)}.`] : []),
    '',
  ];
  if (file.error !== undefined) lines.push(`**Not checked:** ${markdownCell(file.error)}`, '');
  if (failedOperations.length > 0) {
    lines.push('Failed: ' + failedOperations.map((operation) => operation.operationId).join(', ') + '.', '');
  }
  lines.push(...generatedSection(file));
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
    ...(result.mockSession
      ? [`The target is the project's mock server: the run worked in a mock session of its own (${markdownCode(result.mockSession)}).`]
      : []),
    '',
    summaryLine(result),
    '',
    '| contract file | operations | requests | failed operations | violations | unreachable | findings | outcomes exercised | checks passed |',
    '|---|---|---|---|---|---|---|---|---|',
    ...result.files.map((file) => {
      const requests = file.operations.flatMap((operation) => operation.requests);
      const generated = file.operations.reduce((sum, operation) => sum + (operation.generated?.requests ?? 0), 0);
      const findings = file.operations.reduce((sum, operation) => sum + (operation.generated?.findings.length ?? 0), 0);
      const score = fileScore(file);
      return (
        `| ${file.file}${file.error !== undefined ? ' (not checked)' : ''} | ${file.operations.length} | ${requests.length + generated} | ` +
        `${file.operations.filter(operationFailed).length} | ${requests.reduce((sum, request) => sum + request.violations.length, 0)} | ` +
        `${requests.filter((request) => request.unreachable !== undefined).length} | ${findings} | ` +
        `${fraction(score.outcomesExercised, score.outcomesDeclared)} | ${fraction(score.checksPassed, score.checksRun)} |`
      );
    }),
    (() => {
      const score = sumScores(result.files.map(fileScore));
      return (
        `| all | ${totals.operations} | ${totals.requests} | ${totals.failedOperations} | ${totals.violations} | ${totals.unreachable} | ${totals.findings} | ` +
        `${fraction(score.outcomesExercised, score.outcomesDeclared)} | ${fraction(score.checksPassed, score.checksRun)} |`
      );
    })(),
    '',
    'The score: the declared outcomes (statuses) that some answer showed, out of all declared; the checks that passed, out of all run',
    '(each replayed example is one check, each check of each generated answer one more). `thin` marks an operation with less than half',
    'of its outcomes exercised: a backend tested there by little more than its success answer.',
    '',
    'A finding comes from the generated phase: the check that failed, what was expected and what came back, the schema rule that broke,',
    'how the request was made (boundary, valid case shrunk by fast-check, invalid case, chain of a link) and a `curl` command that sends it.',
    '',
    "A violation is what Prism's validating proxy reported for an answer (`sl-violations`): its location in the request or",
    "response (`response.body.data.0.precio`), Prism's message, severity and failed schema keyword, then the requests that met it.",
    'An answer whose `x-mock-source` names a scenario (one left on the target, which the check never asks for) is a violation',
    '`unasked-scenario` of the example phase and a finding `asked-outcome` of the generated phase: the target did not answer what was asked.',
    '',
    ...sequencesSection(result.sequences),
    ...result.files.flatMap(fileSection),
  ];
  return `${lines.join('\n').trimEnd()}\n`;
}
