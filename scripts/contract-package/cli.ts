/**
 * bait-contract <check|diff|mock> [options]: the command of the contract package (scripts/contract-pack.ts).
 *   check --target <origin> ...  scripts/contract-check.ts on the package's contract files
 *   diff --base <source> | --against <file|URL>  scripts/contract-diff.ts against the package's contract files and usage map
 *   mock [--proxy <origin> [--record <dir>]]  scripts/mock-server.ts, with its MOCK_SERVER_* variables
 * Each runs the site's own script, bundled; this file only picks it. Bad input: one line, exit 2.
 * Run from the site as `npx tsx scripts/contract-package/cli.ts`, it reads openapi/ instead.
 */
import { parseArgs } from 'node:util';
import { contractVersion } from '../lib/contract-files';

const NAME = 'bait-contract';

const MOCK_USAGE =
  `usage: ${NAME} mock [--proxy <origin> [--record <dir>]]\n` +
  'The team mock server on 127.0.0.1:4020, one mock session per client; scenarios with ?scenario=<operationId>:<outcome> or Prefer.\n' +
  'Variables: MOCK_SERVER_HOST, MOCK_SERVER_PORT, MOCK_SERVER_ORIGINS, VITE_MOCK_SEED, MOCK_SERVER_PROFILE (typical, minimal, maximal),\n' +
  'MOCK_SERVER_SESSION_IDLE_MINUTES, MOCK_SERVER_MAX_SESSIONS, MOCK_SERVER_STOP_GRACE_MS, MOCK_SERVER_LOG_CALLS=1;\n' +
  'limits: MOCK_SERVER_MAX_BODY, MOCK_SERVER_MAX_HEADER_BYTES, MOCK_SERVER_HEADERS_TIMEOUT_MS, MOCK_SERVER_REQUEST_TIMEOUT_MS,\n' +
  'MOCK_SERVER_MAX_CONNECTIONS_PER_CLIENT.';

const COMMANDS: Record<string, { summary: string; run: (args: string[]) => Promise<unknown> }> = {
  check: {
    summary: 'check --target <origin>: a server against the contract (check --help for the options)',
    run: () => import('../contract-check'),
  },
  diff: {
    summary:
      'diff --base <file|folder|tarball|URL> | --against <file|URL>: what changed between two contracts, or what your OpenAPI lacks of what the site uses',
    run: () => import('../contract-diff'),
  },
  mock: {
    summary: 'mock: the team mock server (mock --help for its options and variables)',
    run: async (args) => {
      let help: boolean | undefined;
      try {
        ({ help } = parseArgs({ args, options: { proxy: { type: 'string' }, record: { type: 'string' }, help: { type: 'boolean', short: 'h' } } }).values);
      } catch (error) {
        fail(`mock: ${error instanceof Error ? error.message : String(error)}`, `${NAME} mock --help for its options`);
      }
      if (help) {
        console.log(MOCK_USAGE);
        process.exit(0);
      }
      return import('../mock-server');
    },
  },
};

function usage(): string {
  const { version } = contractVersion();
  return [
    `${NAME} ${version}: the contract of the site, its conformance check and its mock server`,
    ...Object.values(COMMANDS).map((command) => `  ${NAME} ${command.summary}`),
  ].join('\n');
}

function fail(message: string, help = `${NAME} --help for the commands`): never {
  console.error(`${NAME}: ${message} (${help})`);
  process.exit(2);
}

const [command, ...args] = process.argv.slice(2);
if (command === undefined) fail('a command is needed');
if (command === '--help' || command === '-h' || command === 'help') {
  console.log(usage());
  process.exit(0);
}
if (command === '--version' || command === '-v') {
  console.log(contractVersion().version);
  process.exit(0);
}
const chosen = Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : undefined;
if (!chosen) fail(`unknown command "${command}" (${Object.keys(COMMANDS).join(', ')})`);
// The scripts read their options from process.argv, as they do under npm run.
process.argv.splice(2, 1);
await chosen.run(args);
