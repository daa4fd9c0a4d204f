import '@/shared/testing/dialog-polyfill';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { setAnalyticsConsent } from '@/shared/analytics';

/**
 * Component tests (jsdom): the native dialog, DOM matchers, and after each test an empty document,
 * empty storage, no analytics consent and an empty dataLayer, so no session, stored choice or
 * pushed event passes from one test (or file: the jsdom workers are shared) to the next.
 */
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  setAnalyticsConsent(false);
  delete (window as Window & { dataLayer?: unknown[] }).dataLayer;
});
