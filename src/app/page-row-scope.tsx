import type { ReactNode } from 'react';
import { documentTitleOf, type PageRow } from '@/shared/domain/routing/pages';
import { DocumentTitleProvider } from '@/shared/ui/page/page';

/**
 * A screen as the table of pages describes it: its `<Page>` titles the document from the row. The
 * error screen, which stands in for a page that failed, passes its own name.
 */
export function PageRowScope({ row, children }: { row: Pick<PageRow, 'title'>; children: ReactNode }) {
  return <DocumentTitleProvider title={documentTitleOf(row)}>{children}</DocumentTitleProvider>;
}
