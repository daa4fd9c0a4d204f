import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAnalyticsConsent } from '@/shared/domain/analytics';
import { recordRequests, chooseScenarios } from '@/shared/testing/mock-api';
import { renderWithProviders } from '@/shared/testing/render-with-providers';
import { stubViewport } from '@/shared/testing/viewport';
import { PdfViewerProvider } from '@/shared/ui/pdf-viewer';
import { browserWindow } from '@/shared/ui/pdf-viewer/browser-window';
import { bannerPageOf } from '../api/get-page-banners';
import { BannerCarousel } from '../components/banner-carousel';
import { bannerSlots } from '../constants';
import { roomForBanners } from '../use-page-banners';

type WindowWithDataLayer = Window & { dataLayer?: unknown[] };

/** The carousel as the layout mounts it: inside the PDF viewer of openFile banners. */
const carousel = (
  <PdfViewerProvider>
    <BannerCarousel />
  </PdfViewerProvider>
);

describe('bannerPageOf', () => {
  it('is the last segment of the path, or home for the root', () => {
    expect(bannerPageOf('/')).toBe('home');
    expect(bannerPageOf('/cambiate-a-bait')).toBe('cambiate-a-bait');
    expect(bannerPageOf('/mi-bait/recargas/')).toBe('recargas');
    expect(bannerPageOf('/terminos.html')).toBeNull();
  });
});

describe('bannerSlots (decision 195)', () => {
  it('gives a slot only to the listed pages, with the carousel controls room where marked', () => {
    const slotOf = bannerSlots('home:carousel, paquetes');
    expect(slotOf('home')).toEqual({ carousel: true, reserved: true });
    expect(slotOf('paquetes')).toEqual({ carousel: false, reserved: true });
    expect(slotOf('recargas')).toBeUndefined();
  });

  it('asks on every page when the setting is empty, as the spec says, keeping room on the pages of the contract examples', () => {
    const slotOf = bannerSlots('');
    expect([slotOf('home'), slotOf('paquetes'), slotOf('login')]).toEqual([
      { carousel: true, reserved: true },
      { carousel: false, reserved: true },
      { carousel: false, reserved: false },
    ]);
  });

  it('asks on every page with *, keeping no room where none is listed (a page may have none)', () => {
    expect(bannerSlots('*')('cobertura')).toEqual({ carousel: false, reserved: false });
    expect(bannerSlots('*,home:carousel')('home')).toEqual({ carousel: true, reserved: true });
  });
});

describe('roomForBanners (decision 254)', () => {
  const homeSlot = { carousel: true, reserved: true };

  it('keeps a reserved slot while the banners load and after their call failed, so the page never moves up', () => {
    expect(roomForBanners(homeSlot, { isPending: true, isError: false })).toMatchObject({ carousel: true });
    expect(roomForBanners(homeSlot, { isPending: false, isError: true })).toMatchObject({ carousel: true });
  });

  it('frees it once the banners arrived (none on a 404), and never keeps room on a page that reserves none', () => {
    expect(roomForBanners(homeSlot, { isPending: false, isError: false })).toBeUndefined();
    expect(roomForBanners({ carousel: false, reserved: false }, { isPending: false, isError: true })).toBeUndefined();
    expect(roomForBanners(undefined, { isPending: true, isError: false })).toBeUndefined();
  });
});

describe('BannerCarousel', () => {
  beforeEach(() => {
    vi.spyOn(browserWindow, 'showInNewWindow').mockImplementation(() => undefined);
    vi.spyOn(browserWindow, 'showInSameWindow').mockImplementation(() => undefined);
  });

  afterEach(() => {
    setAnalyticsConsent(false);
    delete (window as WindowWithDataLayer).dataLayer;
    vi.unstubAllGlobals();
  });

  it('loads the banners of the page and shows them with desktop and mobile images', async () => {
    const requests = recordRequests('/resources/banners/home/banners.json');
    renderWithProviders(carousel, { url: '/', path: '*' });

    const slide = await screen.findByRole('group', { name: '1 de 5' });
    expect(requests).toHaveLength(1);
    const image = screen.getByRole('img', { name: 'Recarga 200 pesos y navega 30 días' });
    expect(image).toHaveAttribute('src', '/assets/images/banners/home/recarga-200-mobile.webp');
    expect(slide.querySelector('source')).toHaveAttribute('media', '(min-width: 676px)');
    expect(slide.querySelector('source')).toHaveAttribute('srcset', '/assets/images/banners/home/recarga-200-desktop.webp');
  });

  it('shows nothing when the page has no banners (404)', async () => {
    chooseScenarios({ getPageBanners: 'noBanners' });
    const requests = recordRequests('/resources/banners/recargas/banners.json');
    renderWithProviders(carousel, { url: '/recargas', path: '*' });
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('pushes an impression when a slide shows and a click when it is clicked, then runs its action', async () => {
    setAnalyticsConsent(true);
    const { router } = renderWithProviders(carousel, { url: '/?utm_campaign=otono', path: '*' });
    await screen.findByRole('group', { name: '1 de 5' });
    const layer = (window as WindowWithDataLayer).dataLayer;
    expect(layer).toContainEqual(expect.objectContaining({ event: 'view_promotion' }));

    fireEvent.click(screen.getByRole('button', { name: 'Ir a la diapositiva 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cámbiate a Bait y conserva tu número' }));

    expect(layer).toContainEqual(
      expect.objectContaining({ event: 'select_promotion', ecommerce: expect.objectContaining({ promotion_id: 'portabilidad-home', creative_slot: '2' }) }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/haz-tu-portabilidad'));
    expect(router.state.location.search).toBe('?utm_campaign=otono&utm_source=banner');
  });

  it('an openFile slide opens its PDF in the viewer’s modal on desktop', async () => {
    stubViewport('desktop');
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:http://localhost/banner-pdf'), revokeObjectURL: vi.fn() });
    renderWithProviders(carousel, { url: '/', path: '*' });
    await screen.findByRole('group', { name: '1 de 5' });

    fireEvent.click(screen.getByRole('button', { name: 'Ir a la diapositiva 5' }));
    fireEvent.click(screen.getByRole('button', { name: 'Consulta la política de devolución de eSIM' }));

    const dialog = await screen.findByRole('dialog', { name: 'Consulta la política de devolución de eSIM' });
    await waitFor(() => expect(within(dialog).getByTitle(/^Documento:/)).toHaveAttribute('src', 'blob:http://localhost/banner-pdf'));
  });

  it('an openFile slide opens its PDF in the same window on a phone', async () => {
    stubViewport('mobile');
    renderWithProviders(carousel, { url: '/', path: '*' });
    await screen.findByRole('group', { name: '1 de 5' });

    fireEvent.click(screen.getByRole('button', { name: 'Ir a la diapositiva 5' }));
    fireEvent.click(screen.getByRole('button', { name: 'Consulta la política de devolución de eSIM' }));

    await waitFor(() => expect(browserWindow.showInSameWindow).toHaveBeenCalledWith('/assets/pdf/politica-devolucion-esim.pdf'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
