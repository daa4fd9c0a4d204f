/**
 * npm run contract:diff -- --base <git ref | file | folder | tarball | URL> [--head <source>]
 *   [--usage <file>] [--report <dir>] [--timeout <ms>]
 * npm run contract:diff -- --against <file | URL> [--service <file>]... [--head <source>]
 *   [--usage <file>] [--report <dir>] [--timeout <ms>]
 *
 * --base: the changes from that contract to the working tree's (openapi/, or --head), per
 * operation, each classed breaking for servers, breaking for the site (by the usage map,
 * openapi/site-usage.json) or compatible. Exits 1 when any change breaks either.
 * --against: a backend team's own OpenAPI against the site's contract: what the site calls,
 * sends, reads and handles that theirs does not offer. Exits 1 when anything breaks the site.
 * Both print to the console and write Markdown and JUnit reports into --report (default
 * reports/contract-diff/). Bad input (not an OpenAPI document, an unreachable URL, a reference
 * that does not resolve) gets one line and exit code 2.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { compareAgainst, diffContracts } from './lib/contract-diff/diff';
import { consoleDiffReport, DEFAULT_DIFF_REPORT_DIR, diffFails, writeDiffReports } from './lib/contract-diff/reports';
import { ContractSourceError, loadContractSource } from './lib/contract-diff/sources';
import { readSiteUsage } from './lib/contract-diff/usage';
import { DIFF_COMMAND } from './lib/contract-files';

const ROOT = path.resolve(import.meta.dirname, '..');
const USAGE =
  `usage: ${DIFF_COMMAND} (--base <git ref|file|folder|tarball|URL> | --against <file|URL> [--service <file>]...) ` +
  '[--head <source>] [--usage <file>] [--report <dir>] [--timeout <ms>]';

function fail(message: string, withUsage = false): never {
  // One line, as every bad input of the contract's commands: the options are one --help away.
  console.error(`${DIFF_COMMAND.replace(/^npm run | --$/g, '')}: ${message}${withUsage ? ` (${DIFF_COMMAND} --help for the options)` : ''}`);
  process.exit(2);
}

function parseCommandLine() {
  try {
    return parseArgs({
      args: process.argv.slice(2).filter((argument) => argument !== '--'),
      options: {
        base: { type: 'string' },
        against: { type: 'string' },
        head: { type: 'string' },
        usage: { type: 'string' },
        service: { type: 'string', multiple: true },
        report: { type: 'string', default: DEFAULT_DIFF_REPORT_DIR },
        timeout: { type: 'string', default: '15000' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error), true);
  }
}

async function main(): Promise<number> {
  const values = parseCommandLine();
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if ((values.base === undefined) === (values.against === undefined)) fail('give either --base or --against', true);
  if (values.service && values.base !== undefined) fail('--service applies to --against only', true);
  const timeoutMs = Number(values.timeout);
  if (!(timeoutMs > 0)) fail('--timeout must be a positive number of milliseconds', true);
  const usageFile = values.usage ?? path.join(ROOT, 'openapi/site-usage.json');
  const usage = readSiteUsage(usageFile);
  if (values.usage !== undefined && !usage) fail(`no usage map at ${values.usage}`);
  const options = { cwd: process.cwd(), timeoutMs };
  // The side named on the command line first: bad input there is refused before the whole contract loads.
  const other = await loadContractSource(values.base ?? values.against ?? '', options);
  const head = await loadContractSource(values.head ?? path.relative(process.cwd(), path.join(ROOT, 'openapi')), options);
  const diff =
    values.base !== undefined ? diffContracts(other, head, usage) : compareAgainst(head, other, usage, values.service ? { files: values.service } : {});
  console.log(consoleDiffReport(diff));
  const written = await writeDiffReports(diff, path.resolve(values.report));
  console.log(`Reports: ${path.relative(process.cwd(), written.markdown)}, ${path.relative(process.cwd(), written.junit)}`);
  return diffFails(diff) ? 1 : 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  // Bad input is one line; anything else, too: a stack trace helps no backend team's CI log.
  fail(error instanceof ContractSourceError ? error.message : `unexpected error: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
}
