import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/shared/testing/render-with-providers';
import { purchaseDetailTexts as detailTexts } from '../../plugin/texts';
import type { ChargeInput, PaymentPurchase, PluginConfiguration } from '../../plugin/types';
import { GATEWAY_FRAME_ELEMENT_ID } from '../constants';
import { GatewayForm } from '../gateway-form';
import type { GatewayEmbedOptions, PaymentGatewaySdk } from '../sdk/payment-gateway-sdk';
import { gatewayTexts as texts } from '../texts';

const GATEWAY_ORIGIN = 'https://pasarela.example';
const TOKEN = 'gwt_7Hq2LmX9pR4sT1vW8yZ3';

const configuration: PluginConfiguration = {
  client: { channel: 'web', store: 'bait-recargas' },
  provider: { type: 2, api: 'bait-checkout-recargas', env: 'sandbox', publicKey: 'pk_test_c1d2e3f4a5b6c7d8e9f0' },
  formOrigin: 'recargas',
  addressCredentials: { service: 'srv', client: 'cli', secret: 'sec' },
  legal: { recurring: true, notice: true, terms: true },
  legalTexts: [{ type: 2, html: 'Acepto los <a href="/terminos">Términos</a><img src=x onerror="alert(1)">' }],
  style: {
    loaderText: 'Cobrando',
    fonts: [],
    button: { text: 'Pagar ahora', background: '#1471CE', color: '#ffffff', font: 'Montserrat', radius: '0px', outlined: false },
    background: '',
  },
};

const purchase: PaymentPurchase = {
  channel: 'pagos',
  uuid: 'uuid-1',
  offer: { offerId: '1809', name: 'Recarga 200', price: 200, duration: 30, type: 1, description: 'Recarga 200, Internet y llamadas' },
  phone: '5512345678',
  email: 'maria@example.com',
  logged: false,
};

/** A fake gateway script: embeds an empty frame where the real one would, or throws its error code. */
function fakeGateway(code?: 'C002' | 'C003') {
  const embedded: GatewayEmbedOptions[] = [];
  let frame: HTMLIFrameElement | undefined;
  const sdk: PaymentGatewaySdk = {
    embed(options) {
      if (code) throw Object.assign(new Error('refused'), { code });
      embedded.push(options);
      const element = document.getElementById(options.element);
      if (!element) throw Object.assign(new Error('no element'), { code: 'C002' });
      frame = document.createElement('iframe');
      frame.title = options.title;
      frame.height = String(options.height);
      element.replaceChildren(frame);
      return { frame, destroy: () => frame?.remove() };
    },
  };
  /** Posts as the gateway's frame would, or as another origin or window when told. */
  function post(data: unknown, { origin = GATEWAY_ORIGIN, source }: { origin?: string; source?: Window | null } = {}) {
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data, origin, source: source === undefined ? (frame?.contentWindow ?? null) : source }));
    });
  }
  return { load: () => Promise.resolve(sdk), embedded, post };
}

function renderForm(gateway: ReturnType<typeof fakeGateway>, props: { purchase?: PaymentPurchase; detailMode?: boolean } = {}) {
  const onCharge = vi.fn<(input: ChargeInput) => void>();
  const onPaymentFailure = vi.fn<(message: string) => void>();
  const result = renderWithProviders(
    <GatewayForm
      configuration={configuration}
      purchase={props.purchase ?? purchase}
      detailMode={props.detailMode ?? true}
      isCharging={false}
      onCharge={onCharge}
      onPaymentFailure={onPaymentFailure}
      loadGateway={gateway.load}
      gatewayOrigin={GATEWAY_ORIGIN}
    />,
  );
  return { ...result, onCharge, onPaymentFailure };
}

describe('GatewayForm (provider type 2) with a fake gateway', () => {
  it('embeds the 700 px frame, obeys only the gateway frame, and charges the token after the detail step', async () => {
    const gateway = fakeGateway();
    const { user, onCharge, onPaymentFailure } = renderForm(gateway);
    expect(screen.getByRole('status')).toHaveTextContent(texts.loading);
    const frame = await screen.findByTitle(texts.frameTitle);
    expect(frame).toHaveAttribute('height', '700');
    expect(frame.parentElement).toHaveAttribute('id', GATEWAY_FRAME_ELEMENT_ID);
    expect(gateway.embedded).toEqual([
      expect.objectContaining({
        merchant: 'bait-checkout-recargas',
        environment: 'sandbox',
        publicKey: 'pk_test_c1d2e3f4a5b6c7d8e9f0',
        detailMode: true,
        height: 700,
        order: { amount: 200, currency: 'MXN', description: 'Recarga 200, Internet y llamadas', email: 'maria@example.com', phone: '5512345678' },
      }),
    ]);
    // Legal texts sanitised; the recurring checkbox is optional.
    expect(screen.getByRole('link', { name: 'Términos' })).toBeInTheDocument();
    expect(document.querySelector('img[onerror]')).toBeNull();

    gateway.post({ event: 'PaymentFormLoad' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    // Another origin, another window and malformed data change nothing.
    gateway.post({ event: 'RequestPayment', data: { token: TOKEN } }, { origin: 'https://evil.example' });
    gateway.post({ event: 'RequestPayment', data: { token: TOKEN } }, { source: window });
    gateway.post({ event: 'RequestPayment', data: { token: '<b>' } });
    gateway.post({ event: 'GoToDetail', data: 'x' });
    expect(screen.queryByRole('heading', { name: detailTexts.title })).not.toBeInTheDocument();

    // ChangeLegal 0: terms unticked in the frame, so a payment request is refused.
    gateway.post({ event: 'ChangeLegal', data: 0, accepted: false });
    gateway.post({ event: 'RequestPayment', data: { token: TOKEN } });
    expect(screen.getByRole('alert')).toHaveTextContent(/^Debes aceptar los términos y condiciones para continuar$/);
    gateway.post({ event: 'ChangeLegal', data: 0, accepted: true });
    gateway.post({ event: 'ChangeOnForm', data: { complete: true } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // GoToDetail: the detail view, without a token nothing to pay; back to the frame.
    gateway.post({ event: 'GoToDetail' });
    expect(screen.getByRole('heading', { name: detailTexts.title })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: configuration.style.button.text })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: texts.detailBack }));
    expect(screen.getByTitle(texts.frameTitle)).toBeVisible();

    await user.click(screen.getByRole('checkbox', { name: texts.recurring }));
    gateway.post({ event: 'RequestPayment', data: { token: TOKEN } });
    const detail = screen.getByRole('region', { name: detailTexts.title });
    expect(detail).toHaveTextContent('Recarga 200, Internet y llamadas');
    expect(detail).toHaveTextContent('$200.00');
    expect(detail).toHaveTextContent('5512345678');
    expect(detail).toHaveTextContent('maria@example.com');
    expect(screen.getByRole('img', { name: detailTexts.imageAlt })).toBeInTheDocument();
    expect(onCharge).not.toHaveBeenCalled();
    const pay = screen.getByRole('button', { name: configuration.style.button.text });
    // Every style variable of the configuration's button (spec payments 3), its font included.
    expect(pay).toHaveStyle({ backgroundColor: '#1471CE', color: '#ffffff', borderRadius: '0px' });
    expect(pay.style.fontFamily).toBe('Montserrat, var(--font-family)');
    await user.click(pay);
    expect(onCharge).toHaveBeenCalledWith({ token: TOKEN, recurring: true });
    expect(onPaymentFailure).not.toHaveBeenCalled();
  });

  it('charges at once without detail mode, hands payment errors to the flow, and shows C003 and C002', async () => {
    const gateway = fakeGateway();
    const { onCharge, onPaymentFailure, unmount } = renderForm(gateway, { detailMode: false });
    await screen.findByTitle(texts.frameTitle);
    gateway.post({ event: 'RequestPayment', data: { token: TOKEN } });
    expect(onCharge).toHaveBeenCalledWith({ token: TOKEN, recurring: false });
    gateway.post({ event: 'PaymentError', data: { code: 'card_declined', message_to_purchaser: 'Tu banco rechazó el pago.' } });
    gateway.post({ event: 'PaymentError', data: { code: 'internal_error' } });
    expect(onPaymentFailure.mock.calls).toEqual([['Tu banco rechazó el pago.'], ['']]);
    gateway.post({ event: 'PaymentError', data: { code: 'C003' } });
    expect(screen.getByRole('alert')).toHaveTextContent(texts.embedErrors.C003);
    expect(screen.queryByTitle(texts.frameTitle)).not.toBeInTheDocument();
    unmount();

    renderForm(fakeGateway('C002'));
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.embedErrors.C002);
  });

  it('reports missing main data before embedding', async () => {
    const gateway = fakeGateway();
    renderForm(gateway, { purchase: { ...purchase, email: '', offer: { ...purchase.offer, description: '' } } });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(texts.missingMainData);
    expect(alert).toHaveTextContent(texts.missingFields.email);
    expect(alert).toHaveTextContent(texts.missingFields.description);
    expect(alert).not.toHaveTextContent(texts.missingFields.phone);
    await waitFor(() => expect(gateway.embedded).toEqual([]));
  });
});
