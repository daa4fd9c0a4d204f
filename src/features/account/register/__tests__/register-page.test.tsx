import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readEncoded, readRaw, writeEncoded } from '@/shared/storage/encoded-storage';
import { recordRequests } from '@/shared/testing/mock-api';
import { chooseScenarios, type ScenarioOutcome } from '@/shared/testing/mock-api';
import { renderWithProviders } from '@/shared/testing/render-with-providers';
import { ICCID_CHECK_DELAY_MS } from '../constants';
import { RegisterPage } from '../register-page';

const NUMBER = '5512345678';
const SERVICE_NUMBER = '3312345678';
const ICCID_DIGITS = '0012345678901';
const GENERATE = (type: string) => `/conn/page/api/app/registro/${type}/otp/generar`;
const VALIDATE = (type: string) => `/conn/page/api/app/registro/${type}/otp/validar`;
const ICCID_PATH = '/api/core/validaciones/cuenta/iccid';
const ALREADY_REGISTERED = 'Lo sentimos, el número ingresado ya tiene una cuenta registrada, si no conoce su contraseña, favor de solicitar la recuperación.';

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

function renderRegister(url = '/registro') {
  return renderWithProviders(<RegisterPage />, { url, path: '/registro' });
}

/** hbb and mifi: the service-number form is a chunk of its own, shown once it has loaded. */
async function renderServiceRegister(url: string) {
  const rendered = renderRegister(url);
  await screen.findByLabelText('Número de servicio');
  return rendered;
}

async function bodyOf(request: Request | undefined) {
  if (!request) throw new Error('No request was sent');
  return (await request.clone().json()) as Record<string, unknown>;
}

const sendButton = () => screen.getByRole('button', { name: 'Enviar código' });
const verifyButton = () => screen.getByRole('button', { name: 'Verificar' });

async function fillMbb(user: ReturnType<typeof renderRegister>['user'], number = NUMBER, confirmation = number) {
  await user.type(screen.getByLabelText('Número Bait'), number);
  await user.type(screen.getByLabelText('Confirma tu número Bait'), confirmation);
  await user.tab();
}

async function reachCodeStep(url = '/registro') {
  const rendered = renderRegister(url);
  await fillMbb(rendered.user);
  await waitFor(() => expect(sendButton()).toBeEnabled());
  await rendered.user.click(sendButton());
  await screen.findByRole('group', { name: 'Código de verificación' });
  return rendered;
}

async function typeCode(user: ReturnType<typeof renderRegister>['user'], code: string) {
  await user.click(screen.getByRole('textbox', { name: 'Dígito 1 de 4' }));
  await user.keyboard(code);
}

describe('RegisterPage, mbb number step', () => {
  it('shows the messages of the line number and its confirmation only after touch', async () => {
    const { user } = renderRegister();
    expect(screen.getByRole('heading', { level: 1, name: 'Registro' })).toBeInTheDocument();
    expect(screen.queryByText('El número Bait es obligatorio')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Número Bait'));
    await user.click(screen.getByLabelText('Confirma tu número Bait'));
    await user.tab();
    // The first validation waits for the validation code, loaded on first focus.
    expect(await screen.findByText('El número Bait es obligatorio')).toBeInTheDocument();
    expect(screen.getByText('La confirmación de número es obligatoria')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Número Bait'), '551234567');
    await user.tab();
    expect(screen.getByText('Ingresa los 10 dígitos de tu número')).toBeInTheDocument();
    expect(sendButton()).toBeDisabled();
  });

  it('flags the confirmation "El número no coincide" once it has 10 digits that differ', async () => {
    const { user } = renderRegister();
    await user.type(screen.getByLabelText('Número Bait'), NUMBER);
    await user.type(screen.getByLabelText('Confirma tu número Bait'), '551234567');
    await user.tab();
    expect(screen.queryByText('El número no coincide')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Confirma tu número Bait'), '9');
    expect(screen.getByText('El número no coincide')).toBeInTheDocument();
    expect(sendButton()).toBeDisabled();
  });

  it('keeps digits only in the number fields', async () => {
    const { user } = renderRegister();
    await user.type(screen.getByLabelText('Número Bait'), '55 12-ab34');
    expect(screen.getByLabelText('Número Bait')).toHaveValue('551234');
  });

  it('flags "Número inválido" and keeps the button disabled when the number check rejects it', async () => {
    chooseScenarios({ validateLineNumber: 'statusCode2' });
    const { user } = renderRegister();
    await fillMbb(user);
    expect(await screen.findByText(`El número ${NUMBER} no existe en la red Bait, verifica que esté bien escrito.`)).toBeInTheDocument();
    expect(screen.getByText('Número inválido')).toBeInTheDocument();
    expect(sendButton()).toBeDisabled();
  });

  it('sends the code, stores the registration and the profile type and shows the code step', async () => {
    const generate = recordRequests(GENERATE('mbb'));
    const { router } = await reachCodeStep();
    expect(await bodyOf(generate[0])).toEqual({ baitNumber: NUMBER });
    expect(new URLSearchParams(router.state.location.search).get('verification')).toBe('1');
    expect(readEncoded('mibait-pin')).toEqual({ lineType: 'mbb', number: NUMBER });
    expect(readEncoded('mibait-perfil')).toBe(1);
    expect(screen.getByText(`Escribe el código de 4 dígitos que enviamos por SMS al ${NUMBER}.`)).toBeInTheDocument();
  });

  it('warns that the number is already registered and goes to /recuperacion?exist=1 on accept', async () => {
    chooseScenarios({ generateRegisterOtp: 'alreadyRegistered' });
    const { user, router } = renderRegister();
    await fillMbb(user);
    await waitFor(() => expect(sendButton()).toBeEnabled());
    await user.click(sendButton());
    const dialog = await screen.findByRole('dialog', { name: 'Advertencia' });
    expect(within(dialog).getByText(ALREADY_REGISTERED)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/recuperacion?exist=1');
  });

  it('shows the lockout screen with its countdown when the code request answers an unlockDate', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-01-15T12:00:00Z') });
    chooseScenarios({ generateRegisterOtp: 'lockedOut' });
    const { user, router } = renderRegister();
    await fillMbb(user);
    await waitFor(() => expect(sendButton()).toBeEnabled());
    await user.click(sendButton());
    expect(await screen.findByText('¡Ups! Parece que has alcanzado el número máximo de intentos')).toBeInTheDocument();
    expect(screen.getByText('Tómate un respiro y vuelve a intentarlo en una hora')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('60:00');
    expect(new URLSearchParams(router.state.location.search).get('verification')).toBe('1');
  });

  it('keeps what was typed and warns when the code could not be requested', async () => {
    chooseScenarios({ generateRegisterOtp: 'networkError' });
    const { user } = renderRegister();
    await fillMbb(user);
    await waitFor(() => expect(sendButton()).toBeEnabled());
    await user.click(sendButton());
    expect(await screen.findByText('No fue posible generar tu código de verificación por favor inténtalo más tarde')).toBeInTheDocument();
    expect(screen.getByLabelText('Número Bait')).toHaveValue(NUMBER);
    expect(screen.getByLabelText('Confirma tu número Bait')).toHaveValue(NUMBER);
  });
});

describe('RegisterPage, code step', () => {
  it('keeps "Verificar" disabled while the code has fewer than 4 digits', async () => {
    const { user } = await reachCodeStep();
    expect(verifyButton()).toBeDisabled();
    await typeCode(user, '123');
    expect(verifyButton()).toBeDisabled();
    await user.keyboard('4');
    expect(verifyButton()).toBeEnabled();
  });

  it('resets the code and shows "El código ingresado es incorrecto." after a wrong code', async () => {
    const validate = recordRequests(VALIDATE('mbb'));
    const { user } = await reachCodeStep();
    await typeCode(user, '9999');
    await user.click(verifyButton());
    expect(await screen.findByText('El código ingresado es incorrecto.')).toBeInTheDocument();
    expect(await bodyOf(validate[0])).toEqual({ baitNumber: NUMBER, otpCode: '9999' });
    expect(screen.getByRole('textbox', { name: 'Dígito 1 de 4' })).toHaveValue('');
    expect(verifyButton()).toBeDisabled();
  });

  it('shows the server message of a wrong code when it has one', async () => {
    chooseScenarios({ validateRegisterOtp: 'wrongCode' });
    const { user } = await reachCodeStep();
    await typeCode(user, '1234');
    await user.click(verifyButton());
    expect(await screen.findByText('El código ingresado es incorrecto.')).toBeInTheDocument();
  });

  it('stores the uuid and goes to /completar-registro with the registration kept', async () => {
    const { user, router, unmount } = await reachCodeStep();
    await typeCode(user, '1234');
    await user.click(verifyButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/completar-registro'));
    expect(readRaw('mibait-otp')).toMatch(/^[0-9a-f-]{36}$/);
    unmount();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(readEncoded('mibait-pin')).toEqual({ lineType: 'mbb', number: NUMBER });
  });

  it('locks the number after three wrong codes and shows the countdown read from the code request', async () => {
    const { user } = await reachCodeStep();
    for (const code of ['1111', '2222']) {
      await typeCode(user, code);
      await user.click(verifyButton());
      await waitFor(() => expect(screen.getByRole('textbox', { name: 'Dígito 1 de 4' })).toHaveValue(''));
      expect(screen.getByText('El código ingresado es incorrecto.')).toBeInTheDocument();
    }
    await typeCode(user, '3333');
    await user.click(verifyButton());
    expect(await screen.findByRole('timer')).toHaveTextContent(/^(60:00|59:5\d)$/);
    expect(screen.getByText('Tómate un respiro y vuelve a intentarlo en una hora')).toBeInTheDocument();
  });

  it('goes back to step 0 when verification=1 comes with no pending registration', async () => {
    const { router } = renderRegister('/registro?verification=1');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByLabelText('Número Bait')).toBeInTheDocument();
  });

  it('reopens the code step of a pending registration after a reload', async () => {
    writeEncoded('mibait-pin', { lineType: 'mbb', number: NUMBER });
    renderRegister('/registro?verification=1');
    expect(await screen.findByRole('group', { name: 'Código de verificación' })).toBeInTheDocument();
  });

  it('keeps the stored registration through a strict-mode remount', async () => {
    writeEncoded('mibait-pin', { lineType: 'mbb', number: NUMBER });
    renderWithProviders(
      <StrictMode>
        <RegisterPage />
      </StrictMode>,
      { url: '/registro?verification=1', path: '/registro' },
    );
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(readEncoded('mibait-pin')).toEqual({ lineType: 'mbb', number: NUMBER });
    expect(await screen.findByRole('group', { name: 'Código de verificación' })).toBeInTheDocument();
  });

  it('clears the stored registration and code when the visitor leaves the screen', async () => {
    const { unmount } = await reachCodeStep();
    localStorage.setItem('mibait-otp', '7b1e4c2a-9d3f-4e8b-a6c5-2f0d1e9b8a73');
    unmount();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(readRaw('mibait-pin')).toBeNull();
    expect(readRaw('mibait-otp')).toBeNull();
  });
});

describe('RegisterPage, hbb and mifi number step', () => {
  async function fillService(user: ReturnType<typeof renderRegister>['user'], iccid = ICCID_DIGITS) {
    await user.type(screen.getByLabelText('Número de servicio'), SERVICE_NUMBER);
    await user.type(screen.getByLabelText('Número telefónico'), NUMBER);
    await user.type(screen.getByLabelText('Correo electrónico'), 'maria@correo.example');
    await user.type(screen.getByLabelText('ICCID de tu SIM'), iccid);
    await user.tab();
  }

  it('shows the messages of every field only after touch', async () => {
    const { user } = await renderServiceRegister('/registro?type=hbb');
    for (const label of ['Número de servicio', 'Número telefónico', 'Correo electrónico', 'ICCID de tu SIM']) {
      await user.click(screen.getByLabelText(label));
    }
    await user.tab();
    expect(await screen.findByText('El número de servicio es obligatorio')).toBeInTheDocument();
    expect(screen.getByText('El número telefónico es obligatorio')).toBeInTheDocument();
    expect(screen.getByText('El correo electrónico es obligatorio')).toBeInTheDocument();
    expect(screen.getByText('El ICCID es obligatorio')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Número de servicio'), '331');
    await user.type(screen.getByLabelText('Número telefónico'), '551');
    await user.type(screen.getByLabelText('Correo electrónico'), 'maria@');
    await user.type(screen.getByLabelText('ICCID de tu SIM'), '0012');
    await user.tab();
    expect(screen.getByText('Ingresa los 10 dígitos de tu número de servicio')).toBeInTheDocument();
    expect(screen.getByText('Ingresa los 10 dígitos de tu número')).toBeInTheDocument();
    expect(screen.getByText('Ingresa un correo electrónico válido')).toBeInTheDocument();
    expect(screen.getByText('Ingresa los 13 dígitos de tu ICCID')).toBeInTheDocument();
  });

  it('checks the ICCID with its prefix and sends the service number and e-mail with the code request', async () => {
    const iccidChecks = recordRequests(ICCID_PATH);
    const generate = recordRequests(GENERATE('hbb'));
    const { user } = await renderServiceRegister('/registro?type=hbb');
    expect(screen.getByText('895214')).toBeInTheDocument();
    await fillService(user);
    await waitFor(() => expect(sendButton()).toBeEnabled());
    expect(await bodyOf(iccidChecks[0])).toMatchObject({ iccid: `895214${ICCID_DIGITS}`, type: 2 });
    await user.click(sendButton());
    await screen.findByRole('group', { name: 'Código de verificación' });
    expect(await bodyOf(generate[0])).toEqual({ baitNumber: NUMBER, serviceNumber: SERVICE_NUMBER, email: 'maria@correo.example' });
    expect(readEncoded('mibait-perfil')).toBe(2);
  });

  it('sends the mifi line type to the checks and the code request', async () => {
    const iccidChecks = recordRequests(ICCID_PATH);
    const generate = recordRequests(GENERATE('mifi'));
    const validate = recordRequests(VALIDATE('mifi'));
    const { user } = await renderServiceRegister('/registro?type=mifi');
    await fillService(user);
    await waitFor(() => expect(sendButton()).toBeEnabled());
    expect(await bodyOf(iccidChecks[0])).toMatchObject({ type: 3 });
    await user.click(sendButton());
    await screen.findByRole('group', { name: 'Código de verificación' });
    expect(generate).toHaveLength(1);
    expect(readEncoded('mibait-perfil')).toBe(3);
    await typeCode(user, '1234');
    await user.click(verifyButton());
    await waitFor(() => expect(validate).toHaveLength(1));
    expect(await bodyOf(validate[0])).toEqual({ baitNumber: NUMBER, otpCode: '1234', serviceNumber: SERVICE_NUMBER });
  });

  it.each<[ScenarioOutcome<'validateIccid'>, string]>([
    ['statusCode4', 'El ICCID ingresado no corresponde a un número de Internet en casa o de Internet portátil.'],
    ['notASim', 'Lo sentimos, el número ICCID ingresado no corresponde a una SIM'],
    ['failure', 'Lo sentimos, hubo un error al consultar el ICCID por favor inténtalo más tarde.'],
    ['serverError', 'Lo sentimos, hubo un error al consultar el ICCID por favor inténtalo más tarde.'],
  ])('shows the ICCID outcome %s and keeps the button disabled', async (outcome, message) => {
    chooseScenarios({ validateIccid: outcome });
    const { user } = await renderServiceRegister('/registro?type=hbb');
    await fillService(user);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(sendButton()).toBeDisabled();
  });

  it('checks the ICCID only 500 ms after its 13 digits were typed', async () => {
    const iccidChecks = recordRequests(ICCID_PATH);
    await renderServiceRegister('/registro?type=hbb');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const iccid = screen.getByLabelText('ICCID de tu SIM');
    fireEvent.change(iccid, { target: { value: ICCID_DIGITS.slice(0, 12) } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ICCID_CHECK_DELAY_MS * 3);
    });
    expect(iccidChecks).toHaveLength(0);
    fireEvent.change(iccid, { target: { value: ICCID_DIGITS } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ICCID_CHECK_DELAY_MS - 1);
    });
    expect(iccidChecks).toHaveLength(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    vi.useRealTimers();
    await waitFor(() => expect(iccidChecks).toHaveLength(1));
  });
});
