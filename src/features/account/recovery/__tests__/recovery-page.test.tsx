import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSessionUser } from '@/shared/domain/session';
import { readEncoded } from '@/shared/storage/encoded-storage';
import { recordRequests, chooseScenarios, type ScenarioOutcome } from '@/shared/testing/mock-api';
import { renderWithProviders } from '@/shared/testing/render-with-providers';
import { RecoveryPage } from '../recovery-page';

const PROFILE_PATH = '/api/core/bait/servicio/perfil';
const LINE = '5512345678';
const SERVICE = '3312345678';
const PASSWORD = 'Bait#2026x';
const NOT_REGISTERED = 'El número ingresado no está registrado, regístrate para continuar.';
const CODE_NOT_GENERATED = 'No fue posible generar tu código de verificación por favor inténtalo más tarde';
const PIN_INVALID = 'Lo sentimos, ha superado los cambios de número permitidos';
const PASSWORD_NOT_SET = 'Ha ocurrido un error con tu sesión, por favor intenta más tarde.';
const LOCKOUT_TITLE = '¡Ups! Parece que has alcanzado el número máximo de intentos';

function renderPage(url = '/recuperacion') {
  return renderWithProviders(<RecoveryPage />, { url, path: '/recuperacion' });
}

const field = (name: string) => screen.getByRole('textbox', { name });
const button = (name: string) => screen.getByRole('button', { name });
const codeBox = (position: number) => screen.getByRole('textbox', { name: `Dígito ${position} de 6` });
const passwordField = (name: string) => screen.getByLabelText(name, { selector: 'input' });

async function enterLine(user: UserEvent, number = LINE, confirmation = number) {
  await user.type(field('Número Bait'), number);
  await user.type(field('Confirma tu número Bait'), confirmation);
}

async function sendLine(user: UserEvent) {
  await enterLine(user);
  await user.click(button('Enviar código'));
  await screen.findByRole('group', { name: 'Código de verificación' });
}

async function sendCode(user: UserEvent, code: string) {
  await user.click(codeBox(1));
  await user.paste(code);
  await user.click(button('Verificar'));
}

async function acceptAlert(user: UserEvent, message: string) {
  const alert = await screen.findByRole('dialog');
  expect(within(alert).getByText(message)).toBeInTheDocument();
  await user.click(within(alert).getByRole('button', { name: 'Aceptar' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

async function setPassword(user: UserEvent, password = PASSWORD, confirmation = password) {
  await user.type(passwordField('Nueva contraseña'), password);
  await user.type(passwordField('Confirma tu nueva contraseña'), confirmation);
  await user.click(button('Cambiar contraseña'));
}

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('RecoveryPage step 1: the number', () => {
  it('asks a mobile line for its number twice', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Paso 1 de 3: tu número');
    expect(screen.getByRole('heading', { level: 2 })).not.toHaveFocus();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Cambio de contraseña');
    expect(field('Número Bait')).toHaveAttribute('inputmode', 'numeric');
    expect(field('Número Bait')).toHaveAttribute('maxlength', '10');
    expect(field('Confirma tu número Bait')).toHaveAttribute('maxlength', '10');
    expect(screen.queryByRole('textbox', { name: 'Número de servicio' })).not.toBeInTheDocument();
    expect(button('Enviar código')).toBeEnabled();
  });

  it('a submit with empty fields shows every error, focuses the first field and sends nothing', async () => {
    const requests = recordRequests(PROFILE_PATH);
    const { user, router } = renderPage();
    await user.click(button('Enviar código'));
    expect(await screen.findByText('El número Bait es obligatorio')).toBeInTheDocument();
    expect(screen.getByText('La confirmación de número es obligatoria')).toBeInTheDocument();
    expect(field('Número Bait')).toHaveFocus();
    expect(requests).toHaveLength(0);
    expect(router.state.location.search).toBe('');
  });

  it('shows its errors only after a field is touched', async () => {
    const { user } = renderPage();
    expect(screen.queryByText('El número Bait es obligatorio')).not.toBeInTheDocument();
    await user.click(field('Número Bait'));
    await user.tab();
    expect(await screen.findByText('El número Bait es obligatorio')).toBeInTheDocument();
    expect(screen.queryByText('La confirmación de número es obligatoria')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('La confirmación de número es obligatoria')).toBeInTheDocument();
  });

  it('wants 10 digits and the same number twice', async () => {
    const { user } = renderPage();
    await enterLine(user, '55123', '55123');
    await user.tab();
    expect(await screen.findByText('Ingresa los 10 dígitos de tu número')).toBeInTheDocument();
    await user.clear(field('Número Bait'));
    await user.type(field('Número Bait'), LINE);
    expect(await screen.findByText('El número no coincide.')).toBeInTheDocument();
    await user.type(field('Confirma tu número Bait'), '45678');
    await waitFor(() => expect(screen.queryByText('El número no coincide.')).not.toBeInTheDocument());
  });

  it.each(['hbb', 'mifi'])('asks a %s line for its service number and phone, with their messages', async (type) => {
    const { user } = renderPage(`/recuperacion?type=${type}`);
    expect(screen.queryByRole('textbox', { name: 'Número Bait' })).not.toBeInTheDocument();
    await user.click(field('Número de servicio'));
    await user.tab();
    await user.tab();
    expect(await screen.findByText('El número de servicio es obligatorio')).toBeInTheDocument();
    expect(await screen.findByText('El número telefónico es obligatorio')).toBeInTheDocument();
    await user.type(field('Número de servicio'), '331');
    await user.type(field('Número telefónico'), '551');
    await user.tab();
    expect(await screen.findByText('Ingresa los 10 dígitos de tu número de servicio')).toBeInTheDocument();
    expect(await screen.findByText('Ingresa los 10 dígitos de tu número')).toBeInTheDocument();
  });

  it('with ?exist=1 (from the registration) says the number already has an account', () => {
    renderPage('/recuperacion?exist=1');
    expect(screen.getByText('Tu número ya tiene una cuenta registrada. Recupera tu contraseña para entrar.')).toBeInTheDocument();
  });

  it('code 0: warns that the number is not registered; Accept goes to /registro with the type', async () => {
    chooseScenarios({ sendProfileOperation: 'notRegistered' });
    const { user, router } = renderPage('/recuperacion?type=hbb');
    await user.type(field('Número de servicio'), SERVICE);
    await user.type(field('Número telefónico'), LINE);
    await user.click(button('Enviar código'));
    await acceptAlert(user, NOT_REGISTERED);
    expect(router.state.location.pathname).toBe('/registro');
    expect(router.state.location.search).toBe('?type=hbb');
  });

  it.each<[ScenarioOutcome<'sendProfileOperation'>, string]>([
    ['codeNotGenerated', CODE_NOT_GENERATED],
    ['networkError', CODE_NOT_GENERATED],
  ])('%s: warns, and keeps what was typed', async (outcome, message) => {
    chooseScenarios({ sendProfileOperation: outcome });
    const { user, router } = renderPage();
    await enterLine(user);
    await user.click(button('Enviar código'));
    await acceptAlert(user, message);
    expect(field('Número Bait')).toHaveValue(LINE);
    expect(field('Confirma tu número Bait')).toHaveValue(LINE);
    expect(router.state.location.search).toBe('');
  });

  it('a step in the query without a sent number goes back to step 1, keeping the type', async () => {
    const { router } = renderPage('/recuperacion?type=mifi&verification=3');
    await waitFor(() => expect(router.state.location.search).toBe('?type=mifi'));
    expect(field('Número de servicio')).toBeInTheDocument();
  });
});

describe('RecoveryPage, the stateful flow (no scenario)', () => {
  it('number, code 1234, new password: the user is stored and the page goes to /home', async () => {
    const { user, router } = renderPage();
    await sendLine(user);
    expect(router.state.location.search).toBe('?verification=2');
    // Each new step's heading takes the focus (useStepPlacement); the first box is the next Tab.
    expect(screen.getByRole('heading', { level: 2, name: 'Paso 2 de 3: código de verificación' })).toHaveFocus();
    expect(button('Verificar')).toBeDisabled();
    await sendCode(user, '1234');
    await screen.findByLabelText('Nueva contraseña', { selector: 'input' });
    expect(router.state.location.search).toBe('?verification=3');
    expect(screen.getByRole('heading', { level: 2, name: 'Paso 3 de 3: nueva contraseña' })).toHaveFocus();
    expect(localStorage.getItem('mibait-otp')).not.toBeNull();
    await setPassword(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(getSessionUser()).toMatchObject({ number: LINE, userType: 1 });
    expect(readEncoded('mibait-perfil')).toBe(1);
    expect(localStorage.getItem('mibait-otp')).toBeNull();
  });

  it('hbb: stores the service line with profile type 2', async () => {
    const { user, router } = renderPage('/recuperacion?type=hbb');
    await user.type(field('Número de servicio'), SERVICE);
    await user.type(field('Número telefónico'), LINE);
    await user.click(button('Enviar código'));
    await screen.findByRole('group', { name: 'Código de verificación' });
    await sendCode(user, '1234');
    await screen.findByLabelText('Nueva contraseña', { selector: 'input' });
    await setPassword(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(getSessionUser()).toMatchObject({ number: LINE, serviceNumber: SERVICE, userType: 2 });
    expect(readEncoded('mibait-perfil')).toBe(2);
  });

  it('a wrong code warns and Accept empties the boxes; the third locks the number with the timer', async () => {
    const { user } = renderPage();
    await sendLine(user);
    await sendCode(user, '0000');
    await acceptAlert(user, PIN_INVALID);
    expect(codeBox(1)).toHaveValue('');
    expect(codeBox(1)).toHaveFocus();
    await sendCode(user, '0000');
    await acceptAlert(user, PIN_INVALID);
    await sendCode(user, '0000');
    expect(await screen.findByText(LOCKOUT_TITLE)).toBeInTheDocument();
    expect(screen.getByText('Tómate un respiro y vuelve a intentarlo en una hora')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Código de verificación' })).not.toBeInTheDocument();
  });

  it('Back from the code keeps the number typed', async () => {
    const { user, router } = renderPage();
    await sendLine(user);
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('textbox', { name: 'Número Bait' })).toHaveValue(LINE);
  });
});

describe('RecoveryPage step 2: the code', () => {
  it('sends from 4 digits; a 6-digit code passes too', async () => {
    const { user, router } = renderPage();
    await sendLine(user);
    await user.click(codeBox(1));
    await user.paste('123');
    expect(button('Verificar')).toBeDisabled();
    await user.paste('456');
    expect(codeBox(6)).toHaveValue('6');
    chooseScenarios({ sendProfileOperation: 'pinValid' });
    await user.click(button('Verificar'));
    await waitFor(() => expect(router.state.location.search).toBe('?verification=3'));
  });

  it('pinInvalid: the server message; Accept empties the boxes', async () => {
    const { user } = renderPage();
    await sendLine(user);
    chooseScenarios({ sendProfileOperation: 'pinInvalid' });
    await sendCode(user, '1234');
    await acceptAlert(user, PIN_INVALID);
    expect(codeBox(1)).toHaveValue('');
  });

  it('a failed call without a message shows the default text', async () => {
    const { user } = renderPage();
    await sendLine(user);
    chooseScenarios({ sendProfileOperation: 'networkError' });
    await sendCode(user, '1234');
    await acceptAlert(user, PIN_INVALID);
  });
});

describe('RecoveryPage step 3: the new password', () => {
  async function reachPasswordStep(user: UserEvent) {
    await sendLine(user);
    await sendCode(user, '1234');
    await screen.findByLabelText('Nueva contraseña', { selector: 'input' });
  }

  it('checks the password and its confirmation once touched', async () => {
    const { user } = renderPage();
    await reachPasswordStep(user);
    expect(screen.queryByText('La contraseña es obligatoria')).not.toBeInTheDocument();
    await user.click(passwordField('Nueva contraseña'));
    await user.tab();
    expect(await screen.findByText('La contraseña es obligatoria')).toBeInTheDocument();
    await user.type(passwordField('Nueva contraseña'), 'bait2026');
    expect(await screen.findByText('La contraseña ingresada es inválida')).toBeInTheDocument();
    expect(passwordField('Nueva contraseña')).toHaveAccessibleDescription(
      'Mínimo 8 caracteres, letras mayúsculas y minúsculas, al menos un número y un símbolo como @,%,$,*,? La contraseña ingresada es inválida',
    );
    await user.clear(passwordField('Nueva contraseña'));
    await user.type(passwordField('Nueva contraseña'), PASSWORD);
    await user.click(passwordField('Confirma tu nueva contraseña'));
    await user.tab();
    expect(await screen.findByText('La confirmación es obligatoria')).toBeInTheDocument();
    await user.type(passwordField('Confirma tu nueva contraseña'), 'Bait#2026y');
    expect(await screen.findByText('La contraseña no coincide.')).toBeInTheDocument();
    const requests = recordRequests(PROFILE_PATH);
    await user.click(button('Cambiar contraseña'));
    expect(passwordField('Confirma tu nueva contraseña')).toHaveFocus();
    expect(requests).toHaveLength(0);
  });

  it('passwordNotSet: the server message; Accept empties the form', async () => {
    const { user, router } = renderPage();
    await reachPasswordStep(user);
    chooseScenarios({ sendProfileOperation: 'passwordNotSet' });
    await setPassword(user);
    await acceptAlert(user, PASSWORD_NOT_SET);
    expect(passwordField('Nueva contraseña')).toHaveValue('');
    expect(passwordField('Confirma tu nueva contraseña')).toHaveValue('');
    expect(router.state.location.search).toBe('?verification=3');
    expect(getSessionUser()).toBeUndefined();
  });
});

describe('RecoveryPage: the lockout', () => {
  it('counts down from unlockDate and, at the end, "Enviar nuevamente" sends the code again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(new Date('2026-01-15T12:58:30Z'));
    chooseScenarios({ sendProfileOperation: 'lockedOut' });
    const { user, router } = renderPage();
    await enterLine(user);
    await user.click(button('Enviar código'));
    expect(await screen.findByText(LOCKOUT_TITLE)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?verification=2');
    // The mocks date the lockout an hour after the request (x-relative-date), whatever the example says.
    // Fake timers here still advance with the real clock: a slow run may have lost a few seconds.
    expect(screen.getByText(/^(60:00|59:[45]\d)$/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar nuevamente' })).not.toBeInTheDocument();
    // Jump most of the hour at once rather than ticking through 3,570 renders.
    vi.setSystemTime(Date.now() + 3_569_000);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText(/^00:[0-3]\d$/)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    chooseScenarios({ sendProfileOperation: 'codeSent' });
    await user.click(await screen.findByRole('button', { name: 'Enviar nuevamente' }));
    expect(await screen.findByRole('group', { name: 'Código de verificación' })).toBeInTheDocument();
    expect(screen.queryByText(LOCKOUT_TITLE)).not.toBeInTheDocument();
  });
});
