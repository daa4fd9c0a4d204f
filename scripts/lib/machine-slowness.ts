/**
 * How much slower than the reference machine this one runs the browser suite's kind of work now,
 * as a factor of at least 1 (decision 288). Playwright's timeouts were set on the reference
 * machine; multiplied by this, a test waits as long on a slower or busier machine as it needed
 * there, so it fails when the product is wrong, not when the machine is slow.
 */

/** The workload's median wall time on the reference machine, idle (2 cores, Node 20), in ms. */
const REFERENCE_MS = 32;
/** Past this, a machine is too slow for the suite's budget; the factor stops growing. */
const MAX_FACTOR = 4;
const WARM_UP_RUNS = 3;
const MEASURED_RUNS = 7;

/** JSON and string work, as the test runner and a page's scripts do: about 30 ms on the reference. */
function workload(): number {
  const rows = Array.from({ length: 4_000 }, (_, index) => ({ id: index, name: `Paquete ${index}`, price: index * 1.5, tags: ['a', 'b', String(index % 7)] }));
  let text = '';
  for (let round = 0; round < 6; round += 1) {
    const parsed = JSON.parse(JSON.stringify(rows)) as typeof rows;
    text = parsed
      .map((row) => row.name.toUpperCase())
      .join(',')
      .replace(/PAQUETE (\d+)/g, '$1');
  }
  return text.length;
}

/** The factor, from the median of a few timed runs of the workload after warming it up. */
export function measureMachineSlowness(): number {
  for (let run = 0; run < WARM_UP_RUNS; run += 1) workload();
  const times: number[] = [];
  for (let run = 0; run < MEASURED_RUNS; run += 1) {
    const start = performance.now();
    workload();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? REFERENCE_MS;
  return slownessOf(median);
}

/** The factor for a median time: 1 on the reference machine or a faster one, at most MAX_FACTOR. */
export function slownessOf(medianMs: number): number {
  return Math.round(Math.min(MAX_FACTOR, Math.max(1, medianMs / REFERENCE_MS)) * 100) / 100;
}

/**
 * The factor for this run: measured once by the first process that asks and handed to its children
 * (test workers, stages) through MACHINE_SLOWNESS, which also lets a person set it (1: the
 * reference timeouts).
 */
export function machineSlowness(): number {
  process.env.MACHINE_SLOWNESS ??= String(measureMachineSlowness());
  return Number(process.env.MACHINE_SLOWNESS) || 1;
}
