import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { recordRequests, server, chooseScenarios } from '@/shared/testing/mock-api';
import { loadFeatureFlags } from '../api/load-feature-flags';
import { evaluateFlags } from '../evaluate-flag';
import { allFlagsOff } from '../map-feature-flags';

const IP_LOOKUP_PATH = '/json';
const neverDrawn = () => {
  throw new Error('the random source must not be drawn');
};

describe('loadFeatureFlags', () => {
  it('reads the default examples: every flag on but new-plugin (the legacy plugin, decision 271), no conditions, guest eSIM on, no IP lookup', async () => {
    const lookups = recordRequests(IP_LOOKUP_PATH);
    const state = await loadFeatureFlags();
    expect(state).toEqual({
      rules: { 'e-sim': { on: true }, pospaid: { on: true }, 'business-page': { on: true }, sso: { on: true }, 'new-plugin': { on: false } },
      guestEsimEnabled: true,
      readFailed: false,
    });
    expect(lookups).toHaveLength(0);
  });

  it('looks the IP up when a flag that is on has allowedIps, and evaluates with it', async () => {
    chooseScenarios({ getFeatureConditions: 'ssoByIpAndRegex' });
    const lookups = recordRequests(IP_LOOKUP_PATH);
    const state = await loadFeatureFlags();
    expect(lookups).toHaveLength(1);
    expect(state.ip).toBe('203.0.113.45');
    expect(state.rules.sso).toEqual({ on: true, conditions: { ips: ['203.0.113.45', '198.51.100.7'], pattern: '^55[0-9]{8}$', requireAll: true } });
    expect(evaluateFlags(state, { value: '5512345678' }, neverDrawn).sso).toBe(true);
    expect(evaluateFlags(state, { value: '3312345678' }, neverDrawn).sso).toBe(false);
  });

  it('does not look the IP up when the flag with allowedIps is off', async () => {
    chooseScenarios({ getFeatureFlags: 'allOff', getFeatureConditions: 'ssoByIpAndRegex' });
    const lookups = recordRequests(IP_LOOKUP_PATH);
    const state = await loadFeatureFlags();
    expect(lookups).toHaveLength(0);
    expect(state.ip).toBeUndefined();
    expect(state.rules.sso.on).toBe(false);
  });

  it('keeps the flags when the IP lookup fails; allowedIps then fails', async () => {
    chooseScenarios({ getFeatureConditions: 'ssoByIpAndRegex', lookupIp: 'code=500' });
    const state = await loadFeatureFlags();
    expect(state.readFailed).toBe(false);
    expect(state.ip).toBeUndefined();
    expect(evaluateFlags(state, { value: '5512345678' }, neverDrawn).sso).toBe(false);
    expect(evaluateFlags(state, { value: '5512345678' }, neverDrawn)['e-sim']).toBe(true);
  });

  it('reads the other named examples of the contract', async () => {
    chooseScenarios({ getFeatureFlags: 'withoutSso', getFeatureConditions: 'newPluginForUsers', getGuestEsimSetting: 'disabled' });
    const state = await loadFeatureFlags();
    expect(state.rules.sso).toEqual({ on: false });
    expect(state.rules['new-plugin'].conditions?.values).toEqual(['5587654321', '3312345678']);
    expect(state.guestEsimEnabled).toBe(false);
  });

  it('turns every flag off, without throwing, when the flags cannot be read', async () => {
    chooseScenarios({ getFeatureFlags: 'networkError' });
    const state = await loadFeatureFlags();
    expect(state).toEqual({ rules: allFlagsOff(), guestEsimEnabled: true, readFailed: true });
  });

  it('turns every flag off when the conditions cannot be read', async () => {
    chooseScenarios({ getFeatureConditions: 'networkError' });
    const state = await loadFeatureFlags();
    expect(state.readFailed).toBe(true);
    expect(state.rules).toEqual(allFlagsOff());
  });

  it('keeps the flags but turns guest eSIM off when only the guest-eSIM setting cannot be read', async () => {
    chooseScenarios({ getGuestEsimSetting: 'networkError' });
    const state = await loadFeatureFlags();
    expect(state.readFailed).toBe(false);
    expect(state.rules.sso.on).toBe(true);
    expect(state.guestEsimEnabled).toBe(false);
  });

  it('turns every flag off when the static host answers 404 or a malformed file', async () => {
    server.use(http.get('*/assets/config/feature-flags.json', () => new HttpResponse('Not found', { status: 404 })));
    expect((await loadFeatureFlags()).readFailed).toBe(true);

    server.use(http.get('*/assets/config/feature-flags.json', () => HttpResponse.json({ 'e-sim': 'yes' })));
    expect((await loadFeatureFlags()).readFailed).toBe(true);

    server.use(http.get('*/assets/config/feature-flags.json', () => new HttpResponse('{not json', { headers: { 'content-type': 'application/json' } })));
    expect((await loadFeatureFlags()).readFailed).toBe(true);
  });

  it('gives up on a read that does not answer in time', async () => {
    chooseScenarios({ getFeatureFlags: 'delay=300' });
    const state = await loadFeatureFlags({ timeoutMs: 20 });
    expect(state.readFailed).toBe(true);
    expect(state.rules).toEqual(allFlagsOff());
  });
});
