import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAnalyticsConsent } from '@/shared/domain/analytics';
import type { Offer } from '@/shared/domain/offers/offer';
import { TopUpProvider } from '@/shared/domain/top-up/top-up-context';
import type { TopUpRequest } from '@/shared/domain/top-up/top-up-request';
import { chooseScenarios } from '@/shared/testing/mock-api';
import { renderWithProviders } from '@/shared/testing/render-with-providers';
import { EsimPurchaseDialog } from '../esim-purchase-dialog';

const offer: Offer = {
  offerId: '1700701002',
  rechargeName: 'eSIM Bait 200',
  price: 200,
  type: 7,
  validity: '30 días',
  duration: 30,
  includeMessage: ['12 GB para navegar', 'Redes sociales ilimitadas'],
  associated: false,
};

function renderDialog() {
  const openTopUp = vi.fn<(request: TopUpRequest) => void>();
  const onClose = vi.fn();
  const rendered = renderWithProviders(
    <TopUpProvider openTopUp={openTopUp}>
      <EsimPurchaseDialog offer={offer} onClose={onClose} />
    </TopUpProvider>,
    { url: '/e-sim?oferta=1700701002' },
  );
  return { ...rendered, openTopUp, onClose };
}

const dataLayer = () => (window as Window & { dataLayer?: unknown[] }).dataLayer ?? [];
const eventNames = () => dataLayer().flatMap((entry) => (typeof entry === 'object' && entry && 'event' in entry ? [entry.event] : []));

afterEach(() => {
  setAnalyticsConsent(false);
  (window as Window & { dataLayer?: unknown[] }).dataLayer = [];
  localStorage.clear();
});

async function fill(user: ReturnType<typeof renderDialog>['user'], imei = '356938035643809') {
  await user.click(screen.getByLabelText('Teléfono de contacto'));
  await user.paste('55 1234 5678');
  await user.type(screen.getByLabelText('Correo electrónico'), 'ana@correo.mx');
  await user.type(screen.getByLabelText('Confirma tu correo electrónico'), 'ana@correo.mx');
  await user.click(screen.getByLabelText('IMEI'));
  await user.paste(imei);
  await user.tab();
}

describe('EsimPurchaseDialog', () => {
  it('offer, form, IMEI outcomes and pay rule, check failure with retry, then the hand-over to payment', async () => {
    setAnalyticsConsent(true);
    chooseScenarios({ validateImei: 'noEsim', checkEsimPurchase: 'rejectedWithMessage' });
    const { user, openTopUp, onClose } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'E-SIM' });
    // The spec's title, then the offer's name as on its card.
    expect(within(dialog).getByRole('heading', { level: 3, name: 'eSIM Bait 200' })).toBeInTheDocument();
    expect(within(dialog).getByText('Total a pagar')).toBeInTheDocument();
    expect(within(dialog).getByText('$200.00 MXN')).toBeInTheDocument();
    expect(within(dialog).getByText('Este paquete incluye')).toBeInTheDocument();
    expect(within(dialog).getByText('12 GB para navegar')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: '*Aplica PUJ' })).toHaveAttribute('href', '/PUJ');
    expect(within(dialog).getByText('El E-SIM de reemplazo no incluye los beneficios del paquete')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Ingresa tu información' })).toBeInTheDocument();
    expect(within(dialog).getByText('Marca *#06# para ver tu IMEI y asegúrate de que tu equipo esté desbloqueado.')).toBeInTheDocument();
    // The "Soy usuario Bait" toggle exists, hidden: the flow is always portability.
    expect(within(dialog).queryByRole('radio', { name: 'Soy usuario Bait' })).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Soy usuario Bait', { selector: 'input' })).not.toBeVisible();
    expect(eventNames()).toEqual(['cookie_consent', 'add_to_cart', 'begin_checkout']);

    const pay = screen.getByRole('button', { name: 'Proceder al pago' });
    expect(pay).toBeDisabled();
    // Copy, paste and cut are blocked in the e-mail fields.
    const confirmation = screen.getByLabelText('Confirma tu correo electrónico');
    expect(fireEvent.paste(confirmation)).toBe(false);
    expect(fireEvent.copy(screen.getByLabelText('Correo electrónico'))).toBe(false);
    expect(fireEvent.cut(confirmation)).toBe(false);

    await fill(user);
    expect(await screen.findByText(/no admite eSIM/, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Obtén tu SIM física' })).toHaveAttribute('href', '/cambiate-a-bait');
    expect(pay).toBeDisabled();

    chooseScenarios({ checkEsimPurchase: 'rejectedWithMessage' }, { replace: true });
    await user.type(screen.getByLabelText('IMEI'), '{Backspace}9');
    expect(await screen.findByText('¡Felicidades! Su equipo es compatible con nuestra red', {}, { timeout: 3000 })).toBeInTheDocument();
    await vi.waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);
    expect(await screen.findByText('El número ingresado ya cuenta con una compra en proceso', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(openTopUp).not.toHaveBeenCalled();
    expect(localStorage.getItem('hasPurchase')).toBe('true');

    chooseScenarios({}, { replace: true });
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 3000 });
    const request = openTopUp.mock.calls[0]?.[0];
    expect(request).toMatchObject({ kind: 'purchase', channel: 'esim', phone: '5512345678', email: 'ana@correo.mx', offer });
    expect(request?.kind === 'purchase' && request.successMessage).toMatch(/correo electrónico el código QR.*spam/);
    expect(eventNames()).toContain('add_shipping_info');
    // The analytics layer never gets the phone, the e-mail or the IMEI.
    expect(JSON.stringify(dataLayer())).not.toMatch(/5512345678|ana@correo\.mx|35693803564380/);
  });
});
