// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exposeAppRestart } from '@mocks/browser';
import { startApp } from '../start-app';

const noPageCode = async () => undefined;
const noValidation = async () => undefined;

afterEach(() => {
  delete window.__baitMockRestart;
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

/** A mount that, like main.tsx's, waits for the flags and then renders at the address of that moment. */
function mountingAfterFlags(rendered: string[]) {
  let releaseFlags = () => {};
  const flagsLoaded = new Promise<void>((resolve) => {
    releaseFlags = resolve;
  });
  const mountApp = async () => {
    await flagsLoaded;
    rendered.push(`app at ${window.location.pathname}`);
  };
  const clearApp = async () => {
    rendered.push('cleared');
  };
  return { mountApp, clearApp, releaseFlags };
}

describe('starting the app', () => {
  it('offers the mock build restart only once the first app is mounted, so a restart never mounts a second app beside it', async () => {
    window.history.replaceState(null, '', '/404');
    const rendered: string[] = [];
    const { mountApp, clearApp, releaseFlags } = mountingAfterFlags(rendered);

    const started = startApp({ mountApp, clearApp }, noPageCode, async () => exposeAppRestart, noValidation);
    // A browser test restarts as soon as the restart is offered (restartAt in e2e/scenarios.ts),
    // here while the first mount still waits for its flags: the interleaving of the failed run.
    const restarted = (async () => {
      await vi.waitFor(() => expect(window.__baitMockRestart).toBeDefined(), { timeout: 3_000, interval: 5 });
      await window.__baitMockRestart?.('/sso-callback?code=c0de&state=5747e', { session: { 'bait.sso.state': '5747e' } });
    })();
    await new Promise((resolve) => setTimeout(resolve, 50));
    releaseFlags();
    await Promise.all([started, restarted]);

    // Before the fix: ['cleared', 'app at /sso-callback', 'app at /sso-callback'], the first app
    // forgetting the callback's state before the second read it.
    expect(rendered).toEqual(['app at /404', 'cleared', 'app at /sso-callback']);
  });

  it('offers no restart outside mock mode', async () => {
    const rendered: string[] = [];
    const { mountApp, clearApp, releaseFlags } = mountingAfterFlags(rendered);
    releaseFlags();
    await startApp({ mountApp, clearApp }, noPageCode, async () => undefined, noValidation);
    expect(rendered).toEqual(['app at /']);
    expect(window.__baitMockRestart).toBeUndefined();
  });
});
