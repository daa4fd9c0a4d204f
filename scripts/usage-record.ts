/**
 * npm run usage:record [-- --vitest-only]
 *
 * Runs the unit suite (Vitest) and the browser suite (Playwright on the mock build, and the dev
 * server's spec) with USAGE_RECORD set: every worker writes the fields its tests made the site send
 * and read (mocks/usage/); the parts are merged into openapi/site-usage.json (decision 262).
 * `--vitest-only` skips the browser suite: a quick look, not a file to commit. Exits 1 when a suite
 * failed (the map is written all the same, from the tests that ran) and 2 on a bad argument.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { callsInSite, siteSources } from './lib/operation-callers';
import { buildUsageMap, USAGE_MAP_FILE, usageMapText } from './lib/usage-map';
import { operations } from '../mocks/generated/operations';

const ROOT = path.resolve(import.meta.dirname, '..');
const KNOWN_FLAGS = new Set(['--vitest-only']);

const unknown = process.argv.slice(2).filter((arg) => !KNOWN_FLAGS.has(arg));
if (unknown.length > 0) {
  console.error(`usage:record: unknown argument ${unknown.join(' ')} (only --vitest-only)`);
  process.exit(2);
}
const vitestOnly = process.argv.includes('--vitest-only');

const started = performance.now();
const dir = mkdtempSync(path.join(tmpdir(), 'bait-usage-'));
const env = { ...process.env, USAGE_RECORD: dir };

function run(name: string, command: string, args: string[]): boolean {
  const at = performance.now();
  console.log(`usage:record: ${name}…`);
  const result = spawnSync(path.join(ROOT, 'node_modules/.bin', command), args, { cwd: ROOT, env, stdio: 'inherit' });
  console.log(`usage:record: ${name} ${result.status === 0 ? 'passed' : 'FAILED'} in ${((performance.now() - at) / 1000).toFixed(0)} s`);
  return result.status === 0;
}

const passed = [
  run('unit tests', 'vitest', ['run']),
  // Only these projects run the mocks in the page; real-mode and real-build have no recorder.
  ...(vitestOnly ? [] : [run('browser tests', 'playwright', ['test', '--project', 'chromium', '--project', 'dev-server'])]),
].every(Boolean);

const entries = readdirSync(dir)
  .filter((name) => name.endsWith('.json'))
  .flatMap((name) => (JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as { entries: string[] }).entries);
rmSync(dir, { recursive: true, force: true });

const sources = siteSources();
const calledByScreens = new Map(
  operations.map((operation) => [operation.operationId, callsInSite(operation, sources)] as const).filter(([, files]) => files.length > 0),
);
const { map, leftOut } = buildUsageMap(entries, operations, new Set(calledByScreens.keys()));
writeFileSync(path.join(ROOT, USAGE_MAP_FILE), usageMapText(map));

const recorded = Object.keys(map.operations);
const missing = [...calledByScreens.keys()].filter((id) => !recorded.includes(id)).sort();
if (leftOut.length > 0) console.log(`usage:record: left out (not declared by the contract, or not the site's):\n  ${leftOut.join('\n  ')}`);
console.log(`usage:record: ${USAGE_MAP_FILE}: ${recorded.length} of the ${calledByScreens.size} operations the screens call`);
if (missing.length > 0) console.log(`usage:record: no test made these calls: ${missing.join(', ')}`);
if (vitestOnly) console.log("usage:record: Vitest only: the browser suite's reads are missing; run without --vitest-only before committing the map");
console.log(`usage:record: ${((performance.now() - started) / 1000).toFixed(0)} s`);
if (!passed) {
  console.error('usage:record: a suite failed; the map holds only what the tests that ran recorded');
  process.exit(1);
}
