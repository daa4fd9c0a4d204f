/**
 * npm run shots: the picture check alone (e2e/screen-pictures.spec.ts, decision 290) on the mock
 * build, which Playwright's server makes first unless BAIT_PREBUILT is set. Other arguments go to
 * `playwright test` as they are.
 *
 *   npm run shots                       compare every screen with its baseline
 *   npm run shots -- --update           take again the pictures that differ, after a change made on purpose
 *   npm run shots -- --workers 1 -g SIM one worker, the tests whose title matches
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const SPEC = 'e2e/screen-pictures.spec.ts';

const args = process.argv.slice(2).map((arg) => (arg === '--update' ? '--update-snapshots=changed' : arg));
const run = spawnSync(path.join(ROOT, 'node_modules/.bin/playwright'), ['test', SPEC, '--project', 'chromium', ...args], { cwd: ROOT, stdio: 'inherit' });
process.exitCode = run.status ?? 1;
