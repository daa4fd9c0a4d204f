/**
 * The CPU seconds of one step of `npm test` and of every process it starts. Where the machine
 * lets us make a cpuacct cgroup (cgroup v1, as root), the step runs in its own group, which counts
 * every descendant, detached ones included (the Prism mocks); elsewhere bash's `times` counts the
 * children it waited for, and those they waited for.
 */
import { mkdirSync, readFileSync, rmdirSync } from 'node:fs';
import path from 'node:path';

const CPUACCT_ROOT = '/sys/fs/cgroup/cpuacct';

/** Bash that joins the group (if any), runs the step, and writes `times` to fd 3. */
export const CPU_WRAPPER = '[ -n "$BAIT_CPU_CGROUP" ] && echo $$ > "$BAIT_CPU_CGROUP/cgroup.procs" 2>/dev/null; "$@"; status=$?; times >&3; exit $status';

/** The children's user and system time of bash's `times` output ("0m1.250s 0m0.310s" on its second line). */
export function childCpuSeconds(timesOutput: string): number {
  const line = timesOutput.trim().split('\n')[1] ?? '';
  return [...line.matchAll(/(\d+)m([\d.]+)s/g)].reduce((total, [, minutes, seconds]) => total + Number(minutes) * 60 + Number(seconds), 0);
}

export interface CpuMeter {
  /** Environment that puts the step in its group (empty without one). */
  environment: Record<string, string>;
  /** The step's CPU seconds, from the group if there is one, else from `times`; removes the group. */
  read: (timesOutput: string) => number;
}

let groups = 0;

export function cpuMeter(root = CPUACCT_ROOT): CpuMeter {
  const group = path.join(root, `bait-npm-test-${process.pid}-${(groups += 1)}`);
  try {
    mkdirSync(group);
  } catch {
    return { environment: {}, read: childCpuSeconds };
  }
  return {
    environment: { BAIT_CPU_CGROUP: group },
    read: (timesOutput) => {
      let seconds: number;
      try {
        seconds = Number(readFileSync(path.join(group, 'cpuacct.usage'), 'utf8')) / 1e9;
      } catch {
        seconds = childCpuSeconds(timesOutput);
      }
      try {
        rmdirSync(group);
      } catch {
        // A process of the step outlived it; the empty group goes when it ends.
      }
      return seconds;
    },
  };
}
