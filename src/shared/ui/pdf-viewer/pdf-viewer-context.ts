import { createContext, useContext } from 'react';

/** A PDF to show: its address and the title the viewer and its frame are named by. */
export interface PdfDocument {
  url: string;
  title: string;
}

export type OpenPdf = (document: PdfDocument) => void;

export const PdfViewerContext = createContext<OpenPdf | null>(null);

/**
 * `openPdf({ url, title })`: a modal viewer on desktop, the same window on mobile, another window
 * when the file cannot be fetched (spec 2.3, 2.11 and 8).
 */
export function useOpenPdf(): OpenPdf {
  const openPdf = useContext(PdfViewerContext);
  if (!openPdf) throw new Error('useOpenPdf must be used inside <PdfViewerProvider>');
  return openPdf;
}
