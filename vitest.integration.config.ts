import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Tests that start real servers or builds: Node environment, no MSW interception. */
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
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Each file starts its own servers on ports it picks, so the files can share the cores.
    maxWorkers: 2,
  },
});
