import '@/shared/testing/dialog-polyfill';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

/**
 * Component tests (jsdom): the native dialog, DOM matchers, and after each test an empty document
 * and empty storage, so no session or stored choice passes from one test (or file) to the next.
 */
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
