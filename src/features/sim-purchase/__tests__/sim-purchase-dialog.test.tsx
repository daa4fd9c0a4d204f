import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAnalyticsConsent } from '@/shared/domain/analytics';
import type { Offer } from '@/shared/domain/offers/offer';
import { TopUpProvider } from '@/shared/domain/top-up/top-up-context';
import type { TopUpRequest } from '@/shared/domain/top-up/top-up-request';
import { chooseScenarios } from '@/shared/testing/mock-api';
import { renderWithProviders } from '@/shared/testing/render-with-providers';
import { SimPurchaseDialog } from '../sim-purchase-dialog';

type WindowWithDataLayer = Window & { dataLayer?: Array<Record<string, unknown>> };
const events = () => ((window as WindowWithDataLayer).dataLayer ?? []).map((entry) => entry.event).filter(Boolean);

const offer: Offer = {
  offerId: '1700701001',
  rechargeName: 'SIM Bait 100',
  price: 100,
  type: 7,
  validity: '30 días',
  duration: 30,
  includeMessage: ['5 GB para navegar', 'Redes sociales ilimitadas'],
  associated: false,
};

/** Pastes into a field: much cheaper than typing each key in jsdom. */
async function fill(user: ReturnType<typeof renderDialog>['user'], field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

function renderDialog() {
  const openTopUp = vi.fn<(request: TopUpRequest) => void>();
  const onClose = vi.fn();
  const result = renderWithProviders(
    <TopUpProvider openTopUp={openTopUp}>
      <SimPurchaseDialog offer={offer} onClose={onClose} />
    </TopUpProvider>,
  );
  return { ...result, openTopUp, onClose };
}

beforeEach(() => {
  localStorage.clear();
  (window as WindowWithDataLayer).dataLayer = [];
  setAnalyticsConsent(true);
});
afterEach(() => setAnalyticsConsent(false));

describe('SimPurchaseDialog', () => {
  it('shows the offer, validates, looks the postal code up and hands the purchase to the payment', async () => {
    const { user, openTopUp, onClose } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'SIM' });
    expect(within(dialog).getByText('Total a pagar')).toBeVisible();
    expect(within(dialog).getByText('$100.00 MXN')).toBeVisible();
    expect(within(dialog).getByText('5 GB para navegar')).toBeVisible();
    expect(within(dialog).getByRole('link', { name: '*Aplica PUJ' })).toHaveAttribute('href', '/PUJ');
    expect(within(dialog).getByText('La SIM de reemplazo no incluye los beneficios del paquete')).toBeVisible();
    expect(within(dialog).getByRole('radio', { name: 'Envío a domicilio' })).toBeChecked();
    expect(events()).toEqual(['cookie_consent', 'add_to_cart', 'begin_checkout']);

    // Submitting empty shows every required message; the interior number is optional.
    await user.click(within(dialog).getByRole('button', { name: 'Proceder al pago' }));
    expect(await within(dialog).findAllByText('Campo requerido')).toHaveLength(8);
    expect(openTopUp).not.toHaveBeenCalled();

    await fill(user, within(dialog).getByLabelText('Nombre(s)'), 'María');
    await fill(user, within(dialog).getByLabelText('Apellidos'), 'López');
    await fill(user, within(dialog).getByLabelText('Correo electrónico'), 'maria@example');
    await fill(user, within(dialog).getByLabelText('Teléfono de contacto'), '55 1234-567');
    await user.tab();
    expect(within(dialog).getByText('Correo inválido')).toBeVisible();
    expect(within(dialog).getByLabelText('Teléfono de contacto')).toHaveValue('551234567');
    expect(within(dialog).getByText('Número de teléfono inválido')).toBeVisible();
    await fill(user, within(dialog).getByLabelText('Correo electrónico'), '.com');
    await user.type(within(dialog).getByLabelText('Teléfono de contacto'), '8');
    await fill(user, within(dialog).getByLabelText('Calle'), 'Av. Insurgentes Sur');
    await fill(user, within(dialog).getByLabelText('Número exterior'), '1602');

    // An unknown code: the server mensaje, and the code is cleared.
    const postalCode = within(dialog).getByLabelText('Código postal');
    await user.type(postalCode, '00000');
    expect(await screen.findByText('No encontramos colonias para el código postal ingresado.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(postalCode).toHaveValue(''));

    await fill(user, postalCode, '03a100');
    expect(postalCode).toHaveValue('03100');
    const colony = await within(dialog).findByRole('combobox', { name: 'Colonia' });
    await waitFor(() => expect(colony).toBeEnabled());
    expect(within(dialog).getByText('Ciudad de México')).toBeVisible();
    expect(within(dialog).getByText('Benito Juárez')).toBeVisible();
    expect(within(dialog).getByText('México')).toBeVisible();
    await user.selectOptions(colony, 'Narvarte Poniente');

    await user.click(within(dialog).getByRole('button', { name: 'Proceder al pago' }));
    await waitFor(() => expect(openTopUp).toHaveBeenCalledTimes(1));
    const request = openTopUp.mock.calls[0]?.[0];
    expect(request).toMatchObject({
      kind: 'purchase',
      offer,
      channel: 'captacion',
      phone: '5512345678',
      email: 'maria@example.com',
      shipping: { neighbourhood: 'Narvarte Poniente', postalCode: '03100', state: 'Ciudad de México', cost: 0 },
    });
    expect(request?.kind === 'purchase' && request.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(events()).toContain('CompleteRegistration');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('warns with the form text when the lookup fails', async () => {
    chooseScenarios({ lookupReplacementSimPostalCode: 'failure' });
    const { user } = renderDialog();
    const postalCode = screen.getByLabelText('Código postal');
    await user.type(postalCode, '03100');
    expect(await screen.findByText('Hubo un error al consultar tu código postal')).toBeVisible();
    await waitFor(() => expect(postalCode).toHaveValue(''));
  });
});
