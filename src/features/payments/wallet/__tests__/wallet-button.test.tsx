import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/shared/testing/render-with-providers';
import type { ChargeInput, PaymentPurchase, PluginConfiguration } from '../../plugin/types';
import type { WalletButtonsOptions, WalletOrderRequest, WalletSdk } from '../sdk/wallet-sdk';
import { walletTexts } from '../texts';
import { WalletButtonView } from '../wallet-button';
import { walletOrderRequest, type WalletOrderConfig } from '../wallet-order';

const configuration: PluginConfiguration = {
  client: { channel: 'web', store: 'bait-recargas' },
  provider: { type: 3, api: 'bait-wallet-recargas', env: 'sandbox', publicKey: 'client_test_7f6e5d4c3b2a1f0e' },
  formOrigin: 'recargas',
  addressCredentials: { service: 'srv', client: 'cli', secret: 'sec' },
  legal: { recurring: true, notice: true, terms: true },
  legalTexts: [
    { type: 1, html: 'He leído y acepto el <a href="/aviso-de-privacidad">Aviso de Privacidad</a><img src=x onerror="alert(1)">' },
    { type: 2, html: 'Acepto los términos y condiciones' },
  ],
  style: {
    loaderText: 'Cobrando',
    fonts: [],
    button: { text: 'Pagar', background: '#1471CE', color: '#ffffff', font: '', radius: '0px', outlined: false },
    background: '',
  },
};

const purchase: PaymentPurchase = {
  channel: 'pagos',
  uuid: 'uuid-1',
  offer: { offerId: '1001', name: 'Bait 100', price: 100, duration: 30, type: 1, description: 'Recarga' },
  phone: '5512345678',
  email: 'ana@example.com',
  logged: false,
};

/** A fake SDK: renders a plain button that the init actions enable and disable, and keeps the options. */
function fakeSdk() {
  const created: WalletOrderRequest[] = [];
  let options: WalletButtonsOptions | undefined;
  const sdk: WalletSdk = {
    Buttons: (given) => {
      options = given;
      let button: HTMLButtonElement | undefined;
      return {
        render: (container) => {
          button = document.createElement('button');
          button.textContent = 'Pagar con monedero';
          button.addEventListener('click', () => {
            const click = { allowed: true };
            void Promise.resolve(given.onClick?.({}, { resolve: () => void (click.allowed = true), reject: () => void (click.allowed = false) })).then(() =>
              click.allowed ? given.createOrder({}, { order: { create: (order) => (created.push(order), Promise.resolve('ORDER123456')) } }) : undefined,
            );
          });
          container.append(button);
          given.onInit?.({}, { enable: () => void (button && (button.disabled = false)), disable: () => void (button && (button.disabled = true)) });
          return Promise.resolve();
        },
        close: () => void button?.remove(),
      };
    },
  };
  return { sdk, created, options: () => options };
}

function renderWallet(order: WalletOrderConfig = { createOrderOnClient: () => walletOrderRequest(purchase) }) {
  const fake = fakeSdk();
  const loadSdk = vi.fn<(clientId: string) => Promise<WalletSdk>>(() => Promise.resolve(fake.sdk));
  const onCharge = vi.fn<(input: ChargeInput) => void>();
  const result = renderWithProviders(
    <WalletButtonView configuration={configuration} purchase={purchase} detailMode isCharging={false} onCharge={onCharge} order={order} loadSdk={loadSdk} />,
  );
  return { ...result, fake, loadSdk, onCharge };
}

describe('WalletButton', () => {
  it('enables the button once every legal text is ticked, creates the order on the client, charges the approval and survives cancel and error', async () => {
    const { user, fake, loadSdk, onCharge } = renderWallet();
    const pay = await screen.findByRole('button', { name: 'Pagar con monedero' });
    expect(loadSdk).toHaveBeenCalledWith('client_test_7f6e5d4c3b2a1f0e');
    expect(fake.options()?.style).toEqual({ layout: 'vertical', color: 'gold', shape: 'rect', label: 'paypal' });
    // Legal texts are sanitised server HTML.
    expect(screen.getByRole('link', { name: 'Aviso de Privacidad' })).toBeInTheDocument();
    expect(document.querySelector('img[onerror]')).toBeNull();

    expect(pay).toBeDisabled();
    expect(screen.getByText(walletTexts.acceptLegal)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Aviso de Privacidad/ }));
    expect(pay).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /términos y condiciones/ }));
    expect(pay).toBeEnabled();
    expect(screen.queryByText(walletTexts.acceptLegal)).not.toBeInTheDocument();

    await user.click(pay);
    await waitFor(() => expect(fake.created).toHaveLength(1));
    expect(fake.created[0]).toEqual(walletOrderRequest(purchase));

    act(() => fake.options()?.onCancel?.({ orderID: 'ORDER123456' }));
    expect(screen.getByRole('alert')).toHaveTextContent(walletTexts.cancelled);
    act(() => fake.options()?.onError?.(new Error('UNPROCESSABLE_ENTITY')));
    expect(screen.getByRole('alert')).toHaveTextContent(walletTexts.failed);
    expect(onCharge).not.toHaveBeenCalled();

    // Pressing again clears the message; the approval charges the order id as token.
    await user.click(pay);
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await act(() => fake.options()?.onApprove({ orderID: 'ORDER123456', payerID: 'PAYER' }));
    expect(onCharge).toHaveBeenCalledWith({ token: 'ORDER123456', recurring: false });

    // Unticking a legal text disables it again.
    await user.click(screen.getByRole('checkbox', { name: /términos y condiciones/ }));
    expect(pay).toBeDisabled();
  });

  it('shows the client rule error in place of the button, and the unavailable text when the SDK does not load', async () => {
    const both = renderWallet({ createOrderOnClient: () => walletOrderRequest(purchase), createOrderOnServer: () => Promise.resolve('X') });
    expect(screen.getByRole('alert')).toHaveTextContent(walletTexts.bothOrderCreators);
    expect(both.loadSdk).not.toHaveBeenCalled();
    both.unmount();

    const onCharge = vi.fn<(input: ChargeInput) => void>();
    renderWithProviders(
      <WalletButtonView
        configuration={configuration}
        purchase={purchase}
        detailMode
        isCharging={false}
        onCharge={onCharge}
        order={{ createOrderOnClient: () => walletOrderRequest(purchase) }}
        loadSdk={() => Promise.reject(new Error('no script'))}
      />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(walletTexts.unavailable);
  });
});
