import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readEncoded, readRaw, writeEncoded, writeRaw } from '@/shared/storage/encoded-storage';
import { recordRequests, chooseScenarios } from '@/shared/testing/mock-api';
import { renderWithProviders } from '@/shared/testing/render-with-providers';
import { CompleteRegistrationPage } from '../complete-registration-page';

const NUMBER = '5512345678';
const SERVICE_NUMBER = '3312345678';
const UUID = '7b1e4c2a-9d3f-4e8b-a6c5-2f0d1e9b8a73';
const PASSWORD = 'Bait#2026x';

afterEach(() => {
  localStorage.clear();
});

function storeRegistration(pending: Record<string, unknown> = { lineType: 'mbb', number: NUMBER }, uuid: string | null = UUID) {
  writeEncoded('mibait-pin', pending);
  if (uuid) writeRaw('mibait-otp', uuid);
}

function renderPage() {
  return renderWithProviders(<CompleteRegistrationPage />, { url: '/completar-registro' });
}

/** The form is its own chunk, so the route stays within its budget. */
async function renderForm() {
  const rendered = renderPage();
  await screen.findByRole('button', { name: 'Registrarme' });
  return rendered;
}

const submitButton = () => screen.getByRole('button', { name: 'Registrarme' });

async function fillForm(user: Awaited<ReturnType<typeof renderForm>>['user'], { email = 'maria@correo.example' } = {}) {
  await user.type(screen.getByLabelText('Nombre o alias'), 'María');
  if (email) await user.type(screen.getByLabelText('Correo electrónico'), email);
  await user.type(screen.getByLabelText('Contraseña'), PASSWORD);
  await user.type(screen.getByLabelText('Confirma tu contraseña'), PASSWORD);
  await user.tab();
}

describe('CompleteRegistrationPage', () => {
  it('goes back to /registro without pending registration data', async () => {
    const { router } = renderPage();
    await waitFor(() => expect(router.state.location.pathname).toBe('/registro'));
  });

  it('goes back to /registro when the code was not validated (no uuid), keeping the line type', async () => {
    storeRegistration({ lineType: 'hbb', number: NUMBER, serviceNumber: SERVICE_NUMBER }, null);
    const { router } = renderPage();
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/registro?type=hbb'));
  });

  it('treats hand-edited registration data as none', async () => {
    localStorage.setItem('mibait-pin', 'not-base64-json');
    writeRaw('mibait-otp', UUID);
    const { router } = renderPage();
    await waitFor(() => expect(router.state.location.pathname).toBe('/registro'));
  });

  it('shows every message of the form only after touch and blocks submission while invalid', async () => {
    storeRegistration();
    const { user } = await renderForm();
    expect(screen.getByRole('heading', { level: 1, name: 'Registro' })).toBeInTheDocument();
    expect(screen.getByText('Mínimo 8 caracteres, letras mayúsculas y minúsculas, al menos un número y un símbolo como @,%,$,*,?')).toBeInTheDocument();
    expect(screen.queryByText('El nombre/alias es obligatorio')).not.toBeInTheDocument();
    for (const label of ['Nombre o alias', 'Correo electrónico', 'Contraseña', 'Confirma tu contraseña']) {
      await user.click(screen.getByLabelText(label));
    }
    await user.tab();
    // The first validation waits for the validation code, loaded on first focus.
    expect(await screen.findByText('El nombre/alias es obligatorio')).toBeInTheDocument();
    expect(screen.getByText('El correo electrónico es obligatorio')).toBeInTheDocument();
    expect(screen.getByText('La contraseña es obligatoria')).toBeInTheDocument();
    expect(screen.getByText('La confirmación es obligatoria')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Nombre o alias'), '   ');
    await user.type(screen.getByLabelText('Correo electrónico'), 'maria@correo');
    await user.type(screen.getByLabelText('Contraseña'), 'bait2026');
    await user.type(screen.getByLabelText('Confirma tu contraseña'), 'otra');
    await user.tab();
    expect(screen.getByText('El nombre/alias es obligatorio')).toBeInTheDocument();
    expect(screen.getByText('Ingresa un correo electrónico válido')).toBeInTheDocument();
    expect(screen.getByText('La contraseña ingresada es inválida')).toBeInTheDocument();
    expect(screen.getByText('La contraseña no coincide.')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
  });

  it('registers, starts the session with the e-mail and goes to /home', async () => {
    storeRegistration();
    const requests = recordRequests('/conn/page/api/app/registro/mbb/usuario');
    const { user, router } = await renderForm();
    await fillForm(user);
    await user.click(screen.getByRole('checkbox', { name: 'Acepto recibir promociones y novedades de Bait' }));
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(await requests[0]?.clone().json()).toEqual({
      name: 'María',
      number: NUMBER,
      email: 'maria@correo.example',
      allowNotifications: true,
      registerConfirmation: PASSWORD,
      confirmation: PASSWORD,
      uuid: UUID,
    });
    expect(readEncoded('mibait-usuario')).toMatchObject({ email: 'maria@correo.example', number: NUMBER, name: 'María' });
    expect(readRaw('SSO-legacy')).toBe('true');
    expect(readEncoded('mibait-perfil')).toBe(1);
    expect(readRaw('mibait-pin')).toBeNull();
    expect(readRaw('mibait-otp')).toBeNull();
  });

  it('fills the e-mail of an hbb registration and sends its service number', async () => {
    storeRegistration({ lineType: 'hbb', number: NUMBER, serviceNumber: SERVICE_NUMBER, email: 'casa@correo.example' });
    const requests = recordRequests('/conn/page/api/app/registro/hbb/usuario');
    const { user, router } = await renderForm();
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('casa@correo.example');
    await fillForm(user, { email: '' });
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(await requests[0]?.clone().json()).toMatchObject({ serviceNumber: SERVICE_NUMBER, allowNotifications: false });
    expect(readEncoded('mibait-perfil')).toBe(2);
  });

  it('warns with the server message and keeps what was typed when the registration fails', async () => {
    chooseScenarios({ registerUser: 'registerFailed' });
    storeRegistration();
    const { user, router } = await renderForm();
    await fillForm(user);
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());
    expect(await screen.findByText('Ha ocurrido un error con tu sesión, por favor intenta más tarde.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/completar-registro');
    expect(screen.getByLabelText('Nombre o alias')).toHaveValue('María');
    expect(screen.getByLabelText('Contraseña')).toHaveValue(PASSWORD);
    expect(readRaw('mibait-usuario')).toBeNull();
  });

  it('warns with the default text when the registration cannot be sent', async () => {
    chooseScenarios({ registerUser: 'networkError' });
    storeRegistration();
    const { user } = await renderForm();
    await fillForm(user);
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());
    expect(await screen.findByText('Ha ocurrido un error con tu sesión, por favor intenta más tarde.')).toBeInTheDocument();
  });
});
