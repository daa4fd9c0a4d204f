import { appendFileSync, readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU times on Linux. */
const TICKS_PER_SECOND = 100;

/**
 * CPU seconds spent so far by the process `root` and every process under it, living or reaped (a
 * reaped child's time is in its parent's cutime and cstime). For a Playwright worker that is the
 * worker itself, its browser and the browser's renderers: what its tests cost.
 */
function processTreeCpuSeconds(root: number): number {
  const parentOf = new Map<number, number>();
  const ticksOf = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // gone between the listing and the read
    }
    // Fields after the command name, which may itself hold spaces and parentheses.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    parentOf.set(Number(name), Number(fields[1]));
    ticksOf.set(Number(name), Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]));
  }
  let ticks = 0;
  for (const [pid, own] of ticksOf) {
    let ancestor: number | undefined = pid;
    while (ancestor !== undefined && ancestor > 1 && ancestor !== root) ancestor = parentOf.get(ancestor);
    if (ancestor === root) ticks += own;
  }
  return ticks / TICKS_PER_SECOND;
}

export type CpuRecord = { file: string; title: string; cpu: number; wall: number };

/** Runs `body` and appends its CPU and wall seconds, as one JSON line, to the file `into`. */
export async function measureCpu(into: string, record: Omit<CpuRecord, 'cpu' | 'wall'>, body: () => Promise<void>): Promise<void> {
  const cpuBefore = processTreeCpuSeconds(process.pid);
  const wallBefore = performance.now();
  await body();
  const line: CpuRecord = {
    ...record,
    cpu: Math.round((processTreeCpuSeconds(process.pid) - cpuBefore) * 100) / 100,
    wall: Math.round(performance.now() - wallBefore) / 1000,
  };
  appendFileSync(into, `${JSON.stringify(line)}\n`);
}
