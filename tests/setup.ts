import '@/shared/testing/dialog-polyfill';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { resetMockSettings } from '@mocks/config';
import { server } from '@mocks/node';
import { clearScenarios } from '@mocks/scenarios';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

afterEach(() => {
  cleanup();
  server.resetHandlers();
  clearScenarios();
  resetMockSettings();
});

afterAll(() => server.close());

/** A console error fails the test that caused it, unless the test expects it with vi.spyOn. */
const consoleError = console.error.bind(console);
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleError(...args);
    throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
  });
});
