import type { AppMounting } from './enable-mocking';

/** What starting the app takes; main.tsx gives the real steps, the tests give fakes. */
export interface AppStartSteps extends AppMounting {
  /** Starts loading the code of the page at the address, so it downloads while the rest starts. */
  preloadPage: (pathname: string) => Promise<void>;
  /** Mock mode: starts the mocks and answers how to offer browser tests a restart of the app. */
  enableMocking: () => Promise<((app: AppMounting) => void) | undefined>;
  enableResponseValidation: () => Promise<void>;
}

/**
 * Starts the app: mocks, response validation and the page's code, then the first mount. A
 * restart of the mock build is offered only once that first mount is done: offered earlier, a
 * test's restart could replace the address and mount while the first mount was still waiting
 * for its flags, and two apps would render one after the other at the restarted address. The
 * first would read and forget what the tab kept for it (the SSO callback's state), the second
 * would find it gone, while the first's late answers still wrote to the shared storage.
 */
export async function startApp(steps: AppStartSteps): Promise<void> {
  const pageCode = steps.preloadPage(window.location.pathname);
  const offerRestart = await steps.enableMocking();
  await steps.enableResponseValidation();
  await pageCode;
  await steps.mountApp();
  offerRestart?.({ mountApp: steps.mountApp, clearApp: steps.clearApp });
}
