import { coverageOutcomeOf, needsCapacityLookup, type CoverageOutcome, type GeoPoint } from '../coverage-result';
import { checkHomeCoverage, getCapacityByCoverageId } from './coverage-api';

export interface CoverageCheckResult {
  outcome: CoverageOutcome;
  address: string;
  /** Present when the answer located the address. */
  location?: GeoPoint;
}

/** The check, then (with service and a coverage id) the capacity by coverage id. */
export async function checkCoverage(address: string): Promise<CoverageCheckResult> {
  const answer = await checkHomeCoverage(address);
  const capacity = needsCapacityLookup(answer) ? await getCapacityByCoverageId(answer.coverageId) : undefined;
  const location = answer.kind === 'answered' ? answer.location : undefined;
  return { outcome: coverageOutcomeOf(answer, capacity), address, ...(location ? { location } : {}) };
}
