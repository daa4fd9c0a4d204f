import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { getSessionUser, readSsoLegacy, storeSessionUser } from '@/shared/domain/session';
import { browserLocation } from '@/shared/domain/sso/browser-location';
import { identityProviderConfig } from '@/shared/domain/sso/identity-provider';
import { rememberSsoState } from '@/shared/domain/sso/sso-state';
import { recordRequests, chooseScenarios } from '@/shared/testing/mock-api';
import { renderWithProviders } from '@/shared/testing/render-with-providers';
import { testSessionUser } from '@/shared/testing/session-user';
import { DeleteSsoAccount } from '../delete-sso-account';
import { SsoCallbackPage } from '../sso-callback-page';
import { SsoPage } from '../sso-page';

const configured = { ...identityProviderConfig };
let goTo: MockInstance<typeof browserLocation.goTo>;

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  goTo = vi.spyOn(browserLocation, 'goTo').mockImplementation(() => undefined);
  // The tests' environment names no identity provider: these tests name one.
  Object.assign(identityProviderConfig, { url: 'https://sso.test/{pagina}', clientId: 'bait-test' });
});

afterEach(() => {
  Object.assign(identityProviderConfig, configured);
});

const NUMBER = '5512345678';

async function typeCode(user: UserEvent, code: string) {
  await user.type(await screen.findByRole('textbox', { name: 'Dígito 1 de 4' }), code);
}

describe('SsoPage', () => {
  it('walks intro, number, a wrong then a right code, and leaves for the identity provider', async () => {
    const verifications = recordRequests('/api/core/servicio/perfil/bait');
    const { user } = renderWithProviders(<SsoPage />, { url: '/sso' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Inicio de sesión');
    expect(await screen.findByRole('img', { name: /Imagen 1 de 2/ })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml;base64,/));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    const register = screen.getByRole('link', { name: 'Crear cuenta' });
    expect(register).toHaveAttribute('href', expect.stringMatching(/^https:\/\/sso\.test\/registro\?redirect=.*client_id=bait-test&state=/));
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByText('El número Bait es obligatorio')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Número Bait' }), NUMBER);
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));

    expect(await screen.findByRole('heading', { name: 'Ingresa tu código' })).toBeInTheDocument();
    expect(await verifications[0]?.json()).toEqual({ tipo: 6, identificador: NUMBER, token: expect.any(String), codigo: '+52' });
    await typeCode(user, '9999');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText('El código ingresado es incorrecto.')).toBeInTheDocument();
    expect(screen.getByText('Te quedan 2 intentos.')).toBeInTheDocument();

    await typeCode(user, '1234');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledTimes(1));
    const address = new URL(goTo.mock.calls[0]?.[0] ?? '');
    expect(address.origin + address.pathname).toBe('https://sso.test/login');
    expect(address.searchParams.get('redirect')).toBe(`${window.location.origin}/sso-callback`);
    expect(address.searchParams.get('state')).toMatch(/^[0-9a-f]{32}$/);
    expect(screen.getByRole('status')).toHaveTextContent('Te estamos llevando al inicio de sesión...');
  });

  it('keeps the focus on the busy "Enviar código" and sends the number once (decision 164)', async () => {
    chooseScenarios({ verifySsoProfile: 'delay=300' });
    const verifications = recordRequests('/api/core/servicio/perfil/bait');
    const { user } = renderWithProviders(<SsoPage />, { url: '/sso' });
    await user.click(await screen.findByRole('button', { name: 'Continuar' }));
    await user.type(screen.getByRole('textbox', { name: 'Número Bait' }), NUMBER);
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));

    const busy = await screen.findByRole('button', { name: 'Enviando código...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toBeEnabled();
    expect(busy).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Ingresa tu código' })).toBeInTheDocument();
    expect(verifications).toHaveLength(1);
  });

  it('shows the lockout, a profile that is not Bait, and logs in through the legacy form', async () => {
    chooseScenarios({ sendSsoOtp: 'lockedOut', getSsoIntroImages: 'noImages' });
    const locked = renderWithProviders(<SsoPage />, { url: '/sso' });
    // Without images the page starts at the number.
    await locked.user.type(await screen.findByRole('textbox', { name: 'Número Bait' }), NUMBER);
    await locked.user.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByRole('heading', { name: '¡Ups! Parece que has alcanzado el número máximo de intentos' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toBeInTheDocument();
    locked.unmount();

    chooseScenarios({ verifySsoProfile: 'profileNotFound' });
    const notBait = renderWithProviders(<SsoPage />, { url: '/sso' });
    await notBait.user.type(await screen.findByRole('textbox', { name: 'Número Bait' }), NUMBER);
    await notBait.user.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('El número ingresado no pertenece a Bait, verifica que esté bien escrito.');
    await notBait.user.click(screen.getByRole('button', { name: 'Aceptar' }));
    notBait.unmount();

    chooseScenarios({ loginSsoLegacy: 'invalidCredentials' });
    const { user, router } = renderWithProviders(<SsoPage />, { url: '/sso' });
    await user.click(await screen.findByRole('button', { name: 'Ingresar con número y contraseña' }));
    await user.type(await screen.findByLabelText('Contraseña'), 'corta');
    await user.type(screen.getByRole('textbox', { name: 'Número Bait' }), NUMBER);
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('La contraseña ingresada es inválida')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Contraseña'));
    await user.type(screen.getByLabelText('Contraseña'), 'Bait#2026x');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Hubo un error al validar tus datos.');
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));

    chooseScenarios({ loginSsoLegacy: 'loggedIn' });
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(getSessionUser()).toMatchObject({ number: NUMBER, isLegacy: true });
    expect(readSsoLegacy()).toBe(true);
  });
});

describe('SsoCallbackPage', () => {
  const SENT_STATE = '0123456789abcdef0123456789abcdef';

  it('refuses a code that comes without the state this tab sent, and exchanges nothing', async () => {
    const logins = recordRequests('/api/core/sso/account');
    renderWithProviders(<SsoCallbackPage />, { url: `/sso-callback?code=abc123&state=${SENT_STATE}` });
    expect(screen.getByRole('alert')).toHaveTextContent('No pudimos confirmar que iniciaste este acceso desde esta ventana. Por favor inicia sesión de nuevo.');
    rememberSsoState('fedcba9876543210fedcba9876543210');
    renderWithProviders(<SsoCallbackPage />, { url: `/sso-callback?code=abc123&state=${SENT_STATE}` });
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    expect(screen.getAllByRole('link', { name: 'Ir a inicio de sesión' }).at(-1)).toHaveAttribute('href', '/sso');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(logins).toHaveLength(0);
  });

  it('exchanges the code, stores the SSO session and goes to /home', async () => {
    const logins = recordRequests('/api/core/sso/account');
    rememberSsoState(SENT_STATE);
    const { router } = renderWithProviders(<SsoCallbackPage />, { url: `/sso-callback?code=abc123&state=${SENT_STATE}&email_verify=true` });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Validando tu acceso');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(logins).toHaveLength(1);
    expect(await logins[0]?.json()).toEqual({ authcode: 'abc123', email_verify: true, state: SENT_STATE });
    expect(getSessionUser()).toMatchObject({ name: 'Ana López', isLegacy: false, userType: 6 });
    expect(readSsoLegacy()).toBe(false);
  });

  it('says a rejected code and a cancellation, and offers the way back', async () => {
    rememberSsoState(SENT_STATE);
    const { user, router } = renderWithProviders(<SsoCallbackPage />, { url: `/sso-callback?code=incorrecta&state=${SENT_STATE}` });
    expect(await screen.findByRole('dialog')).toHaveTextContent('No fue posible iniciar sesión, por favor inténtalo de nuevo.');
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sso'));
    expect(getSessionUser()).toBeUndefined();

    renderWithProviders(<SsoCallbackPage />, { url: '/sso-callback?error=access_denied' });
    expect(screen.getByText('No se completó el inicio de sesión.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Ir a inicio de sesión' }).at(-1)).toHaveAttribute('href', '/sso');
  });
});

describe('DeleteSsoAccount', () => {
  it('asks first, keeps the session on a failure, and deletes it on Aceptar', async () => {
    const session = testSessionUser({ isLegacy: false });
    storeSessionUser(session);
    const deletions = recordRequests('/conn/page/api/sso/deleteSSO');
    chooseScenarios({ deleteSsoAccount: 'deleteFailed' });
    const { user } = renderWithProviders(<DeleteSsoAccount />, { url: '/editar-perfil' });

    await user.click(screen.getByRole('button', { name: 'Eliminar cuenta' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('¿Seguro que quieres eliminar tu cuenta?');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(deletions).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Eliminar cuenta' }));
    await user.click(await screen.findByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('No fue posible eliminar tu cuenta, inténtalo más tarde.')).toBeInTheDocument();
    expect(deletions[0]?.headers.get('authorization')).toBe(`Bearer ${session.access}`);
    expect(getSessionUser()).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));

    chooseScenarios({ deleteSsoAccount: 'deleted' });
    await user.click(screen.getByRole('button', { name: 'Eliminar cuenta' }));
    await user.click(await screen.findByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('Tu cuenta fue eliminada')).toBeInTheDocument();
    expect(getSessionUser()).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect(goTo).toHaveBeenCalledWith(expect.stringMatching(/^https:\/\/sso\.test\/eliminar-cuenta\?/));
  });

  it('leaves the expired session to the login page: no warning repeats its notice', async () => {
    storeSessionUser(testSessionUser({ isLegacy: false }));
    const deletions = recordRequests('/conn/page/api/sso/deleteSSO');
    chooseScenarios({ deleteSsoAccount: 'sessionExpired' });
    const { user } = renderWithProviders(<DeleteSsoAccount />, { url: '/editar-perfil' });

    await user.click(screen.getByRole('button', { name: 'Eliminar cuenta' }));
    await user.click(await screen.findByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(getSessionUser()).toBeUndefined());
    expect(deletions).toHaveLength(1);
    // The answer has been read once the session is gone; its warning would open in the same task.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText('Tu sesión ha expirado, inicia sesión nuevamente.')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows nothing for a legacy session', () => {
    storeSessionUser(testSessionUser({ isLegacy: true }));
    renderWithProviders(<DeleteSsoAccount />, { url: '/editar-perfil' });
    expect(screen.queryByRole('button', { name: 'Eliminar cuenta' })).not.toBeInTheDocument();
  });
});
