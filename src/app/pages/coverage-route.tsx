import { CoverageCheck } from '@/features/coverage/components/coverage-check';
import { CoveragePage } from '@/features/static-pages/tool-pages';

/** The information page and the coverage check (its own feature and chunk) on one route. */
export function CoverageRoute() {
  return <CoveragePage tool={<CoverageCheck />} />;
}
