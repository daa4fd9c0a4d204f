import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeSessionUser } from '@/shared/domain/session';
import { recordRequests, chooseScenarios } from '@/shared/testing/mock-api';
import { renderWithProviders } from '@/shared/testing/render-with-providers';
import { testSessionUser } from '@/shared/testing/session-user';
import { SimReplacementPage } from '../sim-replacement-page';

const LOADED = { timeout: 5000 };
const OTP_PATH = '/api/core/bait/servicio/reemplazo-sim/otp';

beforeEach(() => {
  // The operator's backend sets it; the code request echoes it (contract: required header).
  document.cookie = 'XSRF-TOKEN=token-de-prueba; path=/';
});

afterEach(() => {
  localStorage.clear();
  document.cookie = 'XSRF-TOKEN=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

async function typeCode(user: ReturnType<typeof renderWithProviders>['user'], code: string) {
  const group = await screen.findByRole('group', { name: 'Código de verificación' }, LOADED);
  await user.click(within(group).getAllByRole('textbox')[0] as HTMLElement);
  await user.keyboard(code);
  await user.click(screen.getByRole('button', { name: 'Verificar' }));
}

describe('SimReplacementPage', () => {
  it('keeps what was typed under each message, sends the code with its headers, counts a wrong code and registers the request', async () => {
    const codeRequests = recordRequests(OTP_PATH);
    const replacements = recordRequests('/api/core/bait/servicio/reemplazo-sim');
    const { user } = renderWithProviders(<SimReplacementPage />, { url: '/reposicion-sim' });

    await user.type(screen.getByLabelText('Tu número Bait'), '55 1234 567');
    await user.type(screen.getByLabelText('ICCID de la SIM nueva'), '00012');
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@correo');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(screen.getByText('Ingresa los 10 dígitos de tu número')).toBeInTheDocument();
    expect(screen.getByText('Ingresa los 13 dígitos de tu ICCID')).toBeInTheDocument();
    expect(screen.getByText('Ingresa un correo electrónico válido')).toBeInTheDocument();
    expect(screen.getByText('Elige el motivo de la reposición')).toBeInTheDocument();
    expect(screen.getByLabelText('Tu número Bait')).toHaveValue('551234567');
    expect(screen.getByLabelText('Tu número Bait')).toHaveFocus();
    expect(codeRequests).toHaveLength(0);

    await user.type(screen.getByLabelText('Tu número Bait'), '8');
    await user.type(screen.getByLabelText('ICCID de la SIM nueva'), '34567890');
    await user.type(screen.getByLabelText('Correo electrónico'), '.mx');
    await user.click(screen.getByRole('radio', { name: 'Robo' }));
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));

    expect(await screen.findByText('Te enviamos un código de verificación por SMS.', {}, LOADED)).toBeInTheDocument();
    // The number is its own unbroken span inside the sentence.
    expect(screen.getByRole('form', { name: 'Código de verificación' })).toHaveTextContent(
      'Ingresa el código de verificación que enviamos para el número 55 12 34 56 78.',
    );
    expect(codeRequests[0]?.headers.get('Ordservicio')).toBe('clave-del-sitio');
    expect(codeRequests[0]?.headers.get('X-XSRF-TOKEN')).toBe('token-de-prueba');
    expect(await codeRequests[0]?.json()).toEqual({ dn: '5512345678' });

    await typeCode(user, '9999');
    expect(await screen.findByText('El código ingresado es incorrecto. Te quedan 2 intentos.', {}, LOADED)).toBeInTheDocument();
    await typeCode(user, '1234');

    const done = await screen.findByRole('status', {}, LOADED);
    expect(within(done).getByRole('heading', { name: 'Solicitud registrada' })).toBeInTheDocument();
    expect(done).toHaveTextContent('Tu solicitud de reemplazo de SIM fue registrada.');
    expect(done).toHaveTextContent('Te enviaremos la respuesta para el número 55 12 34 56 78 a ana@correo.mx.');
    await waitFor(() => expect(within(done).getByRole('heading', { name: 'Solicitud registrada' })).toHaveFocus());
    expect(await replacements[0]?.json()).toEqual({ dn: '5512345678', iccid: '8952140001234567890', email: 'ana@correo.mx', reason: 'robo' });
  });

  it('fills in the line and e-mail of a session; a refused request brings the data back with the message', async () => {
    storeSessionUser(testSessionUser());
    chooseScenarios({ requestSimReplacement: 'rejected' });
    const { user } = renderWithProviders(<SimReplacementPage />, { url: '/reposicion-sim' });
    const session = testSessionUser();
    expect(screen.getByLabelText('Tu número Bait')).toHaveValue(session.number);
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue(session.email);
    await user.type(screen.getByLabelText('ICCID de la SIM nueva'), '0001234567890');
    await user.click(screen.getByRole('radio', { name: 'Daño' }));
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    await typeCode(user, '1234');

    expect(await screen.findByRole('alert', {}, LOADED)).toHaveTextContent('Lo sentimos, el número ICCID ingresado no corresponde a una SIM');
    expect(screen.getByLabelText('ICCID de la SIM nueva')).toHaveValue('0001234567890');
    expect(screen.getByRole('radio', { name: 'Daño' })).toBeChecked();
  });

  it('shows the shared lockout screen when the code request answers 429', async () => {
    chooseScenarios({ requestSimReplacementOtp: 'lockedOut' });
    const { user } = renderWithProviders(<SimReplacementPage />, { url: '/reposicion-sim' });
    await user.type(screen.getByLabelText('Tu número Bait'), '5512345678');
    await user.type(screen.getByLabelText('ICCID de la SIM nueva'), '0001234567890');
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@correo.mx');
    await user.click(screen.getByRole('radio', { name: 'Extravío' }));
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByText('¡Ups! Parece que has alcanzado el número máximo de intentos', {}, LOADED)).toBeInTheDocument();
    expect(screen.getByText('Tómate un respiro y vuelve a intentarlo en una hora')).toBeInTheDocument();
  });
});
