/**
 * npm run browser-cpu -- [playwright test arguments]: where the browser stage's CPU goes. Runs
 * the browser tests as given (all of them by default) and prints, per spec file, the CPU seconds
 * of its tests: the worker, its browser and the renderers, from a test's context to its teardown
 * (e2e/cpu-probe.ts). The servers and the browsers' launches are shared, and not in the table.
 * The suite is CPU-bound on two cores, so these are the figures to cut, not wall times.
 *
 *   npm run browser-cpu                                   every project
 *   npm run browser-cpu -- e2e/scenario-table.spec.ts --workers=2
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CpuRecord } from '../e2e/cpu-probe';

const directory = mkdtempSync(path.join(tmpdir(), 'browser-cpu-'));
const records = path.join(directory, 'tests.jsonl');
const run = spawnSync('node_modules/.bin/playwright', ['test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, E2E_CPU_PROFILE: records },
});

let lines: CpuRecord[] = [];
try {
  lines = readFileSync(records, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as CpuRecord);
} catch {
  console.error('No test recorded its CPU: did any test run?');
}
rmSync(directory, { recursive: true, force: true });

const byFile = new Map<string, { cpu: number; tests: number }>();
for (const { file, cpu } of lines) {
  const entry = byFile.get(file) ?? { cpu: 0, tests: 0 };
  byFile.set(file, { cpu: entry.cpu + cpu, tests: entry.tests + 1 });
}
const total = lines.reduce((sum, { cpu }) => sum + cpu, 0);
console.log('\nCPU-s per spec file (tests, CPU-s a test, share of the total):');
for (const [file, { cpu, tests }] of [...byFile].sort((a, b) => b[1].cpu - a[1].cpu)) {
  console.log(
    `${cpu.toFixed(1).padStart(8)}  ${String(tests).padStart(4)}  ${(cpu / tests).toFixed(2).padStart(6)}  ${((100 * cpu) / total).toFixed(1).padStart(5)}%  ${file}`,
  );
}
console.log(`${total.toFixed(1).padStart(8)}  ${String(lines.length).padStart(4)}  tests in all`);
process.exit(run.status ?? 1);
