import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeSessionUser } from '@/shared/domain/session';
import { chooseScenarios } from '@/shared/testing/mock-api';
import { renderWithProviders } from '@/shared/testing/render-with-providers';
import { testSessionUser } from '@/shared/testing/session-user';
import { installStandIn } from '../../card-form/__tests__/stand-in-sdk';
import { resetCardProcessorLoader } from '../../card-form/sdk/load-card-processor';
import { CardReplacementPage } from '../card-replacement-page';

const LOADED = { timeout: 5000 };

beforeEach(() => {
  resetCardProcessorLoader();
  installStandIn(window, window.location.origin);
  storeSessionUser(testSessionUser());
});

afterEach(() => {
  localStorage.clear();
});

describe('CardReplacementPage', () => {
  it('tokenises the card, refuses a wrong code, replaces the card with the valid one; a refused card is typed again from empty fields', async () => {
    chooseScenarios({ registerCardReplacement: 'rejected' });
    const { user } = renderWithProviders(<CardReplacementPage />, { url: '/cambiar-tarjeta?recarga=rec-1b9d4e02&linea=3312345678' });
    expect(await screen.findByText(/recurrentes del número 33 12 34 56 78/, {}, LOADED)).toBeInTheDocument();

    async function fillCard() {
      await user.type(await screen.findByLabelText('Nombre(s) del titular', {}, LOADED), 'José');
      await user.type(screen.getByLabelText('Apellidos del titular'), 'Peña');
      await user.type(screen.getByLabelText('Número de tarjeta'), '4111111111111111');
      await user.type(screen.getByLabelText('Vencimiento (MM / YY)'), '1230');
      await user.type(screen.getByLabelText('CVV'), '123');
      await user.click(screen.getByRole('button', { name: 'Continuar' }));
    }

    async function typeCode(code: string) {
      const boxes = await screen.findAllByRole('textbox', {}, LOADED);
      await user.click(boxes[0] as HTMLElement);
      await user.keyboard(code);
      await user.click(screen.getByRole('button', { name: 'Verificar' }));
    }

    await fillCard();
    expect(await screen.findByText('Te enviamos un código de verificación por SMS.', {}, LOADED)).toBeInTheDocument();
    // The number is its own unbroken span inside the sentence.
    expect(screen.getByRole('form', { name: 'Código de verificación' })).toHaveTextContent('Ingresa el código que enviamos por SMS al número 33 12 34 56 78.');
    await typeCode('9999');
    expect(await screen.findByText('El código ingresado es incorrecto. Te quedan 2 intentos.', {}, LOADED)).toBeInTheDocument();

    // A valid code with a refused card: back to the card with the server's message.
    await typeCode('1234');
    expect(await screen.findByRole('alert', {}, LOADED)).toHaveTextContent('No fue posible actualizar tu tarjeta. Verifica los datos e inténtalo de nuevo.');

    chooseScenarios({ registerCardReplacement: 'replaced' });
    expect(screen.getByLabelText('Número de tarjeta')).toHaveValue('');
    await fillCard();
    expect(await screen.findByRole('button', { name: 'Verificar' }, LOADED)).toBeInTheDocument();
    await typeCode('1234');
    const done = await screen.findByRole('status', {}, LOADED);
    expect(within(done).getByRole('heading', { name: 'Tarjeta actualizada' })).toBeInTheDocument();
    expect(done).toHaveTextContent('Tu tarjeta fue actualizada correctamente.');
    expect(within(done).getByRole('link', { name: 'Volver a mis recargas recurrentes' })).toHaveAttribute('href', '/recurrente');
  });
});
