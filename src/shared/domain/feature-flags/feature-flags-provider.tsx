import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { evaluateFlags, type RandomSource } from './evaluate-flag';
import { flagOverridesFromSearch } from './flag-overrides';
import { allFlagsOff } from './map-feature-flags';
import type { FeatureFlagName, FeatureFlagsState, FlagStates, FlagSubject } from './types';

interface FeatureFlagsContextValue {
  flags: FlagStates;
  guestEsimEnabled: boolean;
  /** The flags are still being read (every flag reads off meanwhile). */
  pending: boolean;
}

const OFF_STATE: FeatureFlagsState = { rules: allFlagsOff(), guestEsimEnabled: false, readFailed: true };

/** Without a provider every flag is off, as after a failed read. */
const FeatureFlagsContext = createContext<FeatureFlagsContextValue>({
  flags: evaluateFlags(OFF_STATE, {}, Math.random),
  guestEsimEnabled: false,
  pending: false,
});

/** What the first render shows while the flags are read: every flag off, as in the pages' first views. */
const PENDING_STATE: FeatureFlagsState = { rules: allFlagsOff(), guestEsimEnabled: false, readFailed: false, pending: true };

export interface FeatureFlagsProviderProps {
  /**
   * What loadFeatureFlags() returns: the state, or its promise, so the page renders at once and
   * the flags switch what they show when they arrive (decision 265).
   */
  state: FeatureFlagsState | Promise<FeatureFlagsState>;
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
export function FeatureFlagsProvider({ state: given, subject, random = Math.random, search, children }: FeatureFlagsProviderProps) {
  const [overrides] = useState(() => flagOverridesFromSearch(search ?? currentSearch()));
  const state = useArrivedState(given);
  const value = subject?.value;
  const email = subject?.user?.email;
  const phone = subject?.user?.phone;

  const context = useMemo<FeatureFlagsContextValue>(() => {
    const user = email !== undefined || phone !== undefined ? { user: { email, phone } } : {};
    const evaluated = evaluateFlags(state, { ...(value !== undefined ? { value } : {}), ...user }, random);
    return { flags: { ...evaluated, ...overrides }, guestEsimEnabled: state.guestEsimEnabled, pending: state.pending === true };
  }, [state, value, email, phone, random, overrides]);

  return <FeatureFlagsContext value={context}>{children}</FeatureFlagsContext>;
}

/** The state itself, or the pending state until its promise settles (loadFeatureFlags never rejects). */
function useArrivedState(given: FeatureFlagsState | Promise<FeatureFlagsState>): FeatureFlagsState {
  const [arrived, setArrived] = useState<{ from: Promise<FeatureFlagsState>; state: FeatureFlagsState }>();
  useEffect(() => {
    if (!(given instanceof Promise)) return undefined;
    let current = true;
    void given.then((state) => {
      if (current) setArrived({ from: given, state });
    });
    return () => {
      current = false;
    };
  }, [given]);
  if (!(given instanceof Promise)) return given;
  return arrived?.from === given ? arrived.state : PENDING_STATE;
}

/** Whether the flags are still being read: a route behind a flag waits rather than leave. */
export function useFeatureFlagsPending(): boolean {
  return useContext(FeatureFlagsContext).pending;
}

/** Whether the part of the interface behind `name` is shown. */
export function useFeatureFlag(name: FeatureFlagName): boolean {
  return useContext(FeatureFlagsContext).flags[name];
}

/** Whether visitors without a session may buy an eSIM (the guest-eSIM setting). */
export function useGuestEsimEnabled(): boolean {
  return useContext(FeatureFlagsContext).guestEsimEnabled;
}
