// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordCall, recentCalls } from '../../mocks/activity';
import { exposeAppRestart } from '../../mocks/browser';
import { getMockSettings } from '../../mocks/config';
import { clearScenarios, getScenario } from '../../mocks/scenarios';

afterEach(() => {
  clearScenarios();
  sessionStorage.clear();
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
});
