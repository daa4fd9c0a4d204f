import { queryOptions } from '@tanstack/react-query';
import { siteAssets } from '@/api/clients';
import { apiQueryKey, urlQueryKey } from '@/shared/api/query-keys';
import { readRetries } from '@/shared/api/query-retries';
import { settle } from '@/shared/api/settle';
import { sitePdfFileOf, type PdfFileName } from '../site-pdf';

const PDF_PATH = '/assets/pdf/{file}';
const PDF_TYPE = 'application/pdf';

async function getSitePdf(file: PdfFileName, signal?: AbortSignal): Promise<Blob> {
  const { status, okBody } = await settle(() => siteAssets.GET(PDF_PATH, { params: { path: { file } }, parseAs: 'blob', signal }));
  if (okBody === undefined) throw new Error(`PDF ${file}: HTTP ${status ?? 'no answer'}`);
  return okBody;
}

/** A PDF of another host: it must allow this origin (CORS), or the viewer falls back to a window. */
async function getOtherPdf(url: string, signal?: AbortSignal): Promise<Blob> {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`PDF ${url}: HTTP ${response.status}`);
  return response.blob();
}

/** The browser shows a blob inline only when it is typed as a PDF; some hosts answer octet-stream. */
function asPdf(blob: Blob): Blob {
  return blob.type === PDF_TYPE ? blob : new Blob([blob], { type: PDF_TYPE });
}

/** The PDF at `url` as a Blob, for an object URL. */
export function pdfDocumentQueryOptions(url: string) {
  const file = sitePdfFileOf(url);
  return queryOptions({
    queryKey: file ? apiQueryKey('siteAssets', PDF_PATH, { file }) : urlQueryKey(url),
    queryFn: async ({ signal }) => asPdf(file ? await getSitePdf(file, signal) : await getOtherPdf(url, signal)),
    // A failure falls back to opening the address in a window at once (spec 8, Transport).
    retry: readRetries('getPdfDocument'),
    staleTime: Infinity,
  });
}
