export { evaluateFlag, evaluateFlags, NO_USER_FLAG_VALUE, type EvaluationContext, type RandomSource } from './evaluate-flag';
export { FeatureFlagsProvider, useFeatureFlag, useGuestEsimEnabled, type FeatureFlagsProviderProps } from './feature-flags-provider';
export { FLAGS_QUERY_PARAM, flagOverridesFromSearch, parseFlagOverrides, type FlagOverrides } from './flag-overrides';
export { FEATURE_FLAGS_TIMEOUT_MS, loadFeatureFlags, type LoadFeatureFlagsOptions } from './load-feature-flags';
export { allFlagsOff, toFeatureRules } from './map-feature-flags';
export {
  FEATURE_FLAG_NAMES,
  type FeatureFlagName,
  type FeatureFlagsState,
  type FeatureRule,
  type FeatureRules,
  type FlagConditions,
  type FlagStates,
  type FlagSubject,
  type FlagUser,
} from './types';
