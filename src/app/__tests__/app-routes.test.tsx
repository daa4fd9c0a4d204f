import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '@/shared/testing/render-with-providers';
import { AlertProvider } from '@/shared/ui/alert/alert-provider';
import { RootLayout } from '../layout/root-layout';
import { RouteErrorPage } from '../route-error-page';
import { routes } from '../routes';

/** The app's own routes in memory, at `url`. */
function renderApp(url: string, appRoutes: RouteObject[] = routes) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [url] });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <AlertProvider>
        <RouterProvider router={router} />
      </AlertProvider>
    </QueryClientProvider>,
  );
  return { router, user };
}

describe('the shell', () => {
  it('has a skip link to the main content, a logo link home and the main navigation', async () => {
    renderApp('/compatibilidad');
    await screen.findByRole('heading', { level: 1 });

    const skipLink = screen.getByRole('link', { name: 'Saltar al contenido' });
    expect(skipLink).toHaveAttribute('href', '#contenido');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'contenido');
    expect(screen.getByRole('link', { name: 'Bait' })).toHaveAttribute('href', '/');

    const nav = screen.getByRole('navigation', { name: 'Principal' });
    expect(within(nav).getByRole('link', { name: 'Cámbiate a Bait' })).toHaveAttribute('href', '/cambiate-a-bait');
    const current = within(nav).getByRole('link', { name: 'Compatibilidad' });
    expect(current).toHaveAttribute('href', '/compatibilidad');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Bait. Todos los derechos reservados.');
  });

  it('navigates between the pages from the menu', async () => {
    const { user, router } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Telefonía e internet de prepago con Bait' });

    await user.click(screen.getByRole('link', { name: 'Cámbiate a Bait' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Cámbiate a Bait' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cambiate-a-bait');
  });
});

describe('the 404 page', () => {
  it('is where an unknown path lands', async () => {
    const { router } = renderApp('/no-existe');

    expect(await screen.findByRole('heading', { level: 1, name: 'PÁGINA NO ENCONTRADA' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
    expect(document.title).toBe('Página no encontrada | Bait');
    expect(
      screen.getByText('La página que buscas no está disponible, fue eliminada o el enlace es incorrecto.'),
    ).toBeInTheDocument();
  });

  it('leads home with "Ir a inicio"', async () => {
    const { user, router } = renderApp('/404');
    await user.click(await screen.findByRole('link', { name: 'Ir a inicio' }));
    expect(router.state.location.pathname).toBe('/');
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
    renderApp('/', [{ element: <RootLayout />, errorElement: <RouteErrorPage />, children: [{ path: '/', element: <BrokenPage /> }] }]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Algo salió mal' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('No pudimos mostrar esta página.');
    expect(screen.getByRole('link', { name: 'Ir a inicio' })).toHaveAttribute('href', '/');
    expect(consoleError).toHaveBeenCalledWith(failure);
  });
});
