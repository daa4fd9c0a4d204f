import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Offer } from '@/shared/domain/offers/offer';
import { TopUpProvider } from '@/shared/domain/top-up/top-up-context';
import type { TopUpRequest } from '@/shared/domain/top-up/top-up-request';
import { chooseScenarios } from '@/shared/testing/mock-api';
import { renderWithProviders } from '@/shared/testing/render-with-providers';
import { esimAssignmentOf } from '../api/esim-portability';
import { paidEsimMessage } from '../esim-assignment';
import { EsimPurchaseDialog } from '../esim-purchase-dialog';

const offer: Offer = {
  offerId: '1700701002',
  rechargeName: 'eSIM Bait 200',
  price: 200,
  type: 7,
  validity: '30 días',
  duration: 30,
  includeMessage: [],
  associated: false,
};

afterEach(() => {
  localStorage.clear();
});

describe('what the portability lookup says of a paid eSIM', () => {
  it('is assigned with digits only, not yet assigned on success false, and nothing otherwise', () => {
    expect(esimAssignmentOf(200, { success: true, iccid: '8952140001234567890', dn: '5512345678' })).toEqual({
      kind: 'assigned',
      iccid: '8952140001234567890',
      dn: '5512345678',
    });
    expect(esimAssignmentOf(200, { success: false })).toEqual({ kind: 'notAssigned' });
    expect(esimAssignmentOf(200, { success: true, iccid: '<b>x</b>', dn: '5512345678' })).toEqual({ kind: 'unknown' });
    expect(esimAssignmentOf(200, { success: true })).toEqual({ kind: 'unknown' });
    expect(esimAssignmentOf(404, { success: false })).toEqual({ kind: 'unknown' });
    expect(esimAssignmentOf(undefined, undefined)).toEqual({ kind: 'unknown' });
  });

  it('joins the success text, or leaves it alone', () => {
    expect(paidEsimMessage({ kind: 'assigned', iccid: '8952140001234567890', dn: '5512345678' })).toMatch(
      /^<p>¡Felicidades! Tu compra de E-SIM se realizó con éxito\..*<\/p><p>Tu eSIM ya está lista\. ICCID: 8952140001234567890\. Número asignado: 55 12 34 56 78\.<\/p>$/,
    );
    expect(paidEsimMessage({ kind: 'notAssigned' })).toContain('Aún estamos asignando el número de tu eSIM');
    expect(paidEsimMessage({ kind: 'unknown' })).toBeUndefined();
  });
});

async function paidPurchase() {
  const openTopUp = vi.fn<(request: TopUpRequest) => void>();
  const { user } = renderWithProviders(
    <TopUpProvider openTopUp={openTopUp}>
      <EsimPurchaseDialog offer={offer} onClose={vi.fn()} />
    </TopUpProvider>,
    { url: '/e-sim?oferta=1700701002' },
  );
  await user.click(screen.getByLabelText('Teléfono de contacto'));
  await user.paste('5512345678');
  await user.type(screen.getByLabelText('Correo electrónico'), 'ana@correo.mx');
  await user.type(screen.getByLabelText('Confirma tu correo electrónico'), 'ana@correo.mx');
  await user.click(screen.getByLabelText('IMEI'));
  await user.paste('356938035643809');
  await user.tab();
  const pay = screen.getByRole('button', { name: 'Proceder al pago' });
  await vi.waitFor(() => expect(pay).toBeEnabled(), { timeout: 3000 });
  await user.click(pay);
  await vi.waitFor(() => expect(openTopUp).toHaveBeenCalled(), { timeout: 3000 });
  const request = openTopUp.mock.calls[0]?.[0];
  if (request?.kind !== 'purchase') throw new Error('no purchase handed over');
  // What the payment modal does on success: the paid moment.
  request.onPaid?.();
  return request;
}

describe('the paid eSIM', () => {
  it('shows the ICCID and number assigned with the success text', async () => {
    await paidPurchase();
    expect(
      await screen.findByText(/Tu eSIM ya está lista\. ICCID: 8952140001234567890\. Número asignado: 55 12 34 56 78\./, {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Tu compra de E-SIM se realizó con éxito/)).toBeInTheDocument();
  });

  it('says the number is not yet assigned when the lookup says so', async () => {
    chooseScenarios({ getEsimPortability: 'notAssigned' });
    await paidPurchase();
    expect(
      await screen.findByText('Aún estamos asignando el número de tu eSIM; lo encontrarás en el correo con tu código QR.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
  });

  it('adds nothing when the lookup fails', async () => {
    chooseScenarios({ getEsimPortability: 'networkError' });
    await paidPurchase();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText(/Tu eSIM ya está lista|Aún estamos asignando/)).not.toBeInTheDocument();
  });
});
