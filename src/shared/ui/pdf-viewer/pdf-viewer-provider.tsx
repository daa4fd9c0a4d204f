import { Component, lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { matchesMediaQuery } from '@/shared/hooks/use-media-query';
import { DESKTOP_MEDIA_QUERY } from '@/shared/ui/breakpoints';
import { browserWindow } from './browser-window';
import { PdfViewerContext, type PdfDocument } from './pdf-viewer-context';

// The dialog, its fetch and its styles load on the first PDF opened on a desktop.
const PdfViewerDialog = lazy(async () => ({ default: (await import('./pdf-viewer-dialog')).PdfViewerDialog }));

interface DialogChunkBoundaryProps {
  children: ReactNode;
  onError: () => void;
}

/** A chunk that fails to load must not blank the site: the file opens in a window instead. */
class DialogChunkBoundary extends Component<DialogChunkBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onError();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Gives `useOpenPdf()` to everything inside; mount it once, inside the router's layout. */
export function PdfViewerProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<PdfDocument | null>(null);

  const openPdf = useCallback((document: PdfDocument) => {
    if (matchesMediaQuery(DESKTOP_MEDIA_QUERY)) setShown(document);
    else browserWindow.showInSameWindow(document.url);
  }, []);

  const close = useCallback(() => setShown(null), []);

  const fallBack = useCallback((document: PdfDocument) => {
    setShown(null);
    browserWindow.showInNewWindow(document.url);
  }, []);

  return (
    <PdfViewerContext value={openPdf}>
      {children}
      {shown && (
        <DialogChunkBoundary key={shown.url} onError={() => fallBack(shown)}>
          <Suspense fallback={null}>
            <PdfViewerDialog document={shown} onClose={close} onUnavailable={fallBack} />
          </Suspense>
        </DialogChunkBoundary>
      )}
    </PdfViewerContext>
  );
}
