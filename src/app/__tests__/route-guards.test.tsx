import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearStoredSession, endSessionAfterUnauthorized, storeSessionUser } from '@/shared/domain/session';
import { testSessionUser } from '@/shared/testing/session-user';
import { flagsState, renderApp } from './render-app';

const maria = testSessionUser();

function renderAt(url: string, { flagsOn = true } = {}) {
  return renderApp(url, { flagsOn }).location;
}

afterEach(() => clearStoredSession());

describe('account routes for visitors without a session (spec 2.2)', () => {
  it.each([
    ['/login', 'Inicio de sesión', 'Inicio de sesión | Bait'],
    ['/recuperacion', 'Cambio de contraseña', 'Cambio de contraseña | Bait'],
    ['/registro', 'Registro', 'Registro | Bait'],
  ])('%s opens for an anonymous visitor', async (path, heading, title) => {
    const location = renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(location.pathname).toBe(path);
    expect(document.title).toBe(title);
  });

  it('/completar-registro sends a visitor with no registration under way to /registro (spec 4 "Register")', async () => {
    const location = renderAt('/completar-registro');
    expect(await screen.findByRole('heading', { level: 1, name: 'Registro' })).toBeInTheDocument();
    expect(location.pathname).toBe('/registro');
  });

  it.each(['/login', '/recuperacion', '/registro', '/completar-registro'])('%s sends a logged-in user to /home', async (path) => {
    storeSessionUser(maria);
    const location = renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis consumos' })).toBeInTheDocument();
    expect(location.pathname).toBe('/home');
  });
});

describe('account routes that need a session (spec 2.2)', () => {
  it.each(['/home', '/recurrente', '/editar-perfil'])('%s sends an anonymous visitor to /', async (path) => {
    const location = renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Telefonía e internet de prepago con Bait' })).toBeInTheDocument();
    expect(location.pathname).toBe('/');
  });

  it.each([
    ['/home', 'Mis consumos'],
    ['/recurrente', 'Recargas recurrentes'],
    ['/editar-perfil', 'Actualizar datos'],
  ])('%s opens with a session', async (path, heading) => {
    storeSessionUser(maria);
    const location = renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(location.pathname).toBe(path);
  });

  it('the account home shows who is logged in', async () => {
    storeSessionUser(maria);
    renderAt('/home');
    expect(await screen.findByText('Hola, María Hernández')).toBeInTheDocument();
    expect(screen.getByText('55 12 34 56 78')).toBeInTheDocument();
  });

  it('a 401 that ends the session sends to /login, which says why (decision 079)', async () => {
    storeSessionUser(maria);
    const location = renderAt('/home');
    expect(await screen.findByText('Hola, María Hernández')).toBeInTheDocument();
    act(() => endSessionAfterUnauthorized(maria.access));
    expect(await screen.findByRole('heading', { level: 1, name: 'Inicio de sesión' })).toBeInTheDocument();
    expect(location.pathname).toBe('/login');
    expect(screen.getByRole('alert')).toHaveTextContent('Tu sesión ha expirado, inicia sesión nuevamente.');
  });
});

describe('routes behind feature flags (spec 2.1 and 2.2)', () => {
  it.each(['/sso', '/sso-callback', '/mi-bait-pospago'])('%s exists with its flag on', async (path) => {
    const location = renderAt(path, { flagsOn: true });
    await screen.findByRole('main');
    expect(location.pathname).toBe(path);
  });

  it.each(['/sso', '/sso-callback', '/mi-bait-pospago'])('%s redirects to / with its flag off', async (path) => {
    const location = renderAt(path, { flagsOn: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Telefonía e internet de prepago con Bait' })).toBeInTheDocument();
    expect(location.pathname).toBe('/');
  });
});

describe('flags still on their way (decision 265)', () => {
  it('/login renders its form at once, before the flags arrive, and keeps it when they do', async () => {
    let arrive: (state: ReturnType<typeof flagsState>) => void = () => undefined;
    const flags = new Promise<ReturnType<typeof flagsState>>((resolve) => (arrive = resolve));
    renderApp('/login', { flags });
    expect(await screen.findByRole('heading', { level: 1, name: 'Inicio de sesión' })).toBeInTheDocument();
    expect(screen.getByLabelText('Número Bait')).toBeInTheDocument();
    await act(async () => arrive(flagsState(true)));
    expect(screen.getByRole('heading', { level: 1, name: 'Inicio de sesión' })).toBeInTheDocument();
  });

  it('a route behind a flag waits for the flags instead of leaving for home', async () => {
    let arrive: (state: ReturnType<typeof flagsState>) => void = () => undefined;
    const flags = new Promise<ReturnType<typeof flagsState>>((resolve) => (arrive = resolve));
    const location = renderApp('/sso', { flags }).location;
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(location.pathname).toBe('/sso');
    await act(async () => arrive(flagsState(true)));
    expect(await screen.findByRole('heading', { level: 1, name: 'Inicio de sesión' })).toBeInTheDocument();
    expect(location.pathname).toBe('/sso');
  });

  it('leaves a flagged route once the flags arrive with it off', async () => {
    let arrive: (state: ReturnType<typeof flagsState>) => void = () => undefined;
    const flags = new Promise<ReturnType<typeof flagsState>>((resolve) => (arrive = resolve));
    const location = renderApp('/sso', { flags }).location;
    await act(async () => arrive(flagsState(false)));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(location.pathname).toBe('/');
  });
});
