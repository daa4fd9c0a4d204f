/**
 * npm run test:changed: the checks a change touches, in seconds rather than `npm test`'s minutes.
 * The changed files are the working tree's against HEAD, or against where it left `--since <ref>`
 * (committed, staged, unstaged and new files alike). It prints what it chose and why
 * (scripts/lib/changed-selection.ts), then runs: `generate` first if openapi/ or the table of
 * pages changed; the typecheck, lint and format of the changed files, Vitest's `--changed` for the unit and the
 * integration tests and the mock build, sharing the cores; then the browser specs that load a
 * changed feature and Playwright's `--only-changed`. It ends with `npm test`'s last line.
 * `--no-browser` leaves the browser specs out.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { selectChecks, type Selection } from './lib/changed-selection';
import { bin, report, ROOT, runStages, type Stage, type Step } from './lib/steps';

function parseArguments(args: string[]): { since: string; browser: boolean } {
  const index = args.findIndex((arg) => arg === '--since' || arg.startsWith('--since='));
  const since = index < 0 ? 'HEAD' : args[index]?.includes('=') ? args[index]?.slice('--since='.length) : args[index + 1];
  if (!since) throw new Error('--since wants a commit, branch or tag, e.g. --since main');
  return { since, browser: !args.includes('--no-browser') };
}

const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' });
const lines = (text: string) => text.split('\n').filter((line) => line.length > 0);

/** Files changed in the working tree since the point where it left `since`, new files included. */
function changedFiles(since: string): string[] {
  const base = git('merge-base', since, 'HEAD').trim();
  return [...new Set([...lines(git('diff', '--name-only', base)), ...lines(git('ls-files', '--others', '--exclude-standard'))])].sort();
}

/** The specs the chromium and dev-server projects run (the real-mode project is picked by --only-changed). */
const specFiles = () =>
  readdirSync(path.join(ROOT, 'e2e'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.spec.ts') && !file.startsWith('real-mode'))
    .map((file) => `e2e/${file}`)
    .sort();

function stagesOf(selection: Selection, since: string, browser: boolean): Stage[] {
  const checks: Step[] = [];
  // Incremental, with the pre-commit hook's build info: after a small change a third of a full typecheck.
  if (selection.typecheck)
    checks.push({ name: 'typecheck', ...bin('tsc', '-p', '.', '--incremental', '--tsBuildInfoFile', 'node_modules/.cache/bait/tsc.tsbuildinfo') });
  if (selection.lintFiles.length > 0) {
    checks.push({ name: 'lint', ...bin('eslint', '--max-warnings', '0', '--no-warn-ignored', ...selection.lintFiles) });
    checks.push({ name: 'format', ...bin('prettier', '--check', '--log-level', 'warn', '--ignore-unknown', ...selection.lintFiles) });
  }
  if (selection.unitTests) checks.push({ name: 'unit tests', ...bin('vitest', 'run', `--changed=${since}`, '--passWithNoTests') });
  if (selection.integrationTests)
    checks.push({ name: 'integration tests', ...bin('vitest', 'run', '--config', 'vitest.integration.config.ts', `--changed=${since}`, '--passWithNoTests') });

  const browserRuns: Step[] = [];
  if (browser && selection.featureSpecs === 'all') browserRuns.push({ name: 'browser tests, every spec', ...bin('playwright', 'test') });
  else if (browser && selection.featureSpecs.length > 0)
    browserRuns.push({ name: 'browser tests of the changed features', ...bin('playwright', 'test', ...selection.featureSpecs) });
  if (browser && selection.changedSpecs && selection.featureSpecs !== 'all')
    browserRuns.push({ name: 'browser tests, changed specs', ...bin('playwright', 'test', `--only-changed=${since}`, '--pass-with-no-tests') });
  // Built beside the checks, once for every browser run (BAIT_PREBUILT below).
  if (browserRuns.length > 0) checks.push({ name: 'mock build', ...bin('vite', 'build', '--mode', 'mock', '--logLevel', 'warn') });

  return [...(checks.length > 0 ? [{ pool: checks }] : []), ...(browserRuns.length > 0 ? [{ lanes: [browserRuns] }] : [])];
}

const started = performance.now();
const { since, browser } = parseArguments(process.argv.slice(2));
const select = () => selectChecks(changedFiles(since), specFiles(), (file) => existsSync(path.join(ROOT, file)));
let selection = select();
if (selection.regenerate) {
  // The generated files are part of the change: regenerate now, then choose again with them.
  execFileSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['scripts/generate.ts'], { cwd: ROOT, stdio: 'inherit' });
  selection = select();
}
console.log(`== test:changed since ${since}`);
for (const reason of selection.reasons) console.log(`   ${reason}`);
if (!browser) console.log('   browser skipped: --no-browser');

const environment = { ...process.env, BAIT_PREBUILT: '1', REDOCLY_TELEMETRY: 'off' };
report('test:changed', started, await runStages(stagesOf(selection, since, browser), environment));
