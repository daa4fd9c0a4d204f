import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { childCpuSeconds, CPU_WRAPPER, cpuMeter } from '../../scripts/lib/cpu-times';

/** A process that uses 100 ms of CPU, then ends. */
const BURN_100_MS = 'node -e "while (process.cpuUsage().user < 100000);"';

describe('the CPU seconds of a step', () => {
  it("adds the children's user and system time of bash's `times`", () => {
    expect(childCpuSeconds('0m0.010s 0m0.002s\n1m2.500s 0m0.250s\n')).toBeCloseTo(62.75);
    expect(childCpuSeconds('')).toBe(0);
  });

  it('counts the CPU of a process the step started', () => {
    const times = execFileSync('bash', ['-c', `${BURN_100_MS}; times`], { encoding: 'utf8' });
    expect(childCpuSeconds(times)).toBeGreaterThan(0.08);
  }, 60_000);
});

describe('the CPU meter', () => {
  it('counts a detached process of the step, in its cgroup where the machine allows one', () => {
    const meter = cpuMeter();
    // An orphan: started by a subshell that exits at once, so bash never waits for it; then awaited by its pid.
    const step = `( ${BURN_100_MS} & echo $! > "$PID_FILE" ); while kill -0 "$(cat "$PID_FILE")" 2>/dev/null; do sleep 0.05; done`;
    const pidFile = path.join(mkdtempSync(path.join(tmpdir(), 'cpu-')), 'pid');
    const times = execFileSync('bash', ['-c', `exec 3>&1; ${CPU_WRAPPER.replace('"$@"', step)}`], {
      encoding: 'utf8',
      env: { ...process.env, ...meter.environment, PID_FILE: pidFile },
    });
    const seconds = meter.read(times);
    // Without a cgroup the orphan is no child of bash: `times` cannot see it.
    if (meter.environment.BAIT_CPU_CGROUP) expect(seconds).toBeGreaterThan(0.08);
    else expect(seconds).toBeGreaterThanOrEqual(0);
  }, 60_000);
});
