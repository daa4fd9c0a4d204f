import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Offer } from '@/shared/domain/offers/offer';
import type { PurchaseRequest } from '@/shared/domain/top-up/top-up-request';
import { renderWithProviders } from '@/shared/testing/render-with-providers';
import { rememberUnsettledCharge } from '../../plugin/api/unsettled-charges';
import type { PaymentPluginProps } from '../../plugin/payment-plugin';
import { pluginTexts } from '../../plugin/texts';
import { TopUpModal } from '../top-up-modal';

// A stand-in plugin that reports the moments a real gateway reaches, then succeeds or fails on demand.
function StandInPlugin({ purchase, onSuccess, onFailure, onInProcess, onMoment }: PaymentPluginProps) {
  return (
    <div>
      <p>
        Plugin {purchase.channel} {purchase.uuid} {purchase.shipping ? `envío ${purchase.shipping.postalCode}` : 'sin envío'}
      </p>
      <button type="button" onClick={() => onMoment?.('gatewayLoaded')}>
        Cargar prueba
      </button>
      <button
        type="button"
        onClick={() => {
          onMoment?.('acceptAndPay');
          onSuccess('');
        }}
      >
        Pagar prueba
      </button>
      <button type="button" onClick={() => onFailure('Pago rechazado')}>
        Fallar prueba
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
    </div>
  );
}

const offer: Offer = {
  offerId: '1809900001',
  rechargeName: 'E-SIM Bait 200',
  price: 200,
  type: 7,
  validity: '30 días',
  duration: 30,
  includeMessage: ['12 GB para navegar'],
  associated: false,
};

function renderPurchase(overrides: Partial<PurchaseRequest> = {}) {
  const onClose = vi.fn();
  const onPaid = vi.fn();
  const onMoment = vi.fn();
  const request: PurchaseRequest = {
    kind: 'purchase',
    offer,
    channel: 'esim',
    uuid: 'visitor-uuid-1',
    phone: '5512345678',
    email: 'ana@correo.mx',
    onPaid,
    onMoment,
    successMessage: 'Tu E-SIM está lista.',
    ...overrides,
  };
  return {
    ...renderWithProviders(<TopUpModal request={request} onClose={onClose} paymentPlugin={StandInPlugin} />, { url: '/e-sim' }),
    onClose,
    onPaid,
    onMoment,
  };
}

describe('TopUpModal with a handed-over purchase', () => {
  it('skips the line data, reports each moment, and on success calls onPaid, shows its text and closes', async () => {
    const { user, onClose, onPaid, onMoment } = renderPurchase();
    expect(screen.getByRole('dialog', { name: 'E-SIM Bait 200' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Siguiente' })).not.toBeInTheDocument();
    expect(screen.getByText('5512345678')).toBeInTheDocument();
    expect(screen.getByText('ana@correo.mx')).toBeInTheDocument();
    // The summary names what is bought: this eSIM, not a recharge.
    expect(screen.getByRole('heading', { name: 'Resumen de tu compra de eSIM' })).toBeInTheDocument();
    expect(await screen.findByText('Plugin esim visitor-uuid-1 sin envío')).toBeInTheDocument();
    expect(onMoment).toHaveBeenCalledWith('paymentDetail');

    await user.click(screen.getByRole('button', { name: 'Cargar prueba' }));
    await user.click(screen.getByRole('button', { name: 'Pagar prueba' }));
    expect(onMoment.mock.calls.map(([moment]) => moment)).toEqual(['paymentDetail', 'gatewayLoaded', 'acceptAndPay']);
    expect(onPaid).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Tu E-SIM está lista.')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('hands the shipping over, and after a failure offers a retry that brings the plugin back', async () => {
    const shipping = {
      contactName: 'Ana',
      contactLastName: 'López',
      phone: '5512345678',
      email: 'ana@correo.mx',
      street: 'Reforma',
      exteriorNumber: '10',
      city: 'Ciudad de México',
      postalCode: '06600',
      neighbourhood: 'Juárez',
      municipality: 'Cuauhtémoc',
      state: 'Ciudad de México',
      country: 'México',
      cost: 0,
    };
    const { user, onPaid, onMoment } = renderPurchase({ channel: 'captacion', shipping });
    expect(await screen.findByText('Plugin captacion visitor-uuid-1 envío 06600')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Resumen de tu compra de SIM' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fallar prueba' }));
    expect(await screen.findAllByText('Pago rechazado')).not.toHaveLength(0);
    expect(onPaid).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Plugin captacion visitor-uuid-1 envío 06600')).toBeInTheDocument();
    expect(onMoment.mock.calls.filter(([moment]) => moment === 'paymentDetail')).toHaveLength(2);
  });

  it('an eSIM or SIM charge without an answer: in process, not paid, and the same purchase is not offered again in this tab', async () => {
    for (const channel of ['esim', 'captacion'] as const) {
      const first = renderPurchase({ channel });
      await first.user.click(await screen.findByRole('button', { name: 'Pago sin respuesta' }));
      expect(await screen.findByText(pluginTexts.inProcess)).toBeInTheDocument();
      expect(first.onClose).toHaveBeenCalled();
      expect(first.onPaid).not.toHaveBeenCalled();
      first.unmount();

      // The dialog hands the same purchase over again (a new guest uuid after a first attempt).
      const second = renderPurchase({ channel, uuid: 'visitor-uuid-2' });
      expect(screen.getByRole('alert')).toHaveTextContent(pluginTexts.inProcess);
      expect(screen.queryByText(/^Plugin/)).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
      second.unmount();
    }
  });
});
