/**
 * Steps of a test run (`npm test`, `npm run test:changed`): each runs as a child process whose wall
 * and CPU time are measured, in stages that share the cores; the tests the runners report are
 * counted across them, so every run ends with the same `tests: N passed, N failed` line.
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { CPU_WRAPPER, cpuMeter } from './cpu-times';

export const ROOT = path.resolve(import.meta.dirname, '../..');
const BIN = path.join(ROOT, 'node_modules/.bin');

export type Step = { name: string; command: string; args: string[]; env?: Record<string, string> };
/** Steps that share the cores, as many at once as there are cores; or lanes, each a sequence, all at once. */
export type Stage = { pool: Step[] } | { lanes: Step[][] };
export type Outcome = { step: Step; code: number; seconds: number; cpuSeconds: number; output: string };

export const bin = (name: string, ...args: string[]): Pick<Step, 'command' | 'args'> => ({ command: path.join(BIN, name), args });

function run(step: Step, environment: NodeJS.ProcessEnv, streamOutput: boolean): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    // The step's CPU: its own cgroup where the machine allows one, else bash's `times` (fd 3).
    const meter = cpuMeter();
    const child = spawn('bash', ['-c', CPU_WRAPPER, 'bash', step.command, ...step.args], {
      cwd: ROOT,
      env: { ...environment, ...step.env, ...meter.environment },
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

const stepsOf = (stage: Stage): Step[] => ('pool' in stage ? stage.pool : stage.lanes.flat());

/**
 * Runs a stage: a pool's steps as many at once as there are cores, a stage of lanes one lane per
 * sequence (a lane stops at its first failure). A lone step streams its output; the others print
 * theirs when they end.
 */
async function runStage(stage: Stage, environment: NodeJS.ProcessEnv): Promise<Outcome[]> {
  const streamOutput = stepsOf(stage).length === 1;
  const outcomes: Outcome[] = [];
  const runLane = async (next: () => Step | undefined) => {
    for (let step = next(); step; step = next()) {
      if (!streamOutput) console.log(`== ${step.name}: started`);
      const outcome = await run(step, environment, streamOutput);
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

/** The tests Vitest's and Playwright's summaries report, across the outputs of a run. */
export function countTests(outputs: string[]): { passed: number; failed: number; flaky: number } {
  let passed = 0;
  let failed = 0;
  let flaky = 0;
  for (const output of outputs) {
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

export type StageTime = { names: string; seconds: number; cpuSeconds: number };

/** Runs the stages in order, each only when the one before passed. */
export async function runStages(stages: Stage[], environment: NodeJS.ProcessEnv): Promise<{ all: Outcome[]; stageTimes: StageTime[]; failedStep?: Outcome }> {
  const all: Outcome[] = [];
  const stageTimes: StageTime[] = [];
  for (const stage of stages) {
    const stageStarted = performance.now();
    const outcomes = await runStage(stage, environment);
    all.push(...outcomes);
    stageTimes.push({
      names: stepsOf(stage)
        .map((step) => step.name)
        .join(', '),
      seconds: (performance.now() - stageStarted) / 1000,
      cpuSeconds: outcomes.reduce((total, outcome) => total + outcome.cpuSeconds, 0),
    });
    const failedStep = outcomes.find((outcome) => outcome.code !== 0);
    if (failedStep) return { all, stageTimes, failedStep };
  }
  return { all, stageTimes };
}

/**
 * Prints each step's and each stage's wall and CPU seconds, the run's total, the flaky tests and,
 * last, `tests: N passed, N failed`; exits 1 when a step failed.
 */
export function report(title: string, started: number, { all, stageTimes, failedStep }: Awaited<ReturnType<typeof runStages>>): void {
  const column = (value: number) => value.toFixed(1).padStart(6);
  console.log('\n== Steps (wall seconds, CPU seconds of the step and its processes)');
  for (const { step, code, seconds, cpuSeconds } of all)
    console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${column(seconds)} s ${column(cpuSeconds)} CPU-s  ${step.name}`);
  console.log('== Stages');
  for (const { names, seconds, cpuSeconds } of stageTimes) console.log(`     ${column(seconds)} s ${column(cpuSeconds)} CPU-s  ${names}`);
  const totalCpu = all.reduce((total, outcome) => total + outcome.cpuSeconds, 0);
  console.log(`${title} took ${((performance.now() - started) / 1000).toFixed(1)} s, ${totalCpu.toFixed(1)} CPU-s`);
  const { passed, failed, flaky } = countTests(all.map((outcome) => outcome.output));
  // A flaky test passed only when run again (CI retries once): counted as passed, named here.
  if (flaky > 0) console.log(`flaky (passed on retry): ${flaky}`);
  console.log(`tests: ${passed} passed, ${failed} failed`);
  if (failedStep) {
    console.error(`${title} failed at: ${failedStep.step.name}`);
    process.exit(1);
  }
}
