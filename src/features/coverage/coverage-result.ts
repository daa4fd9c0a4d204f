/** A point of the map, in degrees. */
export interface GeoPoint {
  lat: number;
  lng: number;
}

/** The coverage check's answer, in the app's names (mapped in api/). */
export type CoverageAnswer = { kind: 'failed' } | { kind: 'answered'; hasService: boolean; capacity: number; coverageId?: string; location?: GeoPoint };

/** The capacity by coverage id, in the app's names. */
export type CapacityAnswer = { kind: 'failed' } | { kind: 'answered'; capacity: number };

/** What the visitor reads after a check (texts.ts). */
export type CoverageOutcome = 'available' | 'noCapacity' | 'noService' | 'capacityFailed' | 'checkFailed';

export type SaveOutcome = 'saved' | 'notSaved';

/** The capacity by coverage id is asked only for an address with service and a coverage id. */
export function needsCapacityLookup(answer: CoverageAnswer): answer is Extract<CoverageAnswer, { kind: 'answered' }> & { coverageId: string } {
  return answer.kind === 'answered' && answer.hasService && answer.coverageId !== undefined;
}

/**
 * The outcome of a check: the capacity by coverage id, when it was asked, decides over the
 * check's own capacity.
 */
export function coverageOutcomeOf(answer: CoverageAnswer, capacity?: CapacityAnswer): CoverageOutcome {
  if (answer.kind === 'failed') return 'checkFailed';
  if (!answer.hasService) return 'noService';
  if (capacity?.kind === 'failed') return 'capacityFailed';
  const available = capacity?.kind === 'answered' ? capacity.capacity : answer.capacity;
  return available > 0 ? 'available' : 'noCapacity';
}

/** Whether the address has coverage, as the saved result says it (`cobertura`). */
export function hasCoverage(outcome: CoverageOutcome): boolean {
  return outcome === 'available' || outcome === 'noCapacity' || outcome === 'capacityFailed';
}

/** A result is saved only when the service answered the check. */
export function isSavable(outcome: CoverageOutcome): boolean {
  return outcome !== 'checkFailed';
}

// The map's frame: Mexico's mainland and peninsulas, in degrees, drawn at MAP_SCALE units a degree.
export const MAP_BOUNDS = { west: -118.5, east: -86.5, north: 33, south: 14.3 } as const;
export const MAP_SCALE = 10;
export const MAP_WIDTH = (MAP_BOUNDS.east - MAP_BOUNDS.west) * MAP_SCALE;
export const MAP_HEIGHT = (MAP_BOUNDS.north - MAP_BOUNDS.south) * MAP_SCALE;

/** Where a point falls on the map's drawing (equirectangular), or undefined outside its frame. */
export function projectToMap({ lat, lng }: GeoPoint): { x: number; y: number } | undefined {
  const inside = lng >= MAP_BOUNDS.west && lng <= MAP_BOUNDS.east && lat >= MAP_BOUNDS.south && lat <= MAP_BOUNDS.north;
  if (!inside) return undefined;
  const round = (value: number) => Math.round(value * 10) / 10;
  return { x: round((lng - MAP_BOUNDS.west) * MAP_SCALE), y: round((MAP_BOUNDS.north - lat) * MAP_SCALE) };
}
