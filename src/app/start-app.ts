import { enableMocking, type AppMounting } from './enable-mocking';
import { enableResponseValidation } from './enable-response-validation';
import { preloadPageOf } from './routes';

/**
 * Starts the app: mocks, response validation and the page's code, then the first mount. A
 * restart of the mock build is offered only once that first mount is done: offered earlier, a
 * test's restart could replace the address and mount while the first mount was still waiting
 * for its flags, and two apps would render one after the other at the restarted address. The
 * first would read and forget what the tab kept for it (the SSO callback's state), the second
 * would find it gone, while the first's late answers still wrote to the shared storage.
 */
export async function startApp(
  app: AppMounting,
  // The steps before the mount, the app's own unless a test gives others.
  preloadPage: (pathname: string) => Promise<void> = preloadPageOf,
  startMocks: () => Promise<((app: AppMounting) => void) | undefined> = enableMocking,
  startResponseValidation: () => Promise<void> = enableResponseValidation,
): Promise<void> {
  // The page's code downloads while the mocks start and the flags load, and it renders at once.
  const pageCode = preloadPage(window.location.pathname);
  const offerRestart = await startMocks();
  await startResponseValidation();
  await pageCode;
  await app.mountApp();
  offerRestart?.(app);
}
