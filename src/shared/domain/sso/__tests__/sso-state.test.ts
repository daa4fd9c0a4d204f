// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { newSsoState } from '../identity-provider';
import { forgetSsoState, isExpectedSsoState, rememberedSsoState, rememberSsoState, SSO_STATE_STORAGE_KEY } from '../sso-state';

afterEach(() => sessionStorage.clear());

describe('the state of a login at the identity provider (decision 129)', () => {
  it('is remembered for the tab and forgotten after its callback', () => {
    const state = newSsoState();
    rememberSsoState(state);
    expect(rememberedSsoState()).toBe(state);
    forgetSsoState();
    expect(rememberedSsoState()).toBeUndefined();
  });

  it('reads anything this site did not make as no state', () => {
    for (const stored of ['', 'b7e2c91d', `${'a'.repeat(31)}G`, '{"state":"x"}', 'A'.repeat(32)]) {
      sessionStorage.setItem(SSO_STATE_STORAGE_KEY, stored);
      expect(rememberedSsoState(), stored).toBeUndefined();
    }
  });

  it('accepts a callback only with the state this tab sent', () => {
    const state = newSsoState();
    expect(isExpectedSsoState(state, state)).toBe(true);
    expect(isExpectedSsoState(state, undefined)).toBe(false);
    expect(isExpectedSsoState('', undefined)).toBe(false);
    expect(isExpectedSsoState(newSsoState(), state)).toBe(false);
  });
});
