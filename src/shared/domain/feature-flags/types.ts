import type { components } from '@/api/generated/site-assets';

type ContractFlags = components['schemas']['FeatureFlags'];

/** The flags the site knows (spec 6), spelled as in the contract and the spec. */
export type FeatureFlagName = keyof ContractFlags;

/** Keyed by the contract's flags, so a flag added to the contract fails to compile here until listed. */
const KNOWN_FLAGS: Readonly<Record<FeatureFlagName, true>> = {
  'e-sim': true,
  pospaid: true,
  'business-page': true,
  sso: true,
  'new-plugin': true,
};

export const FEATURE_FLAG_NAMES = Object.keys(KNOWN_FLAGS) as readonly FeatureFlagName[];

/** A user of an allowed-users list, and the current user as the evaluation sees them. */
export interface FlagUser {
  email: string;
  phone: string;
}

/** The conditions of one flag in the app's names (the contract's names are mapped in map-feature-flags.ts). */
export interface FlagConditions {
  /** allowedData: the evaluated value must be one of these. */
  values?: readonly string[];
  /** allowedRegex: the evaluated value must match. */
  pattern?: string;
  /** allowedUsers: one entry must match both the e-mail and the phone of the current user. */
  users?: readonly FlagUser[];
  /** allowedIps: the visitor's public IP must be one of these. */
  ips?: readonly string[];
  /** allowedPercentage: chance in percent (0 to 100) that the condition passes. */
  percentage?: number;
  /** allValidations: every given condition must pass; otherwise one is enough. */
  requireAll: boolean;
}

export interface FeatureRule {
  on: boolean;
  conditions?: FlagConditions;
}

export type FeatureRules = Readonly<Record<FeatureFlagName, FeatureRule>>;

/** What loadFeatureFlags() read at startup; the provider evaluates it for the current user. */
export interface FeatureFlagsState {
  rules: FeatureRules;
  /** Whether visitors without a session may buy an eSIM (the guest-eSIM setting). */
  guestEsimEnabled: boolean;
  /** The visitor's public IP, present only when a condition needed it and the lookup answered. */
  ip?: string;
  /** True when the flags or their conditions could not be read: every flag is then off. */
  readFailed: boolean;
  /** True while the files are still on their way: every flag reads off, and a flag's route waits. */
  pending?: boolean;
}

/** Who and what a flag is evaluated for. */
export interface FlagSubject {
  /** The value allowedData and allowedRegex test, such as the line number. */
  value?: string;
  user?: Partial<FlagUser>;
}

export type FlagStates = Readonly<Record<FeatureFlagName, boolean>>;
