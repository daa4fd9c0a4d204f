import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { getSessionUser, SESSION_STORAGE_KEYS } from '@/shared/domain/session';
import { readEncoded, readRaw } from '@/shared/storage/encoded-storage';
import { recordRequests } from '@/shared/testing/mock-api';
import { chooseScenarios, type ScenarioMap } from '@/shared/testing/mock-api';
import { renderWithProviders } from '@/shared/testing/render-with-providers';
import { LoginPage } from '../login-page';

const NUMBER = '5512345678';
const SERVICE_NUMBER = '3312345678';

beforeEach(() => {
  window.localStorage.clear();
});

function renderLogin(query = '') {
  return renderWithProviders(<LoginPage />, { url: `/login${query}`, path: '/login' });
}

const numberField = (name = 'Número Bait') => screen.getByRole('textbox', { name });
const passwordField = () => screen.getByLabelText('Contraseña');
const submitButton = () => screen.getByRole('button', { name: 'Iniciar sesión' });

async function fillIn(user: UserEvent, { number = NUMBER, password = 'Bait#2026x', label = 'Número Bait' } = {}) {
  await user.type(numberField(label), number);
  await waitFor(() => expect(numberField(label)).toHaveAccessibleDescription(''));
  await user.type(passwordField(), password);
}

describe('LoginPage: the page and its line type', () => {
  it('shows the title, mbb by default, and its links', () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Inicio de sesión');
    expect(screen.getByRole('radio', { name: 'Telefonía móvil' })).toBeChecked();
    expect(numberField()).toHaveAttribute('inputmode', 'numeric');
    expect(numberField()).toHaveAttribute('maxlength', '10');
    expect(screen.getByRole('link', { name: 'Olvidé mi contraseña' })).toHaveAttribute('href', '/recuperacion?type=mbb');
    expect(screen.getByRole('link', { name: 'Regístrate aquí' })).toHaveAttribute('href', '/registro?type=mbb');
    expect(screen.getByRole('link', { name: 'Aviso de privacidad' })).toHaveAttribute('href', 'https://www.bait.com.mx/aviso-de-privacidad');
    expect(submitButton()).toBeDisabled();
  });

  it.each([
    ['?type=hbb', 'Internet en casa', 'hbb'],
    ['?type=mifi', 'Internet portátil', 'mifi'],
  ])('%s asks for the service number and keeps the type in its links', (query, radio, type) => {
    renderLogin(query);
    expect(screen.getByRole('radio', { name: radio })).toBeChecked();
    expect(numberField('Número de servicio')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Olvidé mi contraseña' })).toHaveAttribute('href', `/recuperacion?type=${type}`);
    expect(screen.getByRole('link', { name: 'Regístrate aquí' })).toHaveAttribute('href', `/registro?type=${type}`);
  });

  it('an unknown type is mbb', () => {
    renderLogin('?type=prepago');
    expect(screen.getByRole('radio', { name: 'Telefonía móvil' })).toBeChecked();
  });

  it('choosing another line type puts it in the query and starts an empty form', async () => {
    const { user, router } = renderLogin();
    await user.type(numberField(), '55');
    await user.click(screen.getByRole('radio', { name: 'Internet portátil' }));
    expect(router.state.location.search).toBe('?type=mifi');
    expect(numberField('Número de servicio')).toHaveValue('');
  });
});

describe('LoginPage: validation messages, only after touch', () => {
  it('mbb: the line number messages', async () => {
    const { user } = renderLogin();
    expect(screen.queryByText('El número Bait es obligatorio')).not.toBeInTheDocument();
    await user.click(numberField());
    await user.tab();
    // Validation loads lazily on the first focus: zod stays out of the route's first load.
    await waitFor(() => expect(numberField()).toHaveAccessibleDescription('El número Bait es obligatorio'));
    await user.type(numberField(), '551234');
    await waitFor(() => expect(numberField()).toHaveAccessibleDescription('Ingresa los 10 dígitos de tu número'));
  });

  it('hbb: the service number messages', async () => {
    const { user } = renderLogin('?type=hbb');
    const field = numberField('Número de servicio');
    await user.click(field);
    await user.tab();
    await waitFor(() => expect(field).toHaveAccessibleDescription('El número de servicio es obligatorio'));
    await user.type(field, '331');
    await waitFor(() => expect(field).toHaveAccessibleDescription('Ingresa los 10 dígitos de tu número de servicio'));
  });

  it('the password is required', async () => {
    const { user } = renderLogin();
    await user.click(passwordField());
    await user.tab();
    // Validation loads lazily on the first focus: zod stays out of the route's first load.
    await waitFor(() => expect(passwordField()).toHaveAccessibleDescription('La contraseña es requerida'));
  });

  it('the number keeps digits only', async () => {
    const { user } = renderLogin();
    await user.type(numberField(), '55 12-34a5678999');
    expect(numberField()).toHaveValue(NUMBER);
  });

  it('the password can be shown and hidden', async () => {
    const { user } = renderLogin();
    expect(passwordField()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(passwordField()).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Ocultar contraseña' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Ocultar contraseña' }));
    expect(passwordField()).toHaveAttribute('type', 'password');
  });
});

describe('LoginPage: the number check', () => {
  it('enables the button only once the number is valid and a password is typed', async () => {
    const { user } = renderLogin();
    await user.type(passwordField(), 'Bait#2026x');
    expect(submitButton()).toBeDisabled();
    await user.type(numberField(), NUMBER);
    expect(screen.getByRole('status')).toHaveTextContent('Validando tu número...');
    await waitFor(() => expect(submitButton()).toBeEnabled());
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('a failing check service: danger alert, button disabled until "Reintentar" succeeds', async () => {
    chooseScenarios({ validateLineNumber: 'failure' });
    const { user } = renderLogin();
    await user.type(passwordField(), 'Bait#2026x');
    await user.type(numberField(), NUMBER);
    const alert = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(alert).getByText('Lo sentimos, el servicio no está disponible, favor de intentarlo más tarde.')).toBeInTheDocument();
    expect(numberField()).not.toHaveAccessibleDescription('Número inválido');
    expect(submitButton()).toBeDisabled();
    chooseScenarios({ validateLineNumber: 'valid' });
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(submitButton()).toBeEnabled());
  });

  it('a rejected number: danger alert, field flagged "Número inválido", button disabled', async () => {
    chooseScenarios({ validateLineNumber: 'statusCode2' });
    const { user } = renderLogin();
    await user.type(passwordField(), 'Bait#2026x');
    await user.type(numberField(), NUMBER);
    const alert = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(alert).getByText(`El número ${NUMBER} no existe en la red Bait, verifica que esté bien escrito.`)).toBeInTheDocument();
    expect(numberField()).toHaveAccessibleDescription('Número inválido');
    expect(submitButton()).toBeDisabled();
  });

  it('statusCode 4 on hbb: the message names the line type', async () => {
    chooseScenarios({ validateLineNumber: 'statusCode4' });
    const { user } = renderLogin('?type=hbb');
    await user.type(numberField('Número de servicio'), SERVICE_NUMBER);
    expect(
      await screen.findByText(`El número ${SERVICE_NUMBER} no corresponde a un servicio de Internet en casa. Verifica el tipo de línea seleccionado.`),
    ).toBeInTheDocument();
    expect(numberField('Número de servicio')).toHaveAccessibleDescription('Número inválido');
  });
});

describe('LoginPage: logging in', () => {
  it.each([
    ['', 'Número Bait', NUMBER, '/conn/page/api/bait/api/aplicacion/acceso', { baitNumber: NUMBER }, 1],
    ['?type=hbb', 'Número de servicio', SERVICE_NUMBER, '/conn/page/api/app/accesoMifi', { serviceNumber: SERVICE_NUMBER }, 2],
    ['?type=mifi', 'Número de servicio', '8112345678', '/conn/page/api/bait/api/aplicacion/accesoMifi', { serviceNumber: '8112345678' }, 3],
  ])('%s: logs in, stores the user, the profile type and SSO-legacy, and goes to /home', async (query, label, number, path, body, profileType) => {
    const logins = recordRequests(path);
    const { user, router } = renderLogin(query);
    await fillIn(user, { label, number });
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(await logins[0]?.json()).toEqual({ ...body, loginConfirmation: 'Bait#2026x' });
    expect(readRaw(SESSION_STORAGE_KEYS.ssoLegacy)).toBe('true');
    expect(readEncoded(SESSION_STORAGE_KEYS.profile)).toBe(profileType);
    expect(readRaw(SESSION_STORAGE_KEYS.user)).not.toContain(number);
    expect(getSessionUser()).toMatchObject(profileType === 1 ? { number } : { serviceNumber: number });
  });

  it.each<[string, ScenarioMap, string, string]>([
    ['a wrong password', {}, 'incorrecta', 'Hubo un error al validar tus datos.'],
    ['loginFailed', { loginLegacyMbb: 'loginFailed' }, 'Bait#2026x', 'Hubo un error al validar tus datos.'],
    ['no answer', { loginLegacyMbb: 'networkError' }, 'Bait#2026x', 'Hubo un error al validar tus datos.'],
  ])('%s: danger alert, no session, and what was typed stays', async (_case, scenarios, password, message) => {
    chooseScenarios(scenarios);
    const { user, router } = renderLogin();
    await fillIn(user, { password });
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());
    const alert = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(alert).getByText(message)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(getSessionUser()).toBeUndefined();
    expect(numberField()).toHaveValue(NUMBER);
    expect(passwordField()).toHaveValue(password);
    await user.click(within(alert).getByRole('button', { name: 'Aceptar' }));
    expect(submitButton()).toBeEnabled();
  });
});
