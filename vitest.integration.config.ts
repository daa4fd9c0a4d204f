import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';
import { machineSlowness } from './scripts/lib/machine-slowness';

/** Tests that start real servers or builds: Node environment, no MSW interception. */
const slowness = machineSlowness();

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
    },
  },
  test: {
    environment: 'node',
    include: ['tests/integration/**/*.test.ts'],
    // They run beside the browser tests (decision 193): a slow start on busy cores is no failure.
    // Set on the reference machine; a slower or busier one waits as much longer (decision 288).
    testTimeout: 120_000 * slowness,
    hookTimeout: 120_000 * slowness,
    // Each file starts its own servers on ports it picks, so the files can share the cores.
    maxWorkers: 2,
  },
});
