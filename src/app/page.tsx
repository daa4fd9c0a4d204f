import type { ReactNode } from 'react';
import { documentTitleOf, type PageRow } from '@/shared/domain/routing/pages';

/**
 * A screen as the table of pages describes it: the document title comes from its row (React
 * places the `<title>` in the head), so no page writes a title of its own. The error screen, which
 * stands in for a page that failed, passes its own name.
 */
export function Page({ row, children }: { row: Pick<PageRow, 'title'>; children: ReactNode }) {
  return (
    <>
      <title>{documentTitleOf(row)}</title>
      {children}
    </>
  );
}
