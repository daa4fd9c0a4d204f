import type { WebVitalName } from '@/shared/domain/analytics';
import type { ReportedCall } from '@mocks/activity';
import { isSecretFieldName, REDACTED, redactSecretText, redactUrl } from '@mocks/security/redact-secrets';
import { callPath } from './call-path';
import type { PageError } from './page-errors';
import { qaTexts } from './texts';
import type { PageVitals } from './web-vitals-record';

const texts = qaTexts.report;

/** A pasted report stays readable: the newest calls in the table, the bodies of fewer. */
export const REPORTED_CALLS = 20;
const REPORTED_CALL_BODIES = 10;
const METRIC_ORDER: readonly WebVitalName[] = ['TTFB', 'FCP', 'LCP', 'CLS', 'INP'];

/** Everything a report is written from; the collector reads it from the page, a test writes it. */
export type QaReportInput = {
  pageUrl: string;
  reproductionLink: string;
  writtenAt: string;
  calls: readonly ReportedCall[];
  errors: readonly PageError[];
  webVitals: readonly PageVitals[];
  environment: { viewport: { width: number; height: number; pixelRatio: number }; userAgent: string; version: string; commit: string };
};

/** `password: x`, `otp=123456`, `"token":"…"` in free text (a console line): the value goes whatever the name's case. */
const NAMED_VALUE = /([A-Za-zñÑ_]+)("?\s*[:=]\s*"?)([^\s"',;&]+)/g;

/** What a log may show of free text: the mocks' rules, then values that follow a secret's name. */
export function redactFreeText(text: string): string {
  return redactSecretText(text).replace(NAMED_VALUE, (whole, name: string, separator: string, value: string) =>
    isSecretFieldName(name) && value !== REDACTED ? `${name}${separator}${REDACTED}` : whole,
  );
}

function cell(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}

/** A fenced block that no run of backticks inside can close. */
function fenced(text: string, language = ''): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((run) => run[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${language}\n${text}\n${fence}`;
}

function statusOf(call: ReportedCall): string {
  return call.status === 'networkError' ? texts.networkError : String(call.status);
}

function callsPart(calls: readonly ReportedCall[]): string[] {
  if (calls.length === 0) return [`## ${texts.calls(0)}`, '', texts.noCalls];
  const shown = calls.slice(0, REPORTED_CALLS);
  const rows = shown.map((call, index) =>
    [
      String(index + 1),
      call.operationId,
      call.method,
      `\`${callPath(call.url)}\``,
      statusOf(call),
      `\`${call.source}\``,
      call.durationMs === undefined ? '' : `${call.durationMs} ms`,
    ]
      .map(cell)
      .join(' | '),
  );
  const details = shown.slice(0, REPORTED_CALL_BODIES).flatMap((call, index) => {
    const lines: string[] = [];
    if (call.requestBodyText) lines.push(`${texts.request}:`, '', fenced(call.requestBodyText, 'json'), '');
    if (call.responseBodyText) lines.push(`${texts.response}:`, '', fenced(call.responseBodyText, 'json'), '');
    if (call.refused?.length) lines.push(`${texts.refused}: ${call.refused.map((problem) => `${problem.operationId}:${problem.outcome}`).join(', ')}`, '');
    const violations = [...call.requestViolations.map((violation) => `${violation.location.join('.')}: ${violation.message}`), ...call.responseViolations];
    if (violations.length > 0) lines.push(`${texts.violations}:`, '', ...violations.map((violation) => `- ${violation}`), '');
    return lines.length === 0
      ? []
      : [`### ${index + 1}. ${call.operationId} ${call.method} ${callPath(call.url)} → ${statusOf(call)} (${call.source})`, '', ...lines];
  });
  const columns = texts.callColumns;
  return [
    `## ${texts.calls(calls.length)}`,
    '',
    texts.callsNote(shown.length, calls.length),
    '',
    `| ${columns.join(' | ')} |`,
    `|${columns.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row} |`),
    '',
    ...details,
  ];
}

function errorsPart(errors: readonly PageError[]): string[] {
  const heading = `## ${texts.errors(errors.length)}`;
  if (errors.length === 0) return [heading, '', texts.noErrors];
  return [heading, '', ...errors.map((error) => `- ${(error.atMs / 1000).toFixed(1)} s · ${texts.errorKinds[error.kind]}:\n\n${fenced(error.message)}\n`)];
}

function vitalsPart(loads: readonly PageVitals[]): string[] {
  const rows = loads.flatMap((load) =>
    METRIC_ORDER.flatMap((name) => {
      const metric = load.metrics[name];
      if (!metric) return [];
      const value = name === 'CLS' ? metric.value.toFixed(3) : `${Math.round(metric.value)} ms`;
      return [`| ${[load.pagePath, name, value, qaTexts.webVitals.ratings[metric.rating]].map(cell).join(' | ')} |`];
    }),
  );
  if (rows.length === 0) return [`## ${texts.webVitals}`, '', texts.noWebVitals];
  const columns = texts.vitalColumns;
  return [`## ${texts.webVitals}`, '', `| ${columns.join(' | ')} |`, `|${columns.map(() => '---').join('|')}|`, ...rows];
}

/**
 * The Markdown a tester pastes into a tracker as it is. Every part that holds what the page sent
 * or logged is redacted by the mocks' rules, and the whole by their patterns once more: no
 * password, code, token or card number survives (decision 273).
 */
export function buildQaReport(input: QaReportInput): string {
  const { environment } = input;
  const { viewport } = environment;
  const pageUrl = redactUrl(input.pageUrl);
  const lines = [
    `# ${texts.title(callPath(pageUrl))}`,
    '',
    `- **${texts.page}:** ${pageUrl}`,
    `- **${texts.link}:** ${redactUrl(input.reproductionLink)}`,
    `- **${texts.written}:** ${input.writtenAt}`,
    '',
    ...callsPart(input.calls),
    '',
    ...errorsPart(input.errors.map((error) => ({ ...error, message: redactFreeText(error.message) }))),
    '',
    ...vitalsPart(input.webVitals),
    '',
    `## ${texts.environment}`,
    '',
    `- **${texts.viewport}:** ${viewport.width} × ${viewport.height} px (devicePixelRatio ${viewport.pixelRatio})`,
    `- **${texts.userAgent}:** ${environment.userAgent}`,
    `- **${texts.version}:** ${environment.version}`,
    `- **${texts.commit}:** ${environment.commit || texts.unknown}`,
    '',
  ];
  // The second net: a card-length digit run, a JSON Web Token or a bearer credential anywhere.
  return redactSecretText(lines.join('\n'));
}
