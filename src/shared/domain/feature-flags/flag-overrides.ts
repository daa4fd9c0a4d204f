import { FEATURE_FLAG_NAMES, type FeatureFlagName } from './types';

/** `?flags=e-sim:on,sso:off` forces flags on or off in mock mode. */
export const FLAGS_QUERY_PARAM = 'flags';

export type FlagOverrides = Partial<Record<FeatureFlagName, boolean>>;

const STATES: Readonly<Record<string, boolean>> = { on: true, off: false };

function isFlagName(name: string): name is FeatureFlagName {
  return (FEATURE_FLAG_NAMES as readonly string[]).includes(name);
}

/** Parses `e-sim:on,sso:off`; unknown names and states other than on/off are ignored. */
export function parseFlagOverrides(value: string): FlagOverrides {
  const overrides: FlagOverrides = {};
  for (const entry of value.split(',')) {
    const separator = entry.indexOf(':');
    if (separator <= 0) continue;
    const name = entry.slice(0, separator).trim();
    const state =
      STATES[
        entry
          .slice(separator + 1)
          .trim()
          .toLowerCase()
      ];
    if (isFlagName(name) && state !== undefined) overrides[name] = state;
  }
  return overrides;
}

/** The overrides of a query string; always none outside mock mode, so the real site ignores `?flags=`. */
export function flagOverridesFromSearch(search: string): FlagOverrides {
  if (import.meta.env.VITE_API_MODE !== 'mock') return {};
  const value = new URLSearchParams(search).get(FLAGS_QUERY_PARAM);
  return value ? parseFlagOverrides(value) : {};
}
