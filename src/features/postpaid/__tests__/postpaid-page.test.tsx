import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { postpaidPath } from '@/shared/domain/routing/paths';
import { renderWithProviders } from '@/shared/testing/render-with-providers';
import { POSTPAID_FRAME_INITIAL_HEIGHT_PX, POSTPAID_LOADER_TIMEOUT_MS } from '../constants';
import { PostpaidPage } from '../postpaid-page';

const POSTPAID_URL = 'https://pospago.example.com/';
const POSTPAID_ORIGIN = 'https://pospago.example.com';

function renderPage(query = '', postpaidUrl = POSTPAID_URL) {
  const result = renderWithProviders(<PostpaidPage postpaidUrl={postpaidUrl} />, {
    url: `${postpaidPath}${query}`,
    path: postpaidPath,
  });
  return { ...result, frame: () => screen.getByTitle(/pospago/) as HTMLIFrameElement };
}

function post(data: unknown, { origin = POSTPAID_ORIGIN, source }: { origin?: string; source: Window | null }) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });
}

const slotHeight = (frame: HTMLIFrameElement) => frame.parentElement?.style.height;

describe('PostpaidPage', () => {
  it('has its heading and frames the postpaid entry page', () => {
    const { frame } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Mi Bait pospago' })).toBeInTheDocument();
    expect(frame()).toHaveAttribute('src', POSTPAID_URL);
    expect(frame()).toHaveAccessibleName('Área de Bait pospago');
    expect(slotHeight(frame())).toBe(`${POSTPAID_FRAME_INITIAL_HEIGHT_PX}px`);
  });

  it.each([
    ['?typeService=portabilidad', `${POSTPAID_URL}?typeService=portabilidad`, 'Portabilidad a Bait pospago'],
    ['?billPay=pagar-factura', `${POSTPAID_URL}#/pagar-factura`, 'Pago de factura de Bait pospago'],
    ['?billPay=pagar-factura&typeService=portabilidad', `${POSTPAID_URL}#/pagar-factura`, 'Pago de factura de Bait pospago'],
  ])('%s frames %s', (query, src, name) => {
    const { frame } = renderPage(query);
    expect(frame()).toHaveAttribute('src', src);
    expect(frame()).toHaveAccessibleName(name);
  });

  it('says the area is unavailable when no postpaid address is configured', () => {
    renderPage('', '');
    expect(screen.queryByTitle(/pospago/)).not.toBeInTheDocument();
    expect(screen.getByText(/El área de pospago no está disponible/)).toBeInTheDocument();
  });

  it('resizes the frame to the reported height plus 100 px', () => {
    const { frame } = renderPage();
    post({ type: 'resize', height: 812 }, { source: frame().contentWindow });
    expect(slotHeight(frame())).toBe('912px');
  });

  it('shows and hides the loader backdrop with its status text', () => {
    const { frame } = renderPage();
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();

    post({ type: 'loader', visible: true }, { source: frame().contentWindow });
    expect(status).toHaveTextContent('Cargando, espera un momento…');
    expect(frame()).toHaveAttribute('aria-busy', 'true');

    post({ type: 'loader', visible: false }, { source: frame().contentWindow });
    expect(status).toBeEmptyDOMElement();
    expect(frame()).not.toHaveAttribute('aria-busy');
  });

  it('drops a loader the frame never turns off', () => {
    vi.useFakeTimers();
    try {
      const { frame } = renderPage();
      post({ type: 'loader', visible: true }, { source: frame().contentWindow });
      expect(screen.getByRole('status')).toHaveTextContent('Cargando');
      act(() => void vi.advanceTimersByTime(POSTPAID_LOADER_TIMEOUT_MS));
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
    } finally {
      vi.useRealTimers();
    }
  });

  it('in modal mode covers the viewport, locks scrolling and shuts out the rest of the page', () => {
    const { frame } = renderPage();
    const heading = screen.getByRole('heading', { level: 1 });

    post({ type: 'modal', open: true }, { source: frame().contentWindow });
    expect(frame().className).toMatch(/frameModal/);
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(heading).toHaveAttribute('inert');
    expect(frame().closest('[inert]')).toBeNull();

    post({ type: 'modal', open: false }, { source: frame().contentWindow });
    expect(frame().className).not.toMatch(/frameModal/);
    expect(document.documentElement.style.overflow).toBe('');
    expect(heading).not.toHaveAttribute('inert');
  });

  it('leaves modal mode when the frame loads a new document', () => {
    const { frame } = renderPage();
    post({ type: 'modal', open: true }, { source: frame().contentWindow });
    act(() => {
      frame().dispatchEvent(new Event('load'));
    });
    expect(frame().className).not.toMatch(/frameModal/);
  });

  it('ignores messages from another origin, from another window, and malformed ones', () => {
    const { frame } = renderPage();
    post({ type: 'resize', height: 3000 }, { origin: 'https://foreign.example', source: frame().contentWindow });
    post({ type: 'loader', visible: true }, { origin: window.location.origin, source: window });
    post({ type: 'modal', open: true }, { source: window });
    post({ type: 'resize', height: '3000' }, { source: frame().contentWindow });
    post({ type: 'modal', open: 'true' }, { source: frame().contentWindow });

    expect(slotHeight(frame())).toBe(`${POSTPAID_FRAME_INITIAL_HEIGHT_PX}px`);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(frame().className).not.toMatch(/frameModal/);
  });

  it('stops listening when the page is left', () => {
    const { frame, unmount } = renderPage();
    const frameWindow = frame().contentWindow;
    post({ type: 'modal', open: true }, { source: frameWindow });
    unmount();
    expect(document.documentElement.style.overflow).toBe('');
    expect(document.querySelector('[inert]')).toBeNull();
  });
});
