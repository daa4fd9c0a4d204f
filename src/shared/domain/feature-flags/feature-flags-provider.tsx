import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { evaluateFlags, type RandomSource } from './evaluate-flag';
import { flagOverridesFromSearch } from './flag-overrides';
import { allFlagsOff } from './map-feature-flags';
import type { FeatureFlagName, FeatureFlagsState, FlagStates, FlagSubject } from './types';

interface FeatureFlagsContextValue {
  flags: FlagStates;
  guestEsimEnabled: boolean;
}

const OFF_STATE: FeatureFlagsState = { rules: allFlagsOff(), guestEsimEnabled: false, readFailed: true };

/** Without a provider every flag is off, as after a failed read. */
const FeatureFlagsContext = createContext<FeatureFlagsContextValue>({
  flags: evaluateFlags(OFF_STATE, {}, Math.random),
  guestEsimEnabled: false,
});

export interface FeatureFlagsProviderProps {
  /** What loadFeatureFlags() returned at startup. */
  state: FeatureFlagsState;
  /** The current user (and value) the conditions are tested with; anonymous when absent. */
  subject?: FlagSubject;
  /** Injected for deterministic tests of allowedPercentage. */
  random?: RandomSource;
  /** The query string `?flags=` is read from, once, at mount; defaults to the page's. */
  search?: string;
  children: ReactNode;
}

function currentSearch(): string {
  return typeof window === 'undefined' ? '' : window.location.search;
}

/**
 * Evaluates every flag once per state and subject, so an allowedPercentage draw holds while the
 * same user stays on the site instead of flickering between renders.
 */
export function FeatureFlagsProvider({ state, subject, random = Math.random, search, children }: FeatureFlagsProviderProps) {
  const [overrides] = useState(() => flagOverridesFromSearch(search ?? currentSearch()));
  const value = subject?.value;
  const email = subject?.user?.email;
  const phone = subject?.user?.phone;

  const context = useMemo<FeatureFlagsContextValue>(() => {
    const user = email !== undefined || phone !== undefined ? { user: { email, phone } } : {};
    const evaluated = evaluateFlags(state, { ...(value !== undefined ? { value } : {}), ...user }, random);
    return { flags: { ...evaluated, ...overrides }, guestEsimEnabled: state.guestEsimEnabled };
  }, [state, value, email, phone, random, overrides]);

  return <FeatureFlagsContext value={context}>{children}</FeatureFlagsContext>;
}

/** Whether the part of the interface behind `name` is shown. */
export function useFeatureFlag(name: FeatureFlagName): boolean {
  return useContext(FeatureFlagsContext).flags[name];
}

/** Whether visitors without a session may buy an eSIM (the guest-eSIM setting). */
export function useGuestEsimEnabled(): boolean {
  return useContext(FeatureFlagsContext).guestEsimEnabled;
}
