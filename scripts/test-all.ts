/**
 * npm test: every check of the project, in stages. The static checks and both builds share the
 * cores first; then the unit and the integration tests side by side; then the browser tests beside
 * the bundle budget, all on the builds made once at the start (decisions 049, 193). Each stage
 * starts only when the one before passed. Prints each step's wall and CPU time, per step and per
 * stage, and, last, the tests counted across the runners.
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { CPU_WRAPPER, cpuMeter } from './lib/cpu-times';

const ROOT = path.resolve(import.meta.dirname, '..');
const BIN = path.join(ROOT, 'node_modules/.bin');

type Step = { name: string; command: string; args: string[] };
/** Steps that share the cores, as many at once as there are cores; or lanes, each a sequence, all at once. */
type Stage = { pool: Step[] } | { lanes: Step[][] };
type Outcome = { step: Step; code: number; seconds: number; cpuSeconds: number; output: string };

const contractFiles = readdirSync(path.join(ROOT, 'openapi'))
  .filter((file) => file.endsWith('.yaml'))
  .map((file) => `openapi/${file}`);

const bin = (name: string, ...args: string[]): Pick<Step, 'command' | 'args'> => ({ command: path.join(BIN, name), args });

const stages: Stage[] = [
  {
    pool: [
      { name: 'lint', ...bin('eslint', '.', '--max-warnings', '0') },
      { name: 'format', ...bin('prettier', '--check', '--log-level', 'warn', '**/*.{ts,tsx,js,css}') },
      { name: 'typecheck', ...bin('tsc', '-p', '.') },
      { name: 'generated code is current', ...bin('tsx', 'scripts/generate.ts', '--check') },
      { name: 'contract lint', ...bin('redocly', 'lint', ...contractFiles) },
      { name: 'real build', ...bin('vite', 'build', '--logLevel', 'warn') },
      { name: 'mock build', ...bin('vite', 'build', '--mode', 'mock', '--logLevel', 'warn') },
    ],
  },
  // Side by side: the unit tests alone leave a third of the cores idle (decision 210).
  {
    pool: [
      { name: 'unit tests', ...bin('vitest', 'run') },
      { name: 'integration tests', ...bin('vitest', 'run', '--config', 'vitest.integration.config.ts') },
    ],
  },
  // The bundle check mostly waits for network quiet in its own browser: it runs beside the
  // browser tests instead of after them (decision 049). The browser tests use both cores
  // (decision 193): the integration tests run before them, not beside them.
  {
    lanes: [[{ name: 'browser tests', ...bin('playwright', 'test') }], [{ name: 'bundle size', ...bin('tsx', 'scripts/size.ts') }]],
  },
];

/** The builds above are fresh: Playwright's server and `size` use them instead of building again. */
const environment = { ...process.env, BAIT_PREBUILT: '1', REDOCLY_TELEMETRY: 'off' };

function run(step: Step, streamOutput: boolean): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    // The step's CPU: its own cgroup where the machine allows one, else bash's `times` (fd 3).
    const meter = cpuMeter();
    const child = spawn('bash', ['-c', CPU_WRAPPER, 'bash', step.command, ...step.args], {
      cwd: ROOT,
      env: { ...environment, ...meter.environment },
      stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
    });
    let output = '';
    let times = '';
    child.stdio[3]?.on('data', (chunk: Buffer) => (times += chunk.toString()));
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (streamOutput) process.stdout.write(chunk);
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.on('close', (code) => resolve({ step, code: code ?? 1, seconds: (performance.now() - started) / 1000, cpuSeconds: meter.read(times), output }));
    child.on('error', (error) => resolve({ step, code: 1, seconds: 0, cpuSeconds: 0, output: String(error) }));
  });
}

/** Runs a stage's steps, as many at once as there are cores; a lone step streams its output. */
const stepsOf = (stage: Stage): Step[] => ('pool' in stage ? stage.pool : stage.lanes.flat());

/**
 * Runs a stage: a pool's steps as many at once as there are cores, a stage of lanes one lane per
 * sequence (a lane stops at its first failure). A lone step streams its output; the others print
 * theirs when they end.
 */
async function runStage(stage: Stage): Promise<Outcome[]> {
  const streamOutput = stepsOf(stage).length === 1;
  const outcomes: Outcome[] = [];
  const runLane = async (next: () => Step | undefined) => {
    for (let step = next(); step; step = next()) {
      if (!streamOutput) console.log(`== ${step.name}: started`);
      const outcome = await run(step, streamOutput);
      if (!streamOutput) process.stdout.write(outcome.output);
      console.log(
        `== ${step.name}: ${outcome.code === 0 ? 'passed' : `FAILED (exit ${outcome.code})`} in ${outcome.seconds.toFixed(1)} s (${outcome.cpuSeconds.toFixed(1)} CPU-s)`,
      );
      outcomes.push(outcome);
      if (outcome.code !== 0 && !('pool' in stage)) return;
    }
  };
  if ('pool' in stage) {
    const queue = [...stage.pool];
    await Promise.all(Array.from({ length: Math.min(queue.length, Math.max(2, availableParallelism())) }, () => runLane(() => queue.shift())));
  } else {
    await Promise.all(
      stage.lanes.map((lane) => {
        const queue = [...lane];
        return runLane(() => queue.shift());
      }),
    );
  }
  return outcomes;
}

function countTests(outcomes: Outcome[]): { passed: number; failed: number; flaky: number } {
  let passed = 0;
  let failed = 0;
  let flaky = 0;
  for (const { output } of outcomes) {
    const text = stripVTControlCharacters(output);
    const vitest = /^\s*Tests\s+(.*)$/m.exec(text)?.[1];
    if (vitest) {
      passed += Number(/(\d+) passed/.exec(vitest)?.[1] ?? 0);
      failed += Number(/(\d+) failed/.exec(vitest)?.[1] ?? 0);
    }
    passed += Number(/^\s*(\d+) passed \(/m.exec(text)?.[1] ?? 0);
    failed += Number(/^\s*(\d+) failed$/m.exec(text)?.[1] ?? 0);
    flaky += Number(/^\s*(\d+) flaky$/m.exec(text)?.[1] ?? 0);
  }
  return { passed, failed, flaky };
}

const started = performance.now();
const all: Outcome[] = [];
const stageTimes: { names: string; seconds: number; cpuSeconds: number }[] = [];
let failedStep: Outcome | undefined;
for (const stage of stages) {
  const stageStarted = performance.now();
  const outcomes = await runStage(stage);
  all.push(...outcomes);
  stageTimes.push({
    names: stepsOf(stage)
      .map((step) => step.name)
      .join(', '),
    seconds: (performance.now() - stageStarted) / 1000,
    cpuSeconds: outcomes.reduce((total, outcome) => total + outcome.cpuSeconds, 0),
  });
  failedStep = outcomes.find((outcome) => outcome.code !== 0);
  if (failedStep) break;
}

const column = (value: number) => value.toFixed(1).padStart(6);
console.log('\n== Steps (wall seconds, CPU seconds of the step and its processes)');
for (const { step, code, seconds, cpuSeconds } of all)
  console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${column(seconds)} s ${column(cpuSeconds)} CPU-s  ${step.name}`);
console.log('== Stages');
for (const { names, seconds, cpuSeconds } of stageTimes) console.log(`     ${column(seconds)} s ${column(cpuSeconds)} CPU-s  ${names}`);
const totalCpu = all.reduce((total, outcome) => total + outcome.cpuSeconds, 0);
console.log(`npm test took ${((performance.now() - started) / 1000).toFixed(1)} s, ${totalCpu.toFixed(1)} CPU-s`);
const { passed, failed, flaky } = countTests(all);
// A flaky test passed only when run again (CI retries once): counted as passed, named here.
if (flaky > 0) console.log(`flaky (passed on retry): ${flaky}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
if (failedStep) {
  console.error(`npm test failed at: ${failedStep.step.name}`);
  process.exit(1);
}
