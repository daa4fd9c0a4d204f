import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { accountPaths, paths, postpaidPath } from '@/shared/domain/routing/paths';
import { RootLayout } from '../layout/root-layout';
import { RouteErrorBoundary } from '../route-error-boundary';
import { preloadPageOf, redirects } from '../routes';
import { renderApp } from './render-app';

describe('the shell', () => {
  it('has a skip bar after the first Tab, a logo link home, the main menu and the footer', async () => {
    const { user } = renderApp('/compatibilidad');
    await screen.findByRole('heading', { level: 1 });

    await user.keyboard('{Tab}');
    const skipLink = screen.getByRole('link', { name: 'Saltar al contenido' });
    expect(skipLink).toHaveAttribute('href', '#contenido');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'contenido');
    expect(within(screen.getByRole('banner')).getAllByRole('link', { name: 'Bait' })[0]).toHaveAttribute('href', '/');

    const nav = screen.getByRole('navigation', { name: 'Principal' });
    await user.click(within(nav).getByRole('button', { name: 'Centro de ayuda' }));
    const current = within(nav).getByRole('link', { name: 'Compatibilidad' });
    expect(current).toHaveAttribute('href', '/compatibilidad');
    expect(current).toHaveAttribute('aria-current', 'page');
    // The footer's content came with the first key press.
    expect(await within(screen.getByRole('contentinfo')).findByRole('heading', { name: 'Contacto' })).toBeVisible();
  });

  it('navigates between the pages from the menu', async () => {
    const { user, location } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Telefonía e internet de prepago con Bait' });

    const nav = screen.getByRole('navigation', { name: 'Principal' });
    await user.click(within(nav).getByRole('button', { name: 'Telefonía prepago' }));
    await user.click(within(nav).getByRole('link', { name: 'Consigue tu línea' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Cámbiate a Bait' })).toBeInTheDocument();
    expect(location.pathname).toBe('/cambiate-a-bait');
  });
});

describe('the get-a-line page', () => {
  it('sells the physical SIMs with the same purchase dialog as /e-sim, beside the contact request', async () => {
    const { user, location } = renderApp('/cambiate-a-bait');

    const section = await screen.findByRole('region', { name: 'Compra tu SIM Bait' }, { timeout: 5000 });
    const simOffer = await within(section).findByRole('article', { name: 'SIM Bait 100' });
    // A visitor sent here because the device has no eSIM is not offered an eSIM.
    expect(within(section).queryByRole('article', { name: 'eSIM Bait 200' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contáctame por WhatsApp' })).toBeInTheDocument();

    await user.click(within(simOffer).getByRole('button', { name: 'Comprar' }));
    expect(location.search).toBe('?oferta=1700701001');
    // The dialog is its own chunk: its first import can take a while on a busy machine.
    expect(await screen.findByRole('dialog', { name: 'SIM' }, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('legacy .html addresses (spec 2.1)', () => {
  it('lead every page of the site to its clean path, the account and postpaid pages included', () => {
    const leadsTo = new Map(redirects);
    for (const path of [...Object.values(paths), ...Object.values(accountPaths), postpaidPath]) {
      expect(leadsTo.get(path === '/' ? '/index.html' : `${path}.html`), path).toBe(path);
    }
    expect(leadsTo.get('/PUJ.html')).toBe('/politica-de-uso-justo');
  });

  it('lead /mi-bait-pospago.html to the postpaid page with its query, not to the 404 page', async () => {
    const { location } = renderApp('/mi-bait-pospago.html?billPay=pagar-factura');
    await waitFor(() => expect(location.pathname).toBe('/mi-bait-pospago'));
    expect(location.search).toBe('?billPay=pagar-factura');
  });
});

describe('document titles', () => {
  // The table of pages gives each route its title: one per kind of page (landing, article, step, tool).
  it.each([
    ['/', 'Inicio | Bait'],
    ['/recargas', 'Recargas | Bait'],
    ['/cambio-nir', 'Gestiona tu Bait | Bait'],
    ['/cobertura', 'Cobertura | Bait'],
    ['/reposicion-sim', 'Reposición de SIM | Bait'],
    ['/centros-de-atencion', 'Centros de atención | Bait'],
  ])('%s is titled "%s"', async (path, title) => {
    renderApp(path);
    await screen.findByRole('heading', { level: 1 });
    expect(document.title).toBe(title);
  });
});

describe('the 404 page', () => {
  it('is where an unknown path lands', async () => {
    const { location } = renderApp('/no-existe');

    expect(await screen.findByRole('heading', { level: 1, name: 'PÁGINA NO ENCONTRADA' })).toBeInTheDocument();
    expect(location.pathname).toBe('/404');
    expect(document.title).toBe('Página no encontrada | Bait');
    expect(screen.getByText('La página que buscas no está disponible, fue eliminada o el enlace es incorrecto.')).toBeInTheDocument();
  });

  it('leads home with "Ir a inicio"', async () => {
    const { user, location } = renderApp('/404');
    await user.click(await screen.findByRole('link', { name: 'Ir a inicio' }));
    expect(location.pathname).toBe('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Telefonía e internet de prepago con Bait' })).toBeInTheDocument();
  });
});

describe('the route error page', () => {
  it('explains in Spanish and leads home when a page fails', async () => {
    const failure = new Error('render failed');
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    function BrokenPage(): never {
      throw failure;
    }
    renderApp('/', {
      routes: (
        <RouteErrorBoundary>
          <Routes>
            <Route element={<RootLayout />}>
              <Route path="/" element={<BrokenPage />} />
            </Route>
          </Routes>
        </RouteErrorBoundary>
      ),
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Algo salió mal' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('No pudimos mostrar esta página.');
    expect(screen.getByRole('link', { name: 'Ir a inicio' })).toHaveAttribute('href', '/');
    expect(consoleError).toHaveBeenCalledWith(failure);
  });
});

describe('page code loaded ahead', () => {
  it('renders a preloaded page at once, with no loading state in between', async () => {
    await preloadPageOf('/politica-de-uso-justo');
    renderApp('/politica-de-uso-justo');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/uso justo/i);
  });

  it('leaves a redirect or an unknown path alone', async () => {
    await expect(preloadPageOf('/faq-bait')).resolves.toBeUndefined();
    await expect(preloadPageOf('/no-existe')).resolves.toBeUndefined();
  });
});
