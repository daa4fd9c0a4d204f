/**
 * npm run contract:check -- --target <base-url> [--service <file>] [--report <dir>]
 *   [--seed <n|random>] [--cases <n>] [--examples-only] [--max-response-time <ms>]
 *   [--proxy-port <first>] [--prefer | --no-prefer] [--timeout <ms>] [--validator prism|own]
 *
 * Checks a server against the contract in two phases. The example phase: Prism's validating
 * proxy in front of the target, one per contract file of openapi/ (or the --service files),
 * replays every operation (one request per named example and one schema-made request); with
 * --validator own, or when Prism is not installed, the project's own checks read the target's
 * answers instead. The contract package runs this same command as `bait-contract check` on its
 * bundled files (scripts/contract-pack.ts). The
 * generated phase (unless --examples-only): per operation, a boundary pass, --cases valid
 * requests from fast-check and the invalid pass, each failure shrunk and printed with a curl
 * command; then the stateful sequences (registration, login and logout, recovery, a recurring
 * top-up deactivated), values flowing from answer to request, a failed one printed as its curl
 * commands. Writes a Markdown report and JUnit XML into --report (default reports/contract/).
 * Against the project's mock server the run works in a mock session of its own; anywhere, an answer
 * whose x-mock-source names a scenario (which the check never asks for) is a violation or finding.
 * Exits 1 on any violation, finding or unreachable operation, 2 on a usage error. The target is
 * the server's origin: each file's server base path (/v2 of the payment service) is added to it.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CHECKS } from './lib/conformance/generated/checks';
import { validatorName } from './lib/conformance/markdown-report';
import { DEFAULT_CASES, defaultValidator, runConformance, type PreferMode, type ProgressEvent } from './lib/conformance/run';
import { operationFailed, passed, summaryLine, type ExampleValidator } from './lib/conformance/types';
import { DEFAULT_REPORT_DIR, writeReports } from './lib/conformance/write-reports';
import { CHECK_COMMAND, contractFileNames } from './lib/contract-files';
import { installedPrism } from './lib/prism';
import { redactSecretText } from '../mocks/security/redact-secrets';

const USAGE =
  `usage: ${CHECK_COMMAND} --target <base-url> [--service <file>]... [--report <dir>] [--seed <n|random>] [--cases <n>] ` +
  '[--examples-only] [--max-response-time <ms>] [--proxy-port <first>] [--prefer | --no-prefer] [--timeout <ms>] [--validator prism|own]';

/** Bad input: one line, exit 2 (--help prints the usage). */
function fail(message: string): never {
  console.error(`${message} (${CHECK_COMMAND} --help for the options)`);
  process.exit(2);
}

function parseCommandLine() {
  try {
    return parseArgs({
      args: process.argv.slice(2).filter((argument) => argument !== '--'),
      options: {
        target: { type: 'string' },
        service: { type: 'string', multiple: true },
        report: { type: 'string', default: DEFAULT_REPORT_DIR },
        seed: { type: 'string', default: '1' },
        prefer: { type: 'boolean' },
        'no-prefer': { type: 'boolean' },
        timeout: { type: 'string', default: '15000' },
        cases: { type: 'string', default: String(DEFAULT_CASES) },
        'examples-only': { type: 'boolean' },
        'max-response-time': { type: 'string' },
        'proxy-port': { type: 'string' },
        validator: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
}

/** 'main-api', 'main-api.yaml' and 'openapi/main-api.yaml' all name the same contract file. */
function contractFileNamed(name: string, known: string[]): string {
  const base = path.basename(name);
  const file = /\.ya?ml$/.test(base) ? base : `${base}.yaml`;
  if (!known.includes(file)) fail(`no contract file ${name} in openapi/ (${known.join(', ')})`);
  return file;
}

function sequenceLines(event: Extract<ProgressEvent, { kind: 'sequence' }>): string[] {
  const { sequence } = event;
  const lines = event.index === 0 ? [`Stateful sequences: ${event.total}`] : [];
  const mark = sequence.outcome === 'failed' ? '✗' : sequence.outcome === 'skipped' ? '!' : '✓';
  lines.push(`  [sequence ${event.index + 1}/${event.total}] ${mark} ${sequence.name}: ${sequence.steps.length} steps sent`);
  if (sequence.skipped) lines.push(`      skipped: ${sequence.skipped}`);
  const { failure } = sequence;
  if (failure) {
    lines.push(
      `      ✗ step ${failure.step} ${failure.operationId} (${failure.does}): ${failure.check}: expected ${failure.expected}, got ${failure.actual}`,
      ...sequence.curl.split('\n').map((line) => `        ${line}`),
    );
  }
  return lines;
}

function progressLine(event: ProgressEvent): string {
  if (event.kind === 'mock-session') {
    return `The target is the project's mock server: this run works in a mock session of its own (${event.session}), which scenarios left on others cannot reach`;
  }
  if (event.kind === 'sequence') return sequenceLines(event).join('\n');
  if (event.kind === 'file-start') return `${event.file}: ${event.operations} operations against ${event.baseUrl}`;
  if (event.kind === 'file-done') {
    const { file } = event;
    // The reports redact what a request sent (issue 35); the one free text of the console is this error.
    if (file.error !== undefined) return `${file.file}: not checked: ${redactSecretText(file.error)}`;
    const failed = file.operations.filter(operationFailed).length;
    return `${file.file}: ${failed === 0 ? 'passed' : `${failed} operations failed`} in ${(file.durationMs / 1000).toFixed(1)} s (Prefer ${file.prefer.used ? 'used' : 'not used'}: ${file.prefer.reason})`;
  }
  if (event.kind === 'generated') {
    const { generated } = event;
    const mark = generated.findings.length > 0 ? '✗' : generated.warning ? '!' : '✓';
    const lines = [
      `  [${event.file} ${event.index + 1}/${event.total}] ${mark} ${event.operationId}: generated ${generated.requests} requests` +
        `${generated.chains > 0 ? ` (${generated.chains} chained)` : ''}, ${generated.findings.length} findings`,
    ];
    if (generated.warning) lines.push(`      warning: ${generated.warning}`);
    for (const finding of generated.findings) {
      lines.push(
        `      ✗ ${finding.check} (${CHECKS[finding.check]}): expected ${finding.expected}, got ${finding.actual}` +
          `${finding.schemaPath ? ` [schema ${finding.schemaPath}]` : ''}; ${finding.found}${finding.occurrences > 1 ? `, met ${finding.occurrences} times` : ''}`,
        ...finding.curl.split('\n').map((line) => `        ${line}`),
      );
    }
    return lines.join('\n');
  }
  const { operation } = event;
  const violations = operation.requests.reduce((sum, request) => sum + request.violations.length, 0);
  const unreachable = operation.requests.filter((request) => request.unreachable !== undefined).length;
  const problems = [violations > 0 ? `${violations} violations` : '', unreachable > 0 ? `${unreachable} unreachable` : ''].filter(Boolean).join(', ');
  const mark = problems ? '✗' : '✓';
  // An answer chosen by a scenario left on the target is told in words: the count alone reads as a contract breach.
  const skewed = operation.requests.flatMap((request) =>
    request.violations.filter((violation) => violation.code === 'unasked-scenario').map((violation) => `      ✗ ${request.label}: ${violation.message}`),
  );
  return [
    `  [${event.file} ${event.index + 1}/${event.total}] ${mark} ${operation.operationId}: ${operation.requests.length} requests${problems ? `, ${problems}` : ''}`,
    ...skewed,
  ].join('\n');
}

const values = parseCommandLine();
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (!values.target) fail('--target is required');
let target: URL;
try {
  target = new URL(values.target);
} catch {
  fail(`--target ${values.target} is not a URL`);
}
if (target.protocol !== 'http:' && target.protocol !== 'https:') fail('--target must be an http(s) URL');
if (values.prefer && values['no-prefer']) fail('--prefer and --no-prefer exclude each other');
// `random` draws a seed; either way the seed is printed, so the run can be replayed exactly.
const seed = values.seed === 'random' ? Math.floor(Math.random() * 0x7fffffff) : Number(values.seed);
const timeoutMs = Number(values.timeout);
const cases = Number(values.cases);
if (!Number.isInteger(seed)) fail('--seed must be an integer or random');
if (!(timeoutMs > 0)) fail('--timeout must be a positive number of milliseconds');
if (!Number.isInteger(cases) || cases < 1 || cases > 100_000) fail('--cases must be a whole number from 1 to 100000');
const maxResponseTimeMs = values['max-response-time'] === undefined ? undefined : Number(values['max-response-time']);
if (maxResponseTimeMs !== undefined && !(maxResponseTimeMs > 0)) fail('--max-response-time must be a positive number of milliseconds');
if (maxResponseTimeMs !== undefined && values['examples-only']) fail('--max-response-time applies to the generated phase, which --examples-only skips');
const known = contractFileNames();
const files = values.service?.map((name) => contractFileNamed(name, known)) ?? known;
const prefer: PreferMode = values.prefer ? 'on' : values['no-prefer'] ? 'off' : 'auto';
if (values.validator !== undefined && values.validator !== 'prism' && values.validator !== 'own') fail('--validator must be prism or own');
const prism = installedPrism();
if (values.validator === 'prism' && !prism) fail('--validator prism: Prism is not installed (@stoplight/prism-cli); install it, or use --validator own');
const validator: ExampleValidator = (values.validator as ExampleValidator | undefined) ?? defaultValidator();
const proxyPort = values['proxy-port'] === undefined ? undefined : Number(values['proxy-port']);
if (proxyPort !== undefined && validator === 'own')
  fail(`--proxy-port sets Prism's proxies, which the own validator does not start${prism ? '' : ' (Prism is not installed)'}`);
if (proxyPort !== undefined && !(Number.isInteger(proxyPort) && proxyPort >= 1 && proxyPort + files.length - 1 <= 65_535)) {
  fail(`--proxy-port must be a port from 1 to ${65_536 - files.length} (one port per contract file from there: ${files.length} files)`);
}

console.log(`contract:check: ${files.join(', ')} against ${values.target}`);
console.log(
  values['examples-only']
    ? `Example phase only (--examples-only), seed ${seed}`
    : `Seed ${seed} (replay with --seed ${seed}); generated phase: boundaries, ${cases} valid cases per operation (--cases), invalid cases, stateful sequences`,
);
console.log(
  validator === 'prism'
    ? `Example phase through ${validatorName(validator)} (@stoplight/prism-cli ${prism?.version ?? ''})`
    : `Example phase through ${validatorName(validator)}: ${values.validator === 'own' ? '--validator own' : 'Prism is not installed'}`,
);
if (proxyPort !== undefined) console.log(`Prism proxies on ports ${proxyPort} to ${proxyPort + files.length - 1}, in the order above`);
const result = await runConformance({
  target: values.target,
  files,
  seed,
  prefer,
  timeoutMs,
  cases,
  ...(values['examples-only'] ? { examplesOnly: true } : {}),
  ...(maxResponseTimeMs !== undefined ? { maxResponseTimeMs } : {}),
  ...(proxyPort !== undefined ? { proxyPort } : {}),
  validator,
  onProgress: (event) => console.log(progressLine(event)),
});
const written = await writeReports(result, path.resolve(values.report));
console.log(`Reports: ${path.relative(process.cwd(), written.markdown)}, ${path.relative(process.cwd(), written.junit)}`);
console.log(summaryLine(result));
process.exit(passed(result) ? 0 : 1);
