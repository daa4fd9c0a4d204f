/**
 * npm test: every check of the project, in stages. The static checks and both builds share the
 * cores first; then the unit and the integration tests side by side; then the browser tests beside
 * the bundle budget, all on the builds made once at the start (decisions 049, 193). Each stage
 * starts only when the one before passed. Prints each step's wall and CPU time, per step and per
 * stage, and, last, the tests counted across the runners.
 *
 * On many machines (.github/workflows/ci.yml) one machine runs `--no-browser` (the first two
 * stages and the bundle budget) and each of N others `--shard i/N`: its share of the browser tests
 * on the builds the first one made, with a blob report that the workflow merges.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { bin, report, ROOT, runStages, type Stage, type Step } from './lib/steps';

const contractFiles = readdirSync(path.join(ROOT, 'openapi'))
  .filter((file) => file.endsWith('.yaml'))
  .map((file) => `openapi/${file}`);

/** `--shard i/N` (or `--shard=i/N`): the browser stage's share i of N; `--no-browser`: everything else. */
function parseArguments(args: string[]): { shard?: string; browser: boolean } {
  const index = args.findIndex((arg) => arg === '--shard' || arg.startsWith('--shard='));
  const shard = index < 0 ? undefined : args[index]?.includes('=') ? args[index]?.slice('--shard='.length) : args[index + 1];
  if (index >= 0 && !/^\d+\/\d+$/.test(shard ?? '')) throw new Error(`--shard wants i/N, e.g. --shard 1/4 (got ${shard ?? 'nothing'})`);
  return { shard, browser: !args.includes('--no-browser') };
}

const browserTests: Step = { name: 'browser tests', ...bin('playwright', 'test') };
const bundleSize: Step = { name: 'bundle size', ...bin('tsx', 'scripts/size.ts') };
const mockBuild: Step = { name: 'mock build', ...bin('vite', 'build', '--mode', 'mock', '--logLevel', 'warn') };

const checkStages: Stage[] = [
  {
    pool: [
      { name: 'lint', ...bin('eslint', '.', '--max-warnings', '0') },
      { name: 'format', ...bin('prettier', '--check', '--log-level', 'warn', '**/*.{ts,tsx,js,css}') },
      { name: 'typecheck', ...bin('tsc', '-p', '.') },
      // Unused files, exports and dependencies fail here, as in `npm run lint`.
      { name: 'unused code', ...bin('knip', '--no-progress') },
      { name: 'generated code is current', ...bin('tsx', 'scripts/generate.ts', '--check') },
      { name: 'contract lint', ...bin('redocly', 'lint', ...contractFiles) },
      { name: 'real build', ...bin('vite', 'build', '--logLevel', 'warn') },
      mockBuild,
    ],
  },
  // Side by side: the unit tests alone leave a third of the cores idle (decision 210).
  {
    pool: [
      { name: 'unit tests', ...bin('vitest', 'run') },
      { name: 'integration tests', ...bin('vitest', 'run', '--config', 'vitest.integration.config.ts') },
    ],
  },
];

/**
 * The stages of this run. A shard machine gets the builds from the machine that made them
 * (BAIT_PREBUILT=1 in its environment) or makes the mock build itself, then runs its share of the
 * browser tests with a blob report for the merge (blob-report/).
 */
function stagesOf({ shard, browser }: ReturnType<typeof parseArguments>): Stage[] {
  if (shard) {
    const shardTests: Step = {
      ...browserTests,
      name: `browser tests, shard ${shard}`,
      args: [...browserTests.args, `--shard=${shard}`, '--reporter=list,blob'],
    };
    return [...(process.env.BAIT_PREBUILT ? [] : [{ pool: [mockBuild] }]), { pool: [shardTests] }];
  }
  // The bundle check mostly waits for network quiet in its own browser: it runs beside the
  // browser tests instead of after them (decision 049). The browser tests use both cores
  // (decision 193): the integration tests run before them, not beside them.
  if (browser) return [...checkStages, { lanes: [[browserTests], [bundleSize]] }];
  return [...checkStages, { pool: [bundleSize] }];
}

const started = performance.now();
/** The builds above are fresh: Playwright's server and `size` use them instead of building again. */
const environment = { ...process.env, BAIT_PREBUILT: '1', REDOCLY_TELEMETRY: 'off' };
report('npm test', started, await runStages(stagesOf(parseArguments(process.argv.slice(2))), environment));
