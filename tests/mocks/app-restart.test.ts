// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordCall, recentCalls } from '../../mocks/activity';
import { callCount, exposeAppRestart } from '../../mocks/browser';
import { getMockSettings } from '../../mocks/config';
import { clearScenarios, getScenario } from '../../mocks/scenarios';

afterEach(() => {
  clearScenarios();
  sessionStorage.clear();
  localStorage.clear();
  delete window.__baitMockRestart;
});

describe('the app restarted in the same document (decision 126)', () => {
  it('clears the app, takes the new address with its scenarios and settings, forgets the calls, then mounts', async () => {
    const steps: string[] = [];
    const mountApp = vi.fn(async () => {
      steps.push(`mount at ${window.location.pathname}${window.location.search}`);
    });
    const clearApp = vi.fn(async () => {
      steps.push(`clear at ${window.location.pathname}`);
    });
    exposeAppRestart({ mountApp, clearApp });
    recordCall({
      at: '',
      operationId: 'getFeatureFlags',
      method: 'GET',
      url: '/x',
      status: 200,
      source: 'example',
      requestViolations: [],
      responseViolations: [],
    });

    await window.__baitMockRestart?.('/cambio-nir?scenario=changeNir:limitExceeded&latency=0');

    expect(steps).toEqual(['clear at /', 'mount at /cambio-nir?scenario=changeNir:limitExceeded&latency=0']);
    expect(getScenario('changeNir')).toBe('limitExceeded');
    expect(getMockSettings().latencyMs).toBe(0);
    expect(recentCalls()).toEqual([]);
  });

  it('gives the new app exactly the storage asked for, once the previous app has no call under way (decision 220)', async () => {
    const steps: string[] = [];
    exposeAppRestart({
      clearApp: async () => {
        steps.push('clear');
      },
      mountApp: async () => {
        steps.push(`mount with ${JSON.stringify({ ...localStorage })} and ${JSON.stringify({ ...sessionStorage })}`);
      },
    });
    localStorage.setItem('stale', 'from the previous row');
    sessionStorage.setItem('tab', 'old');
    // The previous app's guest call is still under way; when it ends, its answer is stored.
    callCount.started();
    setTimeout(() => {
      localStorage.setItem('visitante-sim', 'late guest');
      callCount.ended();
    }, 60);

    await window.__baitMockRestart?.('/e-sim', { local: { user: 'ana' }, session: { paso: '2' } });

    expect(steps).toEqual(['clear', 'mount with {"user":"ana"} and {"paso":"2"}']);
  });

  it('leaves storage alone when none is asked for', async () => {
    exposeAppRestart({ clearApp: async () => undefined, mountApp: async () => undefined });
    localStorage.setItem('kept', 'yes');
    await window.__baitMockRestart?.('/');
    expect(localStorage.getItem('kept')).toBe('yes');
  });
});
