import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSessionUser, storeSessionUser } from '@/shared/domain/session';
import { browserLocation } from '@/shared/domain/sso/browser-location';
import { identityProviderConfig } from '@/shared/domain/sso/identity-provider';
import { decodeValue } from '@/shared/storage/encoded-storage';
import { recordRequests, chooseScenarios } from '@/shared/testing/mock-api';
import { renderWithProviders } from '@/shared/testing/render-with-providers';
import { testSessionUser } from '@/shared/testing/session-user';
import { ProfilePage } from '../profile-page';

// Tests run without the env's VITE_SSO_URL: the mock build's local identity provider stands in.
const testIdentityProvider = { url: '/identity-provider/index.html?pagina={pagina}', clientId: 'bait-web-test' };
const envIdentityProvider = { ...identityProviderConfig };
beforeEach(() => {
  Object.assign(identityProviderConfig, testIdentityProvider);
});

/** Lazy chunks (the alert dialog, the form's rules) load slowly on a busy machine. */
const LOADED = { timeout: 5000 };

afterEach(() => {
  vi.restoreAllMocks();
  Object.assign(identityProviderConfig, envIdentityProvider);
  localStorage.clear();
});

function renderPage(overrides: Parameters<typeof testSessionUser>[0] = {}) {
  storeSessionUser(testSessionUser(overrides));
  return renderWithProviders(<ProfilePage />, { url: '/editar-perfil' });
}

const saveButton = () => screen.getByRole('button', { name: 'Guardar cambios' });

describe('ProfilePage', () => {
  it('shows the profile, flags a bad e-mail once touched, saves and says so', async () => {
    const requests = recordRequests('/api/core/bait/servicio/perfil');
    const { user } = renderPage();
    const name = await screen.findByRole('textbox', { name: 'Nombre o alias' }, LOADED);
    const email = screen.getByRole('textbox', { name: 'Correo electrónico' });
    expect(name).toHaveValue('María Hernández');
    expect(email).toHaveValue('maria.hernandez@correo.example');
    expect(screen.getByText('55 12 34 56 78')).toBeInTheDocument();
    // A legacy account changes neither password nor phone here.
    expect(screen.queryByRole('link', { name: 'Cambiar contraseña' })).not.toBeInTheDocument();

    await user.clear(email);
    await user.type(email, 'maria@correo');
    await user.tab();
    expect(await screen.findByText('Ingresa un correo electrónico válido', {}, LOADED)).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();

    await user.clear(name);
    await user.tab();
    expect(await screen.findByText('El nombre/alias es obligatorio', {}, LOADED)).toBeInTheDocument();

    await user.type(name, 'Mari');
    await user.type(email, '.example');
    await waitFor(() => expect(saveButton()).toBeEnabled(), LOADED);
    await user.click(saveButton());

    const alert = await screen.findByRole('dialog', { name: 'Aviso' }, LOADED);
    expect(alert).toHaveTextContent('Tus datos se actualizaron correctamente.');
    const [request] = requests;
    const body = (await request?.json()) as { data: string };
    expect(decodeValue(body.data)).toEqual({ operation: 'registro', numero: '5512345678', nombre: 'Mari', email: 'maria@correo.example' });
    expect(getSessionUser()).toMatchObject({ name: 'Mari', email: 'maria@correo.example' });
    await user.click(within(alert).getByRole('button', { name: 'Aceptar' }));
    // The stateful profile answers what was saved.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nombre o alias' })).toHaveValue('Mari'), LOADED);
  });

  it('keeps the form and warns with the server message when the save fails', async () => {
    chooseScenarios({ sendProfileOperation: 'legacyOperationFailed' });
    const { user } = renderPage();
    const name = await screen.findByRole('textbox', { name: 'Nombre o alias' }, LOADED);
    await user.type(name, ' R.');
    await waitFor(() => expect(saveButton()).toBeEnabled(), LOADED);
    await user.click(saveButton());
    expect(await screen.findByRole('dialog', { name: 'Advertencia' }, LOADED)).toHaveTextContent('No fue posible completar la operación, inténtalo más tarde.');
    expect(name).toHaveValue('María Hernández R.');
    expect(getSessionUser()?.name).toBe('María Hernández');
  });

  it("sends an SSO account, once its data is saved, to the identity provider's change confirmation, back through /sso-callback", async () => {
    const goTo = vi.spyOn(browserLocation, 'goTo').mockImplementation(() => undefined);
    const { user } = renderPage({ isLegacy: false });
    const name = await screen.findByRole('textbox', { name: 'Nombre o alias' }, LOADED);
    await user.type(name, ' R.');
    await waitFor(() => expect(saveButton()).toBeEnabled(), LOADED);
    await user.click(saveButton());

    const alert = await screen.findByRole('dialog', { name: 'Aviso' }, LOADED);
    expect(alert).toHaveTextContent('Tus datos se actualizaron correctamente. Confirma el cambio en tu cuenta Bait; te llevaremos a su página.');
    expect(goTo).not.toHaveBeenCalled();
    await user.click(within(alert).getByRole('button', { name: 'Aceptar' }));
    expect(goTo).toHaveBeenCalledTimes(1);
    const url = new URL(goTo.mock.calls[0]?.[0] ?? '', 'http://localhost');
    expect(url.pathname).toBe('/identity-provider/index.html');
    expect(url.searchParams.get('pagina')).toBe('confirmar-cambio');
    expect(url.searchParams.get('client_id')).toBe('bait-web-test');
    expect(url.searchParams.get('redirect')).toBe(`${window.location.origin}/sso-callback`);
  });

  it('keeps an SSO account on the page after its save when the environment names no identity provider', async () => {
    const goTo = vi.spyOn(browserLocation, 'goTo').mockImplementation(() => undefined);
    Object.assign(identityProviderConfig, { url: '' });
    const { user } = renderPage({ isLegacy: false });
    const name = await screen.findByRole('textbox', { name: 'Nombre o alias' }, LOADED);
    await user.type(name, ' R.');
    await waitFor(() => expect(saveButton()).toBeEnabled(), LOADED);
    await user.click(saveButton());
    const alert = await screen.findByRole('dialog', { name: 'Aviso' }, LOADED);
    expect(alert).toHaveTextContent('Tus datos se actualizaron correctamente.');
    expect(alert).not.toHaveTextContent('Confirma el cambio');
    await user.click(within(alert).getByRole('button', { name: 'Aceptar' }));
    expect(goTo).not.toHaveBeenCalled();
  });

  it('offers an SSO account the identity provider for password and phone, and a retry when the profile fails', async () => {
    chooseScenarios({ getBasicProfile: 'notFound' });
    const { user } = renderPage({ isLegacy: false });
    const failure = await screen.findByRole('alert', {}, LOADED);
    expect(failure).toHaveTextContent('No se encontró información del número');
    const password = screen.getByRole('link', { name: 'Cambiar contraseña' });
    const phone = screen.getByRole('link', { name: 'Cambiar número de teléfono' });
    for (const [link, page] of [
      [password, 'cambiar-contrasena'],
      [phone, 'actualizar-telefono'],
    ] as const) {
      const url = new URL(link.getAttribute('href') ?? '', 'http://localhost');
      expect(url.pathname).toBe('/identity-provider/index.html');
      expect(url.searchParams.get('pagina')).toBe(page);
      expect(url.searchParams.get('client_id')).toBe('bait-web-test');
      expect(url.searchParams.get('redirect')).toBe(`${window.location.origin}/editar-perfil`);
    }
    chooseScenarios({ getBasicProfile: 'found' });
    await user.click(within(failure).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('textbox', { name: 'Nombre o alias' }, LOADED)).toHaveValue('María Hernández');
  });
});
