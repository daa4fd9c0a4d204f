import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearStoredSession, getSessionUser, storeSessionUser } from '@/shared/domain/session';
import { recordRequests } from '@/shared/testing/mock-api';
import { testSessionUser } from '@/shared/testing/session-user';
import { DESKTOP_WIDTH_PX, PHONE_WIDTH_PX, stubViewport } from '@/shared/testing/viewport';
import { renderHeader } from './render-header';

const USER = testSessionUser({ name: 'Gabriela López', email: 'gabriela.lopez@example.com', access: 'token-de-prueba', refreshToken: '' });

const group = (name: string) => screen.getByRole('button', { name });

afterEach(() => {
  vi.unstubAllGlobals();
  clearStoredSession();
  document.body.style.overflow = '';
});

describe('SiteHeader on desktop', () => {
  it('opens a group by Enter, moves into it with ArrowDown, and Escape closes it and returns the focus', async () => {
    stubViewport('desktop');
    const { user } = renderHeader();
    const prepaid = group('Telefonía prepago');
    expect(prepaid).toHaveAttribute('aria-expanded', 'false');

    prepaid.focus();
    await user.keyboard('{Enter}');
    expect(prepaid).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(prepaid.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(within(list).getByRole('link', { name: 'Paquetes' })).toHaveAttribute('href', '/paquetes');

    await user.keyboard('{ArrowDown}');
    expect(within(list).getByRole('link', { name: 'Consigue tu línea' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(prepaid).toHaveAttribute('aria-expanded', 'false');
    expect(prepaid).toHaveFocus();
  });

  it('opens a group on hover, keeps it open on the click that follows, and closes it when the mouse leaves', async () => {
    stubViewport('desktop');
    const { user } = renderHeader();
    const internet = group('Internet');

    await user.hover(internet);
    expect(internet).toHaveAttribute('aria-expanded', 'true');
    await user.click(internet);
    expect(internet).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Internet en casa' })).toBeVisible();

    await user.unhover(internet);
    expect(internet).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens one group at a time and closes it when an entry is followed', async () => {
    stubViewport('desktop');
    const { user, router } = renderHeader();
    await user.click(group('Internet'));
    await user.click(group('Centro de ayuda'));
    expect(group('Internet')).toHaveAttribute('aria-expanded', 'false');

    await user.click(screen.getByRole('link', { name: 'Compatibilidad' }));
    expect(router.state.location.pathname).toBe('/compatibilidad');
    expect(group('Centro de ayuda')).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the switch-provider button, the logo and the help widget slot', () => {
    stubViewport('desktop');
    renderHeader();
    expect(screen.getByRole('link', { name: 'Bait' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Cámbiate a Bait' })).toHaveAttribute('href', '/portabilidad');
    expect(screen.getByRole('button', { name: 'Ayuda' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Principal' })).toHaveAttribute('id', 'menu-principal');
  });

  it('builds the postpaid entries from the current query', async () => {
    stubViewport('desktop');
    const { user } = renderHeader({ url: '/recargas?billPay=pagar-factura&utm_source=sms' });
    await user.click(group('Bait Pospago'));
    expect(screen.getByRole('link', { name: 'Conoce Bait Pospago' })).toHaveAttribute('href', '/mi-bait-pospago?utm_source=sms');
    expect(screen.getByRole('link', { name: 'Cámbiate a Pospago' })).toHaveAttribute('href', '/mi-bait-pospago?utm_source=sms&typeService=portabilidad');
    expect(screen.getByRole('link', { name: 'Pagar Pospago' })).toHaveAttribute('href', '/mi-bait-pospago?billPay=pagar-factura&utm_source=sms');
  });
});

describe('SiteHeader flags and session', () => {
  it('hides eSIM, postpaid and the business page with their flags off, and links the login to /login', () => {
    renderHeader({ off: ['e-sim', 'pospaid', 'business-page', 'sso'] });
    expect(screen.queryByRole('link', { name: 'eSIM' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bait Pospago' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Negocios' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
  });

  it('shows them with the flags on, and links the login to /sso', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'eSIM' })).toHaveAttribute('href', '/e-sim');
    expect(screen.getByRole('button', { name: 'Bait Pospago' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Negocios' })).toHaveAttribute('href', '/negocios');
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/sso');
  });

  it('replaces the login with the user menu, whose log-out tells the server, forgets the session and goes home', async () => {
    storeSessionUser(USER);
    const logouts = recordRequests('/conn/page/api/app/logout');
    const { user, router } = renderHeader({ url: '/paquetes' });
    expect(screen.queryByRole('link', { name: 'Iniciar sesión' })).not.toBeInTheDocument();

    const account = await screen.findByRole('button', { name: /Gabriela López/ });
    expect(account).toHaveTextContent('GA');
    expect(account).toHaveTextContent('gabriela.lopez@example.com');
    await user.click(account);
    expect(screen.getByRole('link', { name: 'Mis consumos' })).toHaveAttribute('href', '/home');
    expect(screen.getByRole('link', { name: 'Actualizar datos' })).toHaveAttribute('href', '/editar-perfil');
    expect(screen.getByRole('link', { name: 'Recargas recurrentes' })).toHaveAttribute('href', '/recurrente');
    expect(screen.getByRole('link', { name: 'Reposición de SIM' })).toHaveAttribute('href', '/reposicion-sim');

    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getSessionUser()).toBeUndefined();
    expect(logouts).toHaveLength(1);
    expect(await logouts[0]?.json()).toEqual({ operation: 'logout', numero: USER.number, access: USER.access });
    expect(await screen.findByRole('link', { name: 'Iniciar sesión' })).toBeInTheDocument();
  });
});

describe('SiteHeader below 1024 px', () => {
  it('toggles the full-screen panel, locks the body scroll and makes the rest of the page inert', async () => {
    stubViewport('mobile');
    const { user } = renderHeader();
    const toggle = screen.getByRole('button', { name: 'Abrir menú' });

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Cerrar menú');
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.querySelector('main')).toHaveAttribute('inert');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.body.style.overflow).toBe('');
    expect(document.querySelector('main')).not.toHaveAttribute('inert');
  });

  it('resets the accordion and the user panel when it closes', async () => {
    storeSessionUser(USER);
    stubViewport('mobile');
    const { user } = renderHeader();
    const toggle = screen.getByRole('button', { name: 'Abrir menú' });
    await screen.findByRole('button', { name: /Gabriela López/ });
    await user.click(toggle);
    await user.click(group('Internet'));
    expect(group('Internet')).toHaveAttribute('aria-expanded', 'true');

    await user.click(toggle);
    await user.click(toggle);
    expect(group('Internet')).toHaveAttribute('aria-expanded', 'false');

    const account = screen.getByRole('button', { name: /Gabriela López/ });
    await user.click(account);
    expect(account).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    await user.click(toggle);
    expect(screen.getByRole('button', { name: /Gabriela López/ })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when the window grows to the desktop width', async () => {
    const viewport = stubViewport('mobile');
    const { user } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    expect(document.body.style.overflow).toBe('hidden');

    viewport.resize(DESKTOP_WIDTH_PX);
    expect(document.body.style.overflow).toBe('');
    viewport.resize(PHONE_WIDTH_PX);
    expect(screen.getByRole('button', { name: 'Abrir menú' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when an entry is followed', async () => {
    stubViewport('mobile');
    const { user, router } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    await user.click(group('Telefonía prepago'));
    await user.click(screen.getByRole('link', { name: 'Promociones' }));

    expect(router.state.location.pathname).toBe('/promociones');
    expect(screen.getByRole('button', { name: 'Abrir menú' })).toHaveAttribute('aria-expanded', 'false');
    expect(document.body.style.overflow).toBe('');
  });
});

describe('skip bar', () => {
  it('appears with the first Tab press and moves the focus to the content, the menu and the footer', async () => {
    stubViewport('desktop');
    const { user } = renderHeader();
    expect(screen.queryByRole('link', { name: 'Saltar al contenido' })).not.toBeInTheDocument();

    fireEvent.keyDown(document, { key: 'Tab' });
    const bar = screen.getByRole('navigation', { name: 'Saltos de navegación' });
    expect(
      within(bar)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#contenido', '#menu-principal', '#pie-de-pagina']);

    await user.click(within(bar).getByRole('link', { name: 'Saltar al contenido' }));
    expect(screen.getByRole('main')).toHaveFocus();
    await user.click(within(bar).getByRole('link', { name: 'Saltar al menú' }));
    expect(screen.getByRole('navigation', { name: 'Principal' })).toHaveFocus();
    await user.click(within(bar).getByRole('link', { name: 'Saltar al pie de página' }));
    expect(screen.getByRole('contentinfo')).toHaveFocus();
  });

  it('opens the mobile panel to jump to the menu', async () => {
    stubViewport('mobile');
    const { user } = renderHeader();
    fireEvent.keyDown(document, { key: 'Tab' });
    await user.click(screen.getByRole('link', { name: 'Saltar al menú' }));
    expect(screen.getByRole('button', { name: 'Cerrar menú' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Principal' })).toHaveFocus();
  });
});
