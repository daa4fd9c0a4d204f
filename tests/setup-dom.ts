import '@/shared/testing/dialog-polyfill';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { setAnalyticsConsent } from '@/shared/domain/analytics';
import { lazyDownloadsSettled } from '@/shared/ui/lazy-retry';

/**
 * `findBy…` and `waitFor` give a page up to 5 s on the reference machine, and as much longer as
 * this one is slower (MACHINE_SLOWNESS, measured once by the config: decision 288): a route's
 * first render in a worker imports its modules cold, which took over the default 1 s on a loaded
 * 2-core machine, and over 5 s at a load of 8. A passing test waits no longer than before.
 */
configure({ asyncUtilTimeout: 5000 * (Number(process.env.MACHINE_SLOWNESS) || 1) });

/**
 * Component tests (jsdom): the native dialog, DOM matchers, and after each test an empty document,
 * empty storage, no analytics consent and an empty dataLayer, so no session, stored choice or
 * pushed event passes from one test (or file: the jsdom workers are shared) to the next.
 */
afterEach(async () => {
  cleanup();
  // A page whose code was still loading when the test ended finishes here, inside the test's
  // environment, not after it is torn down (EnvironmentTeardownError at random, issue 48).
  await lazyDownloadsSettled();
  localStorage.clear();
  sessionStorage.clear();
  setAnalyticsConsent(false);
  delete (window as Window & { dataLayer?: unknown[] }).dataLayer;
});
