import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, type RefObject } from 'react';
import { Dialog } from '../dialog/dialog';
import { pdfDocumentQueryOptions } from './api/get-pdf-document';
import type { PdfDocument } from './pdf-viewer-context';
import styles from './pdf-viewer.module.css';
import { pdfViewerTexts as texts } from './texts';

export interface PdfViewerDialogProps {
  document: PdfDocument;
  onClose: () => void;
  /** The file could not be fetched: the provider closes this and opens the address in a window. */
  onUnavailable: (document: PdfDocument) => void;
}

/**
 * Points the frame and the download link at an object URL of `blob`, revoked when the blob
 * changes or the viewer closes. Set on the elements, not kept in state: a revoked URL is never
 * rendered again (StrictMode runs the effect twice and makes a fresh URL the second time).
 */
function useObjectUrlOn(blob: Blob | undefined, frame: RefObject<HTMLIFrameElement | null>, link: RefObject<HTMLAnchorElement | null>) {
  useEffect(() => {
    if (!blob) return undefined;
    const url = URL.createObjectURL(blob);
    frame.current?.setAttribute('src', url);
    link.current?.setAttribute('href', url);
    return () => URL.revokeObjectURL(url);
  }, [blob, frame, link]);
}

function fileNameOf(url: string): string {
  const name = new URL(url, window.location.href).pathname.split('/').at(-1);
  return name ? decodeURIComponent(name) : 'documento.pdf';
}

/** The desktop PDF viewer (spec 2.11): the fetched file in a frame, a download link and the close button. */
export function PdfViewerDialog({ document, onClose, onUnavailable }: PdfViewerDialogProps) {
  const { data: blob, isError } = useQuery(pdfDocumentQueryOptions(document.url));
  const frameRef = useRef<HTMLIFrameElement>(null);
  const downloadRef = useRef<HTMLAnchorElement>(null);
  useObjectUrlOn(blob, frameRef, downloadRef);

  useEffect(() => {
    if (isError) onUnavailable(document);
  }, [isError, document, onUnavailable]);

  return (
    <Dialog open={!isError} onClose={onClose} title={document.title} className={styles.dialog}>
      <div className={styles.viewport}>
        {blob ? (
          <iframe ref={frameRef} className={styles.frame} title={texts.frameTitle(document.title)} />
        ) : (
          <p className={styles.loading} role="status">
            {texts.loading}
          </p>
        )}
      </div>
      <div className={styles.actions}>
        {blob && (
          // The href becomes the object URL once it exists; until then it is the file's own address.
          <a ref={downloadRef} className={styles.action} href={document.url} download={fileNameOf(document.url)}>
            {texts.download}
          </a>
        )}
        <a className={styles.action} href={document.url} target="_blank" rel="noopener noreferrer">
          {texts.openInNewTab}
        </a>
      </div>
    </Dialog>
  );
}
