/** Every unit test, node or jsdom: the MSW server on the contract's handlers, mock state reset after each test. */
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { wireApiClients } from '@/app/wire-clients';
import { clearCalls, responseContractBreaches } from '@mocks/activity';
import { resetState } from '@mocks/behaviors/state';
import { resetMockSettings } from '@mocks/config';
import { server } from '@mocks/node';
import { clearScenarios } from '@mocks/scenarios';

// The same middleware on the typed clients as the app's entry adds (decision 166).
wireApiClients();

// Every property test of the run replays the same cases: the seed comes from vite.config.ts (FC_SEED).
fc.configureGlobal({ seed: Number(process.env.FC_SEED), numRuns: Number(process.env.FC_RUNS) });

// npm run usage:record: what the site sends and reads, noted in every test (decision 262).
const usageDir = process.env.USAGE_RECORD;
const usage = usageDir ? (await import('./usage-recording')).startUsageRecording(usageDir) : undefined;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

afterEach(() => {
  const breaches = responseContractBreaches();
  server.resetHandlers();
  clearScenarios();
  resetMockSettings();
  resetState();
  clearCalls();
  if (breaches.length > 0) {
    throw new Error(`A mock answered outside its contract:\n${JSON.stringify(breaches, null, 2)}`);
  }
});

afterAll(() => {
  server.close();
  usage?.writePart();
});

/** A console error fails the test that caused it, unless the test expects it with vi.spyOn. */
const consoleError = console.error.bind(console);
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleError(...args);
    throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
  });
});
