import { afterEach, describe, expect, it, vi } from 'vitest';
import { flagOverridesFromSearch, parseFlagOverrides } from '../flag-overrides';

describe('parseFlagOverrides', () => {
  it('reads on and off per flag name', () => {
    expect(parseFlagOverrides('e-sim:on,sso:off')).toEqual({ 'e-sim': true, sso: false });
  });

  it('accepts every flag name, spaces and upper-case states', () => {
    expect(parseFlagOverrides(' pospaid : ON , business-page:Off,new-plugin:on')).toEqual({
      pospaid: true,
      'business-page': false,
      'new-plugin': true,
    });
  });

  it('ignores unknown names, unknown states and malformed entries', () => {
    expect(parseFlagOverrides('esim:on,sso:yes,sso,:on,pospaid:')).toEqual({});
    expect(parseFlagOverrides('')).toEqual({});
  });

  it('lets the last entry for a flag win', () => {
    expect(parseFlagOverrides('sso:on,sso:off')).toEqual({ sso: false });
  });
});

describe('flagOverridesFromSearch', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('reads ?flags= in mock mode', () => {
    vi.stubEnv('VITE_API_MODE', 'mock');
    expect(flagOverridesFromSearch('?scenario=x:y&flags=e-sim%3Aon%2Csso%3Aoff')).toEqual({ 'e-sim': true, sso: false });
    expect(flagOverridesFromSearch('?flags=e-sim:on,sso:off')).toEqual({ 'e-sim': true, sso: false });
    expect(flagOverridesFromSearch('')).toEqual({});
  });

  it('ignores ?flags= outside mock mode', () => {
    vi.stubEnv('VITE_API_MODE', 'real');
    expect(flagOverridesFromSearch('?flags=e-sim:on,sso:off')).toEqual({});
  });
});
