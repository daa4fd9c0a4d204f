import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAnalyticsConsent } from '@/shared/domain/analytics';
import { FeatureFlagsProvider, type FeatureFlagsState } from '@/shared/domain/feature-flags';
import { allFlagsOff } from '@/shared/domain/feature-flags/map-feature-flags';
import type { Offer } from '@/shared/domain/offers/offer';
import type { TopUpRequest } from '@/shared/domain/top-up/top-up-request';
import { recordRequests, chooseScenarios } from '@/shared/testing/mock-api';
import { renderWithProviders } from '@/shared/testing/render-with-providers';
import { rememberUnsettledCharge } from '../../plugin/api/unsettled-charges';
import type { PaymentPluginProps } from '../../plugin/payment-plugin';
import { pluginTexts } from '../../plugin/texts';
import { TopUpModal } from '../top-up-modal';

// The plugin is tested on its own: a stand-in that reports success or failure on demand.
function StandInPlugin({ purchase, onSuccess, onFailure, onInProcess, onFormShown }: PaymentPluginProps) {
  return (
    <div>
      <p>Plugin {purchase.channel}</p>
      <button type="button" onClick={() => onFormShown?.()}>
        Mostrar formulario
      </button>
      <button type="button" onClick={() => onSuccess('')}>
        Pagar prueba
      </button>
      <button
        type="button"
        onClick={() => {
          // What the plugin does when the charge gets no answer (decision 180).
          rememberUnsettledCharge(purchase);
          onInProcess?.();
        }}
      >
        Pago sin respuesta
      </button>
      <button type="button" onClick={() => onFailure('Pago rechazado')}>
        Fallar prueba
      </button>
    </div>
  );
}

const offer: Offer = {
  offerId: '1100101012',
  rechargeName: 'Bait 200',
  price: 200,
  type: 1,
  validity: '30 días',
  duration: 30,
  includeMessage: ['12 GB para navegar'],
  associated: false,
};

function gatewayOn(children: ReactNode) {
  const state: FeatureFlagsState = { rules: { ...allFlagsOff(), 'new-plugin': { on: true } }, guestEsimEnabled: false, readFailed: false };
  return (
    <FeatureFlagsProvider state={state} search="">
      {children}
    </FeatureFlagsProvider>
  );
}

function renderModal(request: TopUpRequest, { gateway = false, url = '/recargas' } = {}) {
  const onClose = vi.fn();
  const modal = <TopUpModal request={request} onClose={onClose} paymentPlugin={StandInPlugin} />;
  return { ...renderWithProviders(gateway ? gatewayOn(modal) : modal, { url }), onClose };
}

const dataLayer = () => (window as Window & { dataLayer?: unknown[] }).dataLayer ?? [];

afterEach(() => {
  setAnalyticsConsent(false);
  (window as Window & { dataLayer?: unknown[] }).dataLayer = [];
});

const eventNames = () => dataLayer().flatMap((entry) => (typeof entry === 'object' && entry && 'event' in entry ? [entry.event] : []));

describe('TopUpModal', () => {
  it("finds a banner's offer in its list and shows name, price, duration, benefits, PUJ, privacy and the logo", async () => {
    const requests = recordRequests('/conn/page/api/app/ofertas');
    renderModal({ kind: 'recharge', recharge: { type: 1, offerId: '1100101012', price: 200 } });
    expect(screen.getByRole('status')).toHaveTextContent('Cargando la oferta…');
    const dialog = await screen.findByRole('dialog', { name: 'Bait 200' });
    expect(requests).toHaveLength(1);
    expect(within(dialog).getByText('$200.00*')).toBeInTheDocument();
    expect(within(dialog).getByText('Vigencia: 30 días')).toBeInTheDocument();
    expect(within(dialog).getByText('12 GB para navegar')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: '*Aplica PUJ' })).toHaveAttribute('href', '/PUJ');
    expect(within(dialog).getByRole('link', { name: 'Aviso de Privacidad' })).toHaveAttribute('target', '_blank');
    expect(within(dialog).getByText('Pago seguro con el estándar de seguridad PCI DSS')).toBeInTheDocument();
  });

  it('says so, with a retry, when the offer of a banner is not in the list', async () => {
    renderModal({ kind: 'recharge', recharge: { type: 1, offerId: '0000000000', price: 200 } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Hubo un error al obtener la información. Por favor inténtalo de nuevo');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('legacy: line data, number check, summary, plugin, WhatsApp consent, then success closes', async () => {
    const checks = recordRequests('/api/core/validaciones/recarga/numero');
    const optIns = recordRequests('/api/core/subscribe/opt-in/whatsapp');
    setAnalyticsConsent(true);
    const { user, onClose } = renderModal({ kind: 'offer', offer });
    const next = screen.getByRole('button', { name: 'Siguiente' });
    expect(screen.queryByLabelText('Número de servicio')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Número de teléfono'), '55 1234 5678');
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@correo.mx');
    await vi.waitFor(() => expect(next).toBeEnabled(), { timeout: 3000 });
    expect(await checks[0]?.json()).toMatchObject({ msisdn: '5512345678', type: 1 });

    await user.click(next);
    expect(screen.getByText('5512345678')).toBeInTheDocument();
    expect(screen.getByText('ana@correo.mx')).toBeInTheDocument();
    expect(await screen.findByText('Plugin pagos')).toBeInTheDocument();
    // The consent waits for the plugin's form and its legal checkbox (spec payments 2).
    expect(screen.queryByRole('checkbox', { name: /WhatsApp/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mostrar formulario' }));

    await user.click(screen.getByRole('checkbox', { name: /información sobre mi línea por WhatsApp/ }));
    expect(await screen.findByText('Listo, recibirás información sobre tu línea por WhatsApp.')).toBeInTheDocument();
    expect(await optIns[0]?.json()).toEqual({ telefono: '5512345678' });

    await user.click(screen.getByRole('button', { name: 'Pagar prueba' }));
    // A paid top-up says it is in process and asks not to try again.
    expect(
      await screen.findByText(
        'Felicidades, se ha completado tu pago. Tu recarga está en proceso y en unos minutos se verá reflejada en tu línea; evita realizar otro intento para no duplicar el cargo.',
      ),
    ).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(eventNames()).toEqual(['cookie_consent', 'add_to_cart', 'begin_checkout', 'purchase']);
    expect(dataLayer()).toContainEqual(expect.objectContaining({ event: 'purchase', ecommerce: expect.objectContaining({ currency: 'MXN', value: 200 }) }));
    // The analytics layer never gets the line number or the e-mail.
    expect(JSON.stringify(dataLayer())).not.toMatch(/5512345678|ana@correo\.mx/);
  });

  it('gateway: a failure brings the form back with the message; the third shows the alert', async () => {
    setAnalyticsConsent(true);
    const { user } = renderModal({ kind: 'offer', offer: { ...offer, type: 3 }, phone: '5512345678' }, { gateway: true, url: '/mi-bait-prepago' });
    expect(screen.getByLabelText('Número de teléfono')).toHaveValue('5512345678');
    await user.type(screen.getByLabelText('Número de servicio'), '4411223344');
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@correo.mx');
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Siguiente' })).toBeEnabled(), { timeout: 3000 });
      await user.click(screen.getByRole('button', { name: 'Siguiente' }));
      expect(screen.getByText('4411223344')).toBeInTheDocument();
      // The gateway variant offers no consent of its own, even with its form on screen.
      await user.click(await screen.findByRole('button', { name: 'Mostrar formulario' }));
      expect(screen.queryByRole('checkbox', { name: /WhatsApp/ })).not.toBeInTheDocument();
      await user.click(await screen.findByRole('button', { name: 'Fallar prueba' }));
      expect(await screen.findAllByText('Pago rechazado')).not.toHaveLength(0);
      expect(screen.getByLabelText('Número de servicio')).toHaveValue('4411223344');
      if (attempt < 3) expect(screen.queryByRole('button', { name: 'Aceptar' })).not.toBeInTheDocument();
    }
    // On a journey page the payment detail is tagged at each Next.
    expect(dataLayer()).toContainEqual({ event: 'journey_step', journey_step: 'detallepago' });
    expect(await screen.findByRole('button', { name: 'Aceptar' })).toBeInTheDocument();
  });

  it('shows the rejection of the number with #numero# replaced and keeps Next disabled', async () => {
    chooseScenarios({ validateTopUpLine: 'notOnNetwork' });
    const { user } = renderModal({ kind: 'offer', offer });
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@correo.mx');
    await user.type(screen.getByLabelText('Número de teléfono'), '5512345678');
    expect(await screen.findByText('El número 5512345678 no existe en la red, verifica e ingrésalo nuevamente.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
  });

  it('a charge without an answer: the in-process warning, the modal closes, and the same line is not offered the plugin again', async () => {
    setAnalyticsConsent(true);
    const first = renderModal({ kind: 'offer', offer, phone: '5512345678' }, { gateway: true });
    await first.user.type(screen.getByLabelText('Correo electrónico'), 'ana@correo.mx');
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Siguiente' })).toBeEnabled(), { timeout: 3000 });
    await first.user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await first.user.click(await screen.findByRole('button', { name: 'Pago sin respuesta' }));
    expect(await screen.findByText(pluginTexts.inProcess)).toBeInTheDocument();
    expect(first.onClose).toHaveBeenCalled();
    // Not a purchase, not a failure.
    expect(eventNames()).not.toContain('purchase');
    first.unmount();

    const second = renderModal({ kind: 'offer', offer, phone: '5512345678' }, { gateway: true });
    await second.user.type(screen.getByLabelText('Correo electrónico'), 'ana@correo.mx');
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Siguiente' })).toBeEnabled(), { timeout: 3000 });
    await second.user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByRole('alert')).toHaveTextContent(pluginTexts.inProcess);
    expect(screen.queryByText('Plugin pagos')).not.toBeInTheDocument();
    // Another line can still be paid.
    await second.user.clear(screen.getByLabelText('Número de teléfono'));
    await second.user.type(screen.getByLabelText('Número de teléfono'), '5587654321');
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Siguiente' })).toBeEnabled(), { timeout: 3000 });
    await second.user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Plugin pagos')).toBeInTheDocument();
  });
});
