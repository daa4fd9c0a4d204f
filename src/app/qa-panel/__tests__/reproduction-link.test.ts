import { describe, expect, it } from 'vitest';
import { applySettingsParams, baselineMockSettings, getMockSettings } from '@mocks/config';
import { applyScenarioParam, getScenarios } from '@mocks/scenarios';
import { addressWithFlags } from '../flags-section';
import { reproductionLink } from '../reproduction-link';

describe('reproductionLink', () => {
  it('keeps the page and its other parameters and sets scenario, seed and profile readably', () => {
    const link = reproductionLink(
      'https://demo.example/compatibilidad?utm_source=qa&seed=3&scenario=old:x#resultado',
      { verifyImei: 'vozapp', createContactRequest: 'code=500' },
      { seed: 42, profile: 'maximal' },
    );
    expect(link).toBe(
      'https://demo.example/compatibilidad?utm_source=qa&scenario=verifyImei:vozapp,createContactRequest:code=500&seed=42&profile=maximal#resultado',
    );
  });

  it('writes an empty scenario= when none is chosen, which clears the choices of the tab that opens it', () => {
    expect(reproductionLink('http://localhost/', {}, { seed: 1, profile: 'typical' })).toBe('http://localhost/?scenario=&seed=1&profile=typical');
  });

  it("adds latency= and timeout= only when the tab changed them from the build's", () => {
    const { latencyMs, timeoutMs } = baselineMockSettings();
    const settings = { seed: 1, profile: 'typical', latencyMs, timeoutMs } as const;
    expect(reproductionLink('http://localhost/', {}, settings)).toBe('http://localhost/?scenario=&seed=1&profile=typical');
    expect(reproductionLink('http://localhost/?latency=9', {}, { ...settings, latencyMs: latencyMs + 500, timeoutMs: 2000 })).toBe(
      `http://localhost/?scenario=&seed=1&profile=typical&latency=${latencyMs + 500}&timeout=2000`,
    );
  });

  it('carries chaos=<seed>:<rate> under chaos mode, so the same calls fail in the same order', () => {
    const link = reproductionLink('http://localhost/recargas?chaos=1:0.1', {}, { seed: 1, profile: 'typical', chaos: '7:0.25' });
    expect(link).toBe('http://localhost/recargas?scenario=&seed=1&profile=typical&chaos=7:0.25');
    applySettingsParams(new URL(link).search);
    expect(getMockSettings().chaos).toBe('7:0.25');
  });

  it('is read back by the mocks as the same choices', () => {
    const search = new URL(reproductionLink('http://localhost/', { verifyImei: 'code=400', updateJourney: 'networkError' }, { seed: -7, profile: 'minimal' }))
      .search;
    applyScenarioParam(search);
    applySettingsParams(search);
    expect(getScenarios()).toEqual({ verifyImei: 'code=400', updateJourney: 'networkError' });
    expect(getMockSettings()).toMatchObject({ seed: -7, profile: 'minimal' });
  });
});

describe('addressWithFlags', () => {
  const defaults = { 'e-sim': 'default', pospaid: 'default', 'business-page': 'default', sso: 'default', 'new-plugin': 'default' } as const;

  it('sets the forced flags and keeps the other parameters', () => {
    expect(addressWithFlags('http://127.0.0.1/recargas?seed=3', { ...defaults, 'e-sim': 'off', sso: 'on' })).toBe(
      'http://127.0.0.1/recargas?seed=3&flags=e-sim:off,sso:on',
    );
  });

  it('removes ?flags= when every flag follows the file', () => {
    expect(addressWithFlags('http://127.0.0.1/?flags=sso:off', defaults)).toBe('http://127.0.0.1/');
  });
});
