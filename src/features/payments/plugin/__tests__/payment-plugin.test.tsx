import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chooseScenarios } from '@/shared/testing/mock-api';
import { renderWithProviders } from '@/shared/testing/render-with-providers';
import { recentCalls } from '@mocks/activity';
import { storedCharges, storedPluginRequests } from '@mocks/behaviors/payments';
import { UNSETTLED_CHARGE_BLOCK_MS } from '../api/unsettled-charges';
import { PaymentPluginWithForms, styleProperties } from '../payment-plugin';
import { pluginTexts } from '../texts';
import type { BillingDetails, PaymentPurchase, ProviderFormProps } from '../types';

const purchase: PaymentPurchase = {
  channel: 'pagos',
  uuid: '4f0c2b1e-8a7d-4c3b-9e2f-1a2b3c4d5e6f',
  offer: { offerId: '1809', name: 'Recarga 200', price: 200, duration: 30, type: 1, description: 'Internet, llamadas y SMS' },
  phone: '5512345678',
  email: 'maria@example.com',
  logged: true,
};

const billing: BillingDetails = {
  firstName: 'José',
  lastNames: 'Peña Núñez',
  address: 'Av. Coyoacán 100',
  postalCode: '04100',
  neighbourhoodId: '7',
  neighbourhood: 'Villa Coyoacán',
  city: 'Ciudad de México',
  state: 'Ciudad de México',
  municipality: 'Coyoacán',
  country: 'México',
};

/** A stand-in provider form: the button the card form would show, and what it hands the plugin. */
function StubForm({ configuration, isCharging, onCharge }: ProviderFormProps) {
  return (
    <button type="button" disabled={isCharging} onClick={() => onCharge({ token: 'tok_prueba', recurring: true, billing })}>
      {configuration.style.button.text}
    </button>
  );
}

function renderPlugin(forPurchase: PaymentPurchase = purchase) {
  const onSuccess = vi.fn<(message: string) => void>();
  const onFailure = vi.fn<(message: string) => void>();
  const onInProcess = vi.fn<() => void>();
  const onFormShown = vi.fn<() => void>();
  const result = renderWithProviders(
    <PaymentPluginWithForms
      purchase={forPurchase}
      detailMode={false}
      onSuccess={onSuccess}
      onFailure={onFailure}
      onInProcess={onInProcess}
      onFormShown={onFormShown}
      variant="legacy"
      forms={{ legacy: { 1: StubForm } }}
    />,
  );
  return { ...result, onSuccess, onFailure, onInProcess, onFormShown };
}

const chargeCalls = () => recentCalls().filter((call) => call.operationId === 'chargePayment').length;

describe('the plugin style', () => {
  it("ends the server's font lists with the site's font stack (decision 186)", () => {
    const style = {
      loaderText: 'x',
      fonts: ['Montserrat', "'Open Sans'"],
      button: { text: 'Pagar', background: '#1471CE', color: '#fff', font: 'Montserrat', radius: '0px', outlined: false },
      background: '#fff',
    };
    expect(styleProperties(style)).toMatchObject({
      '--payment-font': "Montserrat, 'Open Sans', var(--font-family)",
      '--payment-button-font': 'Montserrat, var(--font-family)',
    });
    expect(styleProperties({ ...style, fonts: [], button: { ...style.button, font: '' } })).toMatchObject({
      '--payment-font': 'var(--font-family)',
      '--payment-button-font': 'var(--font-family)',
    });
  });
});

describe('PaymentPlugin', () => {
  it('loads the configuration, styles the form, charges with the loader up, and reports success', async () => {
    const { user, onSuccess, onFailure, onFormShown } = renderPlugin();
    expect(screen.getByRole('status')).toHaveTextContent(pluginTexts.loading);
    expect(onFormShown).not.toHaveBeenCalled();
    const pay = await screen.findByRole('button', { name: 'Pagar ahora' }, { timeout: 5000 });
    expect(onFormShown).toHaveBeenCalled();
    expect(storedPluginRequests()).toEqual([{ tienda: 'bait-recargas', canal: 'pagos', telefono: '5512345678', precio: 200, correo: 'maria@example.com' }]);
    const region = screen.getByRole('region', { name: pluginTexts.regionLabel });
    expect(region.style.getPropertyValue('--payment-button-background')).toBe('#1471CE');
    expect(region.style.getPropertyValue('--payment-button-radius')).toBe('0px');
    // The server's fonts, then the site's own stack: never the browser's serif.
    expect(region.style.getPropertyValue('--payment-font')).toMatch(/, var\(--font-family\)$/);

    chooseScenarios({ chargePayment: 'delay=300' });
    await user.click(pay);
    expect(await screen.findByRole('status')).toHaveTextContent('Cobrando recarga a tu línea');
    expect(pay).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Se está procesando tu pago');
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith('Felicidades, se ha completado tu pago.'));
    expect(onFailure).not.toHaveBeenCalled();
    expect(storedCharges()).toEqual([
      {
        channel: 'web',
        providerType: '1',
        tienda: 'bait-recargas',
        origen: 'recargas',
        data: {
          divisa: 'MXN',
          nombre: 'Jose',
          apellido: 'Pena Nunez',
          direccion: 'Av. Coyoacan 100',
          colonia: 'Villa Coyoacan',
          codigoPostal: '04100',
          ciudad: 'Ciudad de México',
          estado: 'Ciudad de México',
          pais: 'México',
        },
        extra: expect.objectContaining({ uuid: purchase.uuid, total: 200, logged: 'Yes', referencia1: '5512345678', referencia5: 'maria@example.com' }),
        info: {},
        meta: { token: 'tok_prueba', recurrente: true },
      },
    ]);
  });

  it('reports a declined charge with the server message, or the default text, and gives the form back', async () => {
    chooseScenarios({ chargePayment: 'declined' });
    const { user, onSuccess, onFailure } = renderPlugin();
    await user.click(await screen.findByRole('button', { name: 'Pagar ahora' }));
    await waitFor(() => expect(onFailure).toHaveBeenCalledWith('Tu banco rechazó el cargo, intenta con otra tarjeta.'));
    chooseScenarios({ chargePayment: 'code=500' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pagar ahora' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Pagar ahora' }));
    await waitFor(() => expect(onFailure).toHaveBeenLastCalledWith('Lo sentimos, se ha tenido un problema al procesar tu pago.'));
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('shows each failure to start as an alert and in place of the form, and types 2 and 3 as not available yet', async () => {
    const cases = [
      [{ getSecureData: 'failure' }, pluginTexts.serviceUnavailable],
      [{ getSecureData: 'code=500' }, pluginTexts.serviceUnavailable],
      [{ getPaymentPlugin: 'clientDataError' }, 'Hubo un error al obtener la información del cliente. Por favor, contacta a soporte.'],
      [{ getPaymentPlugin: 'code=500' }, pluginTexts.clientDataError],
      [{ getPaymentPlugin: 'undecryptableInformation' }, pluginTexts.clientDataError],
    ] as const;
    for (const [scenarios, message] of cases) {
      chooseScenarios(scenarios, { replace: true });
      const { unmount } = renderPlugin();
      const alert = await screen.findByRole('dialog');
      expect(alert).toHaveTextContent(message);
      const region = screen.getByRole('region', { name: pluginTexts.regionLabel, hidden: true });
      expect(within(region).getByText(message)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Pagar ahora', hidden: true })).not.toBeInTheDocument();
      unmount();
    }
    for (const provider of ['hostedCheckoutProvider', 'walletProvider'] as const) {
      chooseScenarios({ getPaymentPlugin: provider }, { replace: true });
      const { unmount } = renderPlugin();
      expect(await screen.findByText(pluginTexts.providerNotAvailable)).toBeInTheDocument();
      unmount();
    }
  });

  describe('a charge whose answer never comes (decision 180)', () => {
    for (const outcome of ['networkError', 'code=502', 'code=503', 'code=504'] as const) {
      it(`${outcome}: reports the payment in process, not a refusal, and charges the same purchase no more in this tab`, async () => {
        chooseScenarios({ chargePayment: outcome });
        const { user, onSuccess, onFailure, onInProcess, unmount } = renderPlugin();
        await user.click(await screen.findByRole('button', { name: 'Pagar ahora' }, { timeout: 5000 }));
        await waitFor(() => expect(onInProcess).toHaveBeenCalledTimes(1));
        expect(onFailure).not.toHaveBeenCalled();
        expect(chargeCalls()).toBe(1);

        // Even once the service answers again, a second try of the same purchase is not sent.
        chooseScenarios({ chargePayment: 'charged' });
        await waitFor(() => expect(screen.getByRole('button', { name: 'Pagar ahora' })).toBeEnabled());
        await user.click(screen.getByRole('button', { name: 'Pagar ahora' }));
        expect(onInProcess).toHaveBeenCalledTimes(2);
        unmount();

        // Nor from a new opening of the plugin for it; another line's purchase is charged.
        const again = renderPlugin();
        await user.click(await screen.findByRole('button', { name: 'Pagar ahora' }, { timeout: 5000 }));
        expect(again.onInProcess).toHaveBeenCalledTimes(1);
        again.unmount();
        expect(chargeCalls()).toBe(1);
        const other = renderPlugin({ ...purchase, phone: '5587654321' });
        await user.click(await screen.findByRole('button', { name: 'Pagar ahora' }, { timeout: 5000 }));
        await waitFor(() => expect(other.onSuccess).toHaveBeenCalled());
        expect(chargeCalls()).toBe(2);
        expect(onSuccess).not.toHaveBeenCalled();
      });
    }

    it('lets the same purchase be charged again once the block time has passed', async () => {
      const start = Date.now();
      const now = vi.spyOn(Date, 'now').mockReturnValue(start);
      chooseScenarios({ chargePayment: 'networkError' });
      const { user, onSuccess, onInProcess } = renderPlugin();
      await user.click(await screen.findByRole('button', { name: 'Pagar ahora' }, { timeout: 5000 }));
      await waitFor(() => expect(onInProcess).toHaveBeenCalledTimes(1));
      chooseScenarios({ chargePayment: 'charged' });
      now.mockReturnValue(start + UNSETTLED_CHARGE_BLOCK_MS - 1);
      await waitFor(() => expect(screen.getByRole('button', { name: 'Pagar ahora' })).toBeEnabled());
      await user.click(screen.getByRole('button', { name: 'Pagar ahora' }));
      expect(onInProcess).toHaveBeenCalledTimes(2);
      now.mockReturnValue(start + UNSETTLED_CHARGE_BLOCK_MS);
      await user.click(screen.getByRole('button', { name: 'Pagar ahora' }));
      await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
      now.mockRestore();
    });

    it('a clear refusal (success false, a 4xx, a 500 with the service answer) still lets the visitor retry', async () => {
      for (const outcome of ['declined', 'undecryptableCharge', 'chargeServerError'] as const) {
        chooseScenarios({ chargePayment: outcome });
        const { user, onFailure, onInProcess, unmount } = renderPlugin();
        await user.click(await screen.findByRole('button', { name: 'Pagar ahora' }, { timeout: 5000 }));
        await waitFor(() => expect(onFailure).toHaveBeenCalledTimes(1));
        await waitFor(() => expect(screen.getByRole('button', { name: 'Pagar ahora' })).toBeEnabled());
        await user.click(screen.getByRole('button', { name: 'Pagar ahora' }));
        await waitFor(() => expect(onFailure).toHaveBeenCalledTimes(2));
        expect(onInProcess).not.toHaveBeenCalled();
        unmount();
      }
    });
  });
});
