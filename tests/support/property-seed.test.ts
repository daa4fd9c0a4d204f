import { describe, expect, it } from 'vitest';
import { DEFAULT_PROPERTY_RUNS, FIXED_PROPERTY_SEED, propertySettings } from './property-seed';

describe('the seed of the property tests', () => {
  it('is fixed unless asked otherwise', () => {
    expect(propertySettings({})).toEqual({ seed: FIXED_PROPERTY_SEED, numRuns: DEFAULT_PROPERTY_RUNS, drawn: false });
    expect(propertySettings({ FC_SEED: 'nonsense' }).seed).toBe(FIXED_PROPERTY_SEED);
  });

  it('replays a given seed and run count', () => {
    expect(propertySettings({ FC_SEED: '42', FC_RUNS: '500' })).toEqual({ seed: 42, numRuns: 500, drawn: false });
  });

  it('draws a random seed on request, and says so, but never in CI', () => {
    expect(propertySettings({ FC_SEED: 'random' }, () => 0.5)).toEqual({ seed: 2 ** 30, numRuns: DEFAULT_PROPERTY_RUNS, drawn: true });
    expect(propertySettings({ FC_SEED: 'random', CI: 'true' }).seed).toBe(FIXED_PROPERTY_SEED);
  });
});
