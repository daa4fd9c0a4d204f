export { PdfViewerProvider } from './pdf-viewer-provider';
export { useOpenPdf, type PdfDocument } from './pdf-viewer-context';
export { sitePdfFileOf, sitePdfUrl, type PdfFileName } from './site-pdf';
