import { afterEach, describe, expect, it, vi } from 'vitest';
import { machineSlowness, measureMachineSlowness, slownessOf } from '../../scripts/lib/machine-slowness';

describe('the machine slowness that scales the suites’ timeouts (decision 288)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('is 1 on the reference machine or a faster one, the ratio on a slower one, and at most 4', () => {
    expect(slownessOf(10)).toBe(1);
    expect(slownessOf(32)).toBe(1);
    expect(slownessOf(48)).toBe(1.5);
    expect(slownessOf(96)).toBe(3);
    expect(slownessOf(1_000)).toBe(4);
  });

  it('is measured as a factor between 1 and 4', () => {
    const measured = measureMachineSlowness();
    expect(measured).toBeGreaterThanOrEqual(1);
    expect(measured).toBeLessThanOrEqual(4);
  });

  it('is measured once per run: a value already in MACHINE_SLOWNESS (the parent’s, or a person’s) is kept', () => {
    vi.stubEnv('MACHINE_SLOWNESS', '2.5');
    expect(machineSlowness()).toBe(2.5);
    vi.stubEnv('MACHINE_SLOWNESS', '1');
    expect(machineSlowness()).toBe(1);
  });
});
