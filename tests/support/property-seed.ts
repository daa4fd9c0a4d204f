/**
 * The seed of every property test (fast-check), chosen once per Vitest run so that a run is
 * reproducible: the fixed seed by default (and always in CI), `FC_SEED=<n>` to replay a run,
 * `FC_SEED=random` to explore with a new seed, which is printed so a failure can be replayed.
 * `FC_RUNS=<n>` raises the number of cases of every property that does not set its own.
 */
export const FIXED_PROPERTY_SEED = 20261126;
export const DEFAULT_PROPERTY_RUNS = 100;

export interface PropertySettings {
  seed: number;
  numRuns: number;
  /** Whether the seed was drawn at random for this run (and so must be printed). */
  drawn: boolean;
}

export function propertySettings(env: Record<string, string | undefined>, random: () => number = Math.random): PropertySettings {
  const requested = env.FC_SEED?.trim();
  const runs = Number(env.FC_RUNS);
  const numRuns = Number.isInteger(runs) && runs > 0 ? runs : DEFAULT_PROPERTY_RUNS;
  if (requested === 'random' && !env.CI) return { seed: Math.floor(random() * 2 ** 31), numRuns, drawn: true };
  const seed = Number(requested);
  return { seed: requested && Number.isInteger(seed) ? seed : FIXED_PROPERTY_SEED, numRuns, drawn: false };
}
