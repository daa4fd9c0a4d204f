import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeatureFlagsProvider, useFeatureFlag, useGuestEsimEnabled } from '../feature-flags-provider';
import { allFlagsOff } from '../map-feature-flags';
import { FEATURE_FLAG_NAMES, type FeatureFlagsState, type FlagSubject } from '../types';

function FlagList() {
  return (
    <ul>
      {FEATURE_FLAG_NAMES.map((name) => (
        <FlagItem key={name} name={name} />
      ))}
      <li>guest-esim: {useGuestEsimEnabled() ? 'on' : 'off'}</li>
    </ul>
  );
}

function FlagItem({ name }: { name: (typeof FEATURE_FLAG_NAMES)[number] }) {
  return <li>{`${name}: ${useFeatureFlag(name) ? 'on' : 'off'}`}</li>;
}

const flag = (name: string) => screen.getByText(new RegExp(`^${name}: `)).textContent?.split(': ')[1];

const STATE: FeatureFlagsState = {
  rules: {
    ...allFlagsOff(),
    'e-sim': { on: true },
    'new-plugin': { on: true, conditions: { values: ['5587654321'], requireAll: false } },
    pospaid: { on: true, conditions: { percentage: 50, requireAll: false } },
  },
  guestEsimEnabled: true,
  readFailed: false,
};

describe('FeatureFlagsProvider and useFeatureFlag', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('answers every flag off, and guest eSIM off, without a provider', () => {
    render(<FlagList />);
    for (const name of [...FEATURE_FLAG_NAMES, 'guest-esim']) expect(flag(name)).toBe('off');
  });

  it('reads every flag off while the state is on its way, then switches to it (decision 265)', async () => {
    let arrive: (state: FeatureFlagsState) => void = () => undefined;
    const state = new Promise<FeatureFlagsState>((resolve) => (arrive = resolve));
    render(
      <FeatureFlagsProvider state={state} search="">
        <FlagList />
      </FeatureFlagsProvider>,
    );
    for (const name of [...FEATURE_FLAG_NAMES, 'guest-esim']) expect(flag(name)).toBe('off');
    await act(async () => arrive(STATE));
    expect(flag('e-sim')).toBe('on');
    expect(flag('guest-esim')).toBe('on');
  });

  it('evaluates the loaded state for the subject', () => {
    render(
      <FeatureFlagsProvider state={STATE} subject={{ user: { phone: '5587654321' } }} random={() => 0.2} search="">
        <FlagList />
      </FeatureFlagsProvider>,
    );
    expect(flag('e-sim')).toBe('on');
    expect(flag('new-plugin')).toBe('on');
    expect(flag('pospaid')).toBe('on');
    expect(flag('sso')).toBe('off');
    expect(flag('guest-esim')).toBe('on');
  });

  it('draws the percentage once, not on every render, and again when the subject changes', async () => {
    const random = vi.fn(() => 0.2);
    function Harness() {
      const [subject, setSubject] = useState<FlagSubject>({ value: '1' });
      const [renders, setRenders] = useState(0);
      return (
        <FeatureFlagsProvider state={STATE} subject={{ ...subject }} random={random} search="">
          <button type="button" onClick={() => setRenders(renders + 1)}>
            Volver a pintar {renders}
          </button>
          <button type="button" onClick={() => setSubject({ value: '5587654321' })}>
            Iniciar sesión
          </button>
          <FlagList />
        </FeatureFlagsProvider>
      );
    }
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: /Volver a pintar/ }));
    await user.click(screen.getByRole('button', { name: /Volver a pintar/ }));
    expect(random).toHaveBeenCalledTimes(1);
    expect(flag('new-plugin')).toBe('off');

    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(flag('new-plugin')).toBe('on');
    expect(random).toHaveBeenCalledTimes(2);
  });

  it('applies ?flags= over the evaluated values in mock mode', () => {
    vi.stubEnv('VITE_API_MODE', 'mock');
    render(
      <FeatureFlagsProvider state={STATE} random={() => 0.9} search="?flags=e-sim:off,sso:on,pospaid:on">
        <FlagList />
      </FeatureFlagsProvider>,
    );
    expect(flag('e-sim')).toBe('off');
    expect(flag('sso')).toBe('on');
    expect(flag('pospaid')).toBe('on');
    expect(flag('new-plugin')).toBe('off');
  });

  it('reads ?flags= from the page address by default', () => {
    vi.stubEnv('VITE_API_MODE', 'mock');
    window.history.replaceState(null, '', '/?flags=sso:on');
    try {
      render(
        <FeatureFlagsProvider state={STATE}>
          <FlagList />
        </FeatureFlagsProvider>,
      );
      expect(flag('sso')).toBe('on');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('ignores ?flags= outside mock mode', () => {
    vi.stubEnv('VITE_API_MODE', 'real');
    render(
      <FeatureFlagsProvider state={STATE} random={() => 0.9} search="?flags=e-sim:off,sso:on">
        <FlagList />
      </FeatureFlagsProvider>,
    );
    expect(flag('e-sim')).toBe('on');
    expect(flag('sso')).toBe('off');
  });
});
