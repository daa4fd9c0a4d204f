import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import integrationConfig from './vitest.integration.config';

/**
 * `npm run test:mutation` (scripts/mutation-test.ts): the given test files of pure modules, in
 * Node, without the MSW setup of the unit suite unless asked (MUTATION_SETUP), with one module swapped for its mutant wherever
 * it is imported (MUTATION_MODULE, MUTATION_MUTANT).
 */
function swapMutatedModule(): Plugin {
  const module = process.env.MUTATION_MODULE;
  const mutant = process.env.MUTATION_MUTANT;
  return {
    name: 'swap-mutated-module',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!module || !mutant) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === module ? mutant : null;
    },
  };
}

/** The integration config's Node environment and aliases, with the mutant swap and one worker. */
export default defineConfig({
  ...integrationConfig,
  plugins: [swapMutatedModule()],
  test: {
    ...integrationConfig.test,
    include: ['tests/**/*.test.ts'],
    // Vitest's own limits, not the integration servers' two minutes: a mutant that loops fails fast.
    testTimeout: 5_000,
    hookTimeout: 10_000,
    // Each run imports the modules afresh, so the next mutant is the one a test file sees.
    isolate: true,
    maxWorkers: 1,
    // The unit suite's MSW setup, for test files that call through the mocks (--setup).
    ...(process.env.MUTATION_SETUP ? { setupFiles: ['./tests/setup.ts'], env: { FC_SEED: '191', FC_RUNS: '50', VITE_API_MODE: 'mock' } } : {}),
  },
});
