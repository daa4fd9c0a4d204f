import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/shared/testing/render-with-providers';
import { purchaseDetailTexts as detailTexts, pluginTexts } from '../../plugin/texts';
import type { ChargeInput, LegalFlags, PaymentPurchase, PluginConfiguration } from '../../plugin/types';
import { HOSTED_FRAME_ELEMENT_ID } from '../constants';
import { HostedCheckoutForm } from '../hosted-checkout-form';
import type { HostedCardError, HostedCardToken, HostedCheckoutSdk } from '../sdk/hosted-checkout-sdk';
import { hostedCheckoutTexts as texts } from '../texts';

const TOKEN = 'tok_2yQ8mVb3KxT7pLs9Df4a';
const NOTICE_REFUSED = 'Debes aceptar el aviso de privacidad para continuar';

const configuration: PluginConfiguration = {
  client: { channel: 'web', store: 'bait-recargas' },
  provider: { type: 2, api: 'bait-checkout-recargas', env: 'sandbox', publicKey: 'pk_test_c1d2e3f4a5b6c7d8e9f0' },
  formOrigin: 'recargas',
  addressCredentials: { service: 'srv', client: 'cli', secret: 'sec' },
  legalTexts: [
    { type: 1, html: 'He leído y acepto el <a href="https://www.bait.com.mx/aviso-de-privacidad">Aviso de Privacidad</a>' },
    { type: 2, html: 'Acepto los <a href="/terminos">Términos</a><img src=x onerror="alert(1)">' },
  ],
  legal: { recurring: true, notice: true, terms: true },
  style: {
    loaderText: 'Cobrando',
    fonts: [],
    button: { text: 'Pagar mi recarga', background: '#1471CE', color: '#ffffff', font: 'Montserrat', radius: '0px', outlined: false },
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

/** A fake hosted-checkout script: mounts an empty frame where the real one would, and calls back when told. */
function fakeCheckout(code?: 'C002' | 'C003') {
  const mounted: Parameters<HostedCheckoutSdk['Card']>[0]['config'][] = [];
  let callbacks: Parameters<HostedCheckoutSdk['Card']>[0]['callbacks'] | undefined;
  const sdk: HostedCheckoutSdk = {
    Card({ config, callbacks: given }) {
      if (code) throw Object.assign(new Error('refused'), { code });
      const element = document.querySelector(config.targetIFrame);
      if (!element) throw Object.assign(new Error('no element'), { code: 'C002' });
      mounted.push(config);
      callbacks = given;
      const frame = document.createElement('iframe');
      frame.title = config.title;
      frame.height = String(config.height);
      element.replaceChildren(frame);
      return { frame, destroy: () => frame.remove() };
    },
  };
  const call = (run: () => void) => act(run);
  return {
    load: () => Promise.resolve(sdk),
    mounted,
    ready: () => call(() => callbacks?.onGetInfoSuccess({ loaded: true })),
    token: (token: HostedCardToken = { id: TOKEN }) => call(() => callbacks?.onCreateTokenSucceeded(token)),
    error: (error: HostedCardError) => call(() => callbacks?.onCreateTokenError(error)),
  };
}

function renderForm(
  checkout: ReturnType<typeof fakeCheckout>,
  props: { purchase?: PaymentPurchase; detailMode?: boolean; legal?: LegalFlags; legalTexts?: PluginConfiguration['legalTexts'] } = {},
) {
  const onCharge = vi.fn<(input: ChargeInput) => void>();
  const result = renderWithProviders(
    <HostedCheckoutForm
      configuration={{ ...configuration, legal: props.legal ?? configuration.legal, legalTexts: props.legalTexts ?? configuration.legalTexts }}
      purchase={props.purchase ?? purchase}
      detailMode={props.detailMode ?? true}
      isCharging={false}
      onCharge={onCharge}
      loadCheckout={checkout.load}
    />,
  );
  return { ...result, onCharge };
}

async function acceptAlert(user: ReturnType<typeof renderForm>['user'], text: string) {
  const alert = await screen.findByRole('dialog');
  expect(alert).toHaveTextContent(text);
  await user.click(within(alert).getByRole('button', { name: 'Aceptar' }));
}

describe('HostedCheckoutForm (legacy plugin, provider type 2) with a fake hosted-checkout script', () => {
  it('mounts the 700 px frame, refuses a token while a legal checkbox is unticked, and charges after the detail step', async () => {
    const checkout = fakeCheckout();
    const { user, onCharge } = renderForm(checkout);
    expect(screen.getByRole('status')).toHaveTextContent(texts.loading);
    const frame = await screen.findByTitle(texts.frameTitle);
    expect(frame).toHaveAttribute('height', '700');
    expect(frame.parentElement).toHaveAttribute('id', HOSTED_FRAME_ELEMENT_ID);
    expect(checkout.mounted).toEqual([
      {
        targetIFrame: `#${HOSTED_FRAME_ELEMENT_ID}`,
        publicKey: 'pk_test_c1d2e3f4a5b6c7d8e9f0',
        merchant: 'bait-checkout-recargas',
        locale: 'es',
        height: 700,
        title: texts.frameTitle,
        // Detail mode: the frame's button is a step.
        button: { text: texts.next, background: '#1471CE', color: '#ffffff', radius: '0px', outlined: false },
      },
    ]);
    checkout.ready();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText(texts.intro)).toBeVisible();
    // No WhatsApp consent here: the site's own shows in the legacy variant.
    expect(screen.queryByRole('checkbox', { name: /WhatsApp/ })).not.toBeInTheDocument();
    expect(document.querySelector('img[onerror]')).toBeNull();

    // Both legal texts are checkboxes; neither ticked: the token is refused with the card form's messages.
    checkout.token();
    expect(await screen.findByText(pluginTexts.termsRefused)).toBeVisible();
    expect(screen.getByText(NOTICE_REFUSED)).toBeVisible();
    expect(screen.queryByRole('region', { name: detailTexts.title })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: /Aviso de Privacidad/ }));
    await user.click(screen.getByRole('checkbox', { name: /Términos/ }));
    await user.click(screen.getByRole('checkbox', { name: texts.recurring }));
    expect(screen.queryByText(pluginTexts.termsRefused)).not.toBeInTheDocument();
    checkout.token();

    const detail = await screen.findByRole('region', { name: detailTexts.title });
    expect(detail).toHaveTextContent('Recarga 200, Internet y llamadas');
    expect(detail).toHaveTextContent('$200.00');
    expect(detail).toHaveTextContent('5512345678');
    expect(detail).toHaveTextContent('maria@example.com');
    expect(screen.getByTitle(texts.frameTitle)).not.toBeVisible();
    expect(onCharge).not.toHaveBeenCalled();

    // Back to the frame and a new token, then pay with the configuration's button.
    await user.click(screen.getByRole('button', { name: texts.detailBack }));
    expect(screen.getByTitle(texts.frameTitle)).toBeVisible();
    checkout.token();
    const pay = await screen.findByRole('button', { name: 'Pagar mi recarga' });
    expect(pay).toHaveStyle({ backgroundColor: '#1471CE', color: '#ffffff', borderRadius: '0px' });
    await user.click(pay);
    expect(onCharge).toHaveBeenCalledWith({ token: TOKEN, recurring: true });
  });

  it('charges at once without detail mode, and shows message_to_purchaser or the payment failure', async () => {
    const checkout = fakeCheckout();
    const { user, onCharge } = renderForm(checkout, { detailMode: false, legal: { recurring: false, notice: false, terms: true } });
    await screen.findByTitle(texts.frameTitle);
    // Without detail mode the frame's button pays, in the configuration's words.
    expect(checkout.mounted[0]?.button.text).toBe('Pagar mi recarga');
    // Recurring off: no checkbox; notice off: neither its checkbox nor its text (decision 270).
    expect(screen.queryByRole('checkbox', { name: texts.recurring })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Aviso de Privacidad/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Aviso de Privacidad' })).not.toBeInTheDocument();

    checkout.error({ code: 'card_declined', message_to_purchaser: 'La tarjeta fue declinada, por favor intenta con otra tarjeta.' });
    await acceptAlert(user, 'La tarjeta fue declinada, por favor intenta con otra tarjeta.');
    checkout.error({ code: 'internal_error' });
    await acceptAlert(user, texts.paymentFailed);
    // A token that is not the contract's shape is a failure too, never a charge.
    checkout.token({ id: '<b>' });
    await acceptAlert(user, texts.paymentFailed);
    expect(onCharge).not.toHaveBeenCalled();

    await user.click(screen.getByRole('checkbox', { name: /Términos/ }));
    checkout.token();
    await waitFor(() => expect(onCharge).toHaveBeenCalledWith({ token: TOKEN, recurring: false }));
    expect(screen.queryByRole('region', { name: detailTexts.title })).not.toBeInTheDocument();
  });

  it('shows C003 when the script is missing and C002 when it finds no element', async () => {
    const { unmount } = renderForm({ ...fakeCheckout(), load: () => Promise.reject(Object.assign(new Error('no script'), { code: 'C003' })) });
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.mountErrors.C003);
    expect(screen.queryByTitle(texts.frameTitle)).not.toBeInTheDocument();
    unmount();

    renderForm(fakeCheckout('C002'));
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.mountErrors.C002);
  });

  it('reports missing main data before loading the script', async () => {
    const checkout = fakeCheckout();
    const load = vi.fn(checkout.load);
    renderForm({ ...checkout, load }, { purchase: { ...purchase, email: '', offer: { ...purchase.offer, description: '' } } });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(texts.missingMainData);
    expect(alert).toHaveTextContent(texts.missingFields.email);
    expect(alert).toHaveTextContent(texts.missingFields.description);
    expect(alert).not.toHaveTextContent(texts.missingFields.phone);
    await waitFor(() => expect(load).not.toHaveBeenCalled());
  });
});
