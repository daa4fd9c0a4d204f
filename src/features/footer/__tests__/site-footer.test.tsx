import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { env } from '@/shared/config/env';
import { AFTER_LOAD_IDLE_DELAY_MS as FOOTER_IDLE_DELAY_MS } from '@/shared/scheduling/after-load-idle';
import { renderWithProviders } from '@/shared/testing/render-with-providers';
import { stubViewport } from '@/shared/testing/viewport';
import { PdfViewerProvider } from '@/shared/ui/pdf-viewer';
import { browserWindow } from '@/shared/ui/pdf-viewer/browser-window';
import { SiteFooter } from '../components/site-footer';

const NEW_TAB = '(se abre en una pestaña nueva)';

/** The footer with its content, brought by a first interaction. */
async function renderFooter() {
  const onOpenCookiePolicy = vi.fn();
  const result = renderWithProviders(
    <PdfViewerProvider>
      <SiteFooter id="pie" onOpenCookiePolicy={onOpenCookiePolicy} />
    </PdfViewerProvider>,
  );
  act(() => void window.dispatchEvent(new Event('scroll')));
  await screen.findByRole('heading', { level: 2, name: 'Más sobre Bait' });
  return { ...result, onOpenCookiePolicy };
}

function group(heading: string) {
  const list = screen.getByRole('heading', { level: 2, name: heading }).nextElementSibling;
  if (!(list instanceof HTMLElement)) throw new Error(`no list under ${heading}`);
  return within(list);
}

describe('SiteFooter', () => {
  beforeEach(() => {
    vi.spyOn(browserWindow, 'showInNewWindow').mockImplementation(() => undefined);
    vi.spyOn(browserWindow, 'showInSameWindow').mockImplementation(() => undefined);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('"Más sobre Bait" links four pages and three PDFs', async () => {
    await renderFooter();
    const more = group('Más sobre Bait');
    expect(more.getByRole('link', { name: 'Centros de atención' })).toHaveAttribute('href', '/centros-de-atencion');
    expect(more.getByRole('link', { name: 'Mapa del sitio' })).toHaveAttribute('href', '/mapa-sitio');
    expect(more.getByRole('link', { name: 'Cobertura' })).toHaveAttribute('href', '/cobertura');
    expect(more.getByRole('link', { name: 'Política de uso justo' })).toHaveAttribute('href', '/politica-de-uso-justo');
    expect(more.getByRole('link', { name: 'Contrato de adhesión prepago (PDF)' })).toHaveAttribute('href', '/assets/pdf/contrato-adhesion-prepago.pdf');
    expect(more.getByRole('link', { name: 'Contrato de adhesión Internet en casa (PDF)' })).toHaveAttribute(
      'href',
      '/assets/pdf/contrato-adhesion-internet-en-casa.pdf',
    );
    expect(more.getByRole('link', { name: 'Reporte de robo o extravío (PDF)' })).toHaveAttribute('href', '/assets/pdf/reporte-robo-extravio.pdf');
    expect(more.getByRole('link', { name: 'Reposición de SIM' })).toHaveAttribute('href', '/reposicion-sim');
    expect(more.getAllByRole('listitem')).toHaveLength(8);
  });

  it('"Acerca de" links the privacy notice in a new tab, five PDFs and the cookie policy', async () => {
    const { user, onOpenCookiePolicy } = await renderFooter();
    const about = group('Acerca de');
    const privacy = about.getByRole('link', { name: `Aviso de privacidad ${NEW_TAB}` });
    expect(privacy).toHaveAttribute('href', 'https://www.bait.com.mx/aviso-de-privacidad');
    expect(privacy).toHaveAttribute('target', '_blank');
    expect(privacy).toHaveAttribute('rel', 'noopener noreferrer');
    for (const [name, file] of [
      ['Ciclo de vida', 'ciclo-de-vida.pdf'],
      ['Carta de derechos mínimos', 'carta-derechos-minimos.pdf'],
      ['Código de gestión de tráfico', 'codigo-gestion-trafico.pdf'],
      ['Código de prácticas comerciales', 'codigo-practicas-comerciales.pdf'],
      ['Política de devolución de eSIM', 'politica-devolucion-esim.pdf'],
    ]) {
      expect(about.getByRole('link', { name: `${name} (PDF)` })).toHaveAttribute('href', `/assets/pdf/${file}`);
    }
    expect(about.getAllByRole('listitem')).toHaveLength(7);

    await user.click(about.getByRole('button', { name: 'Política de cookies' }));
    expect(onOpenCookiePolicy).toHaveBeenCalledTimes(1);
  });

  it('the retail family has four external links, contact data and the app version', async () => {
    await renderFooter();
    const family = group('Familia Walmart');
    const links = family.getAllByRole('link');
    expect(links).toHaveLength(4);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }

    const contact = within(screen.getByRole('heading', { level: 2, name: 'Contacto' }).parentElement as HTMLElement);
    expect(contact.getByRole('link', { name: 'atencionaclientes@bait.com.mx' })).toHaveAttribute('href', 'mailto:atencionaclientes@bait.com.mx');
    expect(contact.getByRole('link', { name: '800 224 8000' })).toHaveAttribute('href', 'tel:8002248000');
    expect(contact.getByText(/desde tu línea Bait/)).toHaveTextContent('*282 desde tu línea Bait');
    expect(contact.getByRole('link', { name: 'autoridades@bait.com.mx' })).toHaveAttribute('href', 'mailto:autoridades@bait.com.mx');

    const footer = screen.getByRole('contentinfo');
    expect(env.appVersion).toMatch(/^\d+\.\d+\.\d+/);
    expect(footer).toHaveTextContent(`Versión ${env.appVersion}`);
    expect(footer).toHaveTextContent('Bait. Todos los derechos reservados.');
  });

  it('a PDF opens in the viewer’s modal on desktop', async () => {
    stubViewport('desktop');
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:http://localhost/footer-pdf'), revokeObjectURL: vi.fn() });
    const { user } = await renderFooter();

    await user.click(screen.getByRole('link', { name: 'Ciclo de vida (PDF)' }));

    const dialog = await screen.findByRole('dialog', { name: 'Ciclo de vida' });
    await waitFor(() => expect(within(dialog).getByTitle('Documento: Ciclo de vida')).toHaveAttribute('src', 'blob:http://localhost/footer-pdf'));
    expect(browserWindow.showInSameWindow).not.toHaveBeenCalled();
  });

  it('a PDF opens in the same window on a phone', async () => {
    stubViewport('mobile');
    const { user } = await renderFooter();

    await user.click(screen.getByRole('link', { name: 'Reporte de robo o extravío (PDF)' }));

    expect(browserWindow.showInSameWindow).toHaveBeenCalledWith('/assets/pdf/reporte-robo-extravio.pdf');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

/** The footer before its content: no text, no link, no heading, only the box that keeps its room. */
function expectOnlyItsRoom(footer: HTMLElement): void {
  expect(footer.textContent).toBe('');
  expect(footer.querySelectorAll('a, button, h2, ul')).toHaveLength(0);
  expect(footer.children).toHaveLength(1);
}

describe('SiteFooter before its content (decision 194)', () => {
  function renderEmptyFooter() {
    return renderWithProviders(
      <PdfViewerProvider>
        <SiteFooter id="pie" onOpenCookiePolicy={vi.fn()} />
      </PdfViewerProvider>,
    );
  }

  it('is a landmark keeping only its room until the first interaction, then shows its content', async () => {
    renderEmptyFooter();
    expectOnlyItsRoom(screen.getByRole('contentinfo'));
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(await screen.findByRole('heading', { level: 2, name: 'Más sobre Bait' })).toBeVisible();
  });

  it('shows its content at once when the visitor scrolled before the app started listening', async () => {
    vi.stubGlobal('scrollY', 400);
    try {
      renderEmptyFooter();
      expect(await screen.findByRole('heading', { level: 2, name: 'Más sobre Bait' })).toBeVisible();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('keeps waiting while the visitor types in a field: a key moves nothing towards it (decision 249)', async () => {
    renderEmptyFooter();
    const field = document.body.appendChild(document.createElement('input'));
    try {
      act(() => void field.dispatchEvent(new KeyboardEvent('keydown', { key: '5', bubbles: true })));
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expectOnlyItsRoom(screen.getByRole('contentinfo'));
      act(() => void window.dispatchEvent(new Event('scroll')));
      expect(await screen.findByRole('heading', { level: 2, name: 'Más sobre Bait' })).toBeVisible();
    } finally {
      field.remove();
    }
  });

  it('comes by itself once the page has loaded and the browser is idle', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      renderEmptyFooter();
      act(() => void vi.advanceTimersByTime(FOOTER_IDLE_DELAY_MS - 1));
      expectOnlyItsRoom(screen.getByRole('contentinfo'));
      act(() => void vi.advanceTimersByTime(1));
    } finally {
      vi.useRealTimers();
    }
    expect(await screen.findByRole('heading', { level: 2, name: 'Contacto' })).toBeVisible();
  });

  it('the skip bar’s jump (focus on the footer) brings its content and keeps the focus there', async () => {
    renderEmptyFooter();
    const footer = screen.getByRole('contentinfo');
    act(() => footer.focus());
    expect(await screen.findByRole('heading', { level: 2, name: 'Contacto' })).toBeVisible();
    expect(footer).toHaveFocus();
  });
});
