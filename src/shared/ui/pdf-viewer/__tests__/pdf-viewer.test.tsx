import { renderHook, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordRequests, server, chooseScenarios } from '@/shared/testing/mock-api';
import { renderWithProviders } from '@/shared/testing/render-with-providers';
import { stubViewport } from '@/shared/testing/viewport';
import { browserWindow } from '../browser-window';
import { PdfViewerProvider, sitePdfFileOf, sitePdfUrl, useOpenPdf, type PdfDocument } from '../index';

const OBJECT_URL = 'blob:http://localhost/8d0c1f5e';

function Opener(document: PdfDocument) {
  const openPdf = useOpenPdf();
  return (
    <button type="button" onClick={() => openPdf(document)}>
      Abrir
    </button>
  );
}

function renderOpener(document: PdfDocument) {
  return renderWithProviders(
    <PdfViewerProvider>
      <Opener {...document} />
    </PdfViewerProvider>,
  );
}

const lifeCycle: PdfDocument = { url: sitePdfUrl('ciclo-de-vida.pdf'), title: 'Ciclo de vida' };

describe('sitePdfUrl and sitePdfFileOf', () => {
  it('tell the site’s own PDFs from any other address', () => {
    expect(sitePdfUrl('ciclo-de-vida.pdf')).toBe('/assets/pdf/ciclo-de-vida.pdf');
    expect(sitePdfFileOf('/assets/pdf/ciclo-de-vida.pdf')).toBe('ciclo-de-vida.pdf');
    expect(sitePdfFileOf(`${window.location.origin}/assets/pdf/politica-devolucion-esim.pdf`)).toBe('politica-devolucion-esim.pdf');
    expect(sitePdfFileOf('/assets/pdf/otro.pdf')).toBeNull();
    expect(sitePdfFileOf('https://otro.example/assets/pdf/ciclo-de-vida.pdf')).toBeNull();
    expect(sitePdfFileOf('/assets/pdf/ciclo-de-vida.pdf?v=2')).toBeNull();
  });
});

describe('PdfViewerProvider', () => {
  let createObjectURL: ReturnType<typeof vi.fn>;
  let revokeObjectURL: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    vi.spyOn(browserWindow, 'showInNewWindow').mockImplementation(() => undefined);
    vi.spyOn(browserWindow, 'showInSameWindow').mockImplementation(() => undefined);
    // jsdom has no object URLs.
    createObjectURL = vi.fn(() => OBJECT_URL);
    revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('on desktop fetches the file through the assets client and shows it from an object URL in a modal', async () => {
    stubViewport('desktop');
    const requests = recordRequests('/assets/pdf/ciclo-de-vida.pdf');
    const { user } = renderOpener(lifeCycle);

    await user.click(screen.getByRole('button', { name: 'Abrir' }));

    const dialog = await screen.findByRole('dialog', { name: 'Ciclo de vida' });
    const frame = await within(dialog).findByTitle('Documento: Ciclo de vida');
    await waitFor(() => expect(frame).toHaveAttribute('src', OBJECT_URL));
    expect(requests).toHaveLength(1);
    const blob = createObjectURL.mock.calls[0]?.[0] as Blob;
    expect(blob.type).toBe('application/pdf');
    expect(within(dialog).getByRole('link', { name: 'Descargar' })).toHaveAttribute('href', OBJECT_URL);
    expect(within(dialog).getByRole('link', { name: 'Descargar' })).toHaveAttribute('download', 'ciclo-de-vida.pdf');
    expect(within(dialog).getByRole('link', { name: 'Abrir en una pestaña nueva' })).toHaveAttribute('href', lifeCycle.url);

    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(revokeObjectURL).toHaveBeenCalledWith(OBJECT_URL);
    expect(browserWindow.showInNewWindow).not.toHaveBeenCalled();
  });

  it('fetches another host’s PDF with a plain request', async () => {
    stubViewport('desktop');
    const url = 'https://documentos.example/folleto.pdf';
    server.use(http.get(url, () => new HttpResponse('%PDF-1.4', { headers: { 'content-type': 'application/octet-stream' } })));
    const { user } = renderOpener({ url, title: 'Folleto' });

    await user.click(screen.getByRole('button', { name: 'Abrir' }));

    const frame = await screen.findByTitle('Documento: Folleto');
    await waitFor(() => expect(frame).toHaveAttribute('src', OBJECT_URL));
    expect((createObjectURL.mock.calls[0]?.[0] as Blob).type).toBe('application/pdf');
  });

  it('when the fetch fails opens the address in a new window and leaves no modal open', async () => {
    stubViewport('desktop');
    chooseScenarios({ getPdfDocument: 'pdfNotFound' });
    const { user } = renderOpener(lifeCycle);

    await user.click(screen.getByRole('button', { name: 'Abrir' }));

    await waitFor(() => expect(browserWindow.showInNewWindow).toHaveBeenCalledWith(lifeCycle.url));
    expect(browserWindow.showInNewWindow).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(createObjectURL).not.toHaveBeenCalled();
  });

  it('on mobile opens the file in the same window, without fetching it', async () => {
    stubViewport('mobile');
    const requests = recordRequests('/assets/pdf/ciclo-de-vida.pdf');
    const { user } = renderOpener(lifeCycle);

    await user.click(screen.getByRole('button', { name: 'Abrir' }));

    expect(browserWindow.showInSameWindow).toHaveBeenCalledWith(lifeCycle.url);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('useOpenPdf outside the provider is a wiring mistake', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useOpenPdf())).toThrow('useOpenPdf must be used inside <PdfViewerProvider>');
  });
});
