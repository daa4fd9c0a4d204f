export { FeatureFlagsProvider, useFeatureFlag, useFeatureFlagsPending } from './feature-flags-provider';
export { FLAGS_QUERY_PARAM, parseFlagOverrides, type FlagOverrides } from './flag-overrides';
export { loadFeatureFlags } from './api/load-feature-flags';
export { allFlagsOff } from './map-feature-flags';
export { FEATURE_FLAG_NAMES, type FeatureFlagName, type FeatureFlagsState } from './types';
