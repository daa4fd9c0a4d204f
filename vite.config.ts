import { rm } from 'node:fs/promises';
import { fileURLToPath, URL } from 'node:url';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vitest/config';

const MOCK_WORKER_FILE = 'mockServiceWorker.js';

/** The mock worker lives in public/ for dev and mock builds; a real build must not ship it. */
function dropMockWorkerOutsideMockMode(mode: string): Plugin {
  let outDir = 'dist';
  return {
    name: 'drop-mock-worker-outside-mock-mode',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      if (mode !== 'mock') await rm(path.join(outDir, MOCK_WORKER_FILE), { force: true });
    },
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [react(), dropMockWorkerOutsideMockMode(mode)],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
    },
  },
  build: {
    outDir: mode === 'mock' ? 'dist-mock' : 'dist',
    manifest: true,
    target: 'es2022',
    // faker's locale data makes the mock chunk large on purpose; only the real build is budgeted.
    chunkSizeWarningLimit: mode === 'mock' ? 2_500 : 500,
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
  test: {
    environment: 'jsdom',
    setupFiles: ['./tests/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/integration/**', 'node_modules/**'],
    restoreMocks: true,
    testTimeout: 20_000,
    env: { VITE_API_MODE: 'mock' },
  },
}));
