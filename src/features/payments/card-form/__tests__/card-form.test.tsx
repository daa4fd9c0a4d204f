import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseScenarios } from '@/shared/testing/mock-api';
import { renderWithProviders } from '@/shared/testing/render-with-providers';
import type { ChargeInput, PaymentPurchase, PluginConfiguration, ProviderFormProps } from '../../plugin/types';
import { CardForm } from '../card-form';
import { installStandIn } from './stand-in-sdk';
import { resetCardProcessorLoader } from '../sdk/load-card-processor';

const configuration: PluginConfiguration = {
  client: { channel: 'pagos', store: 'tienda' },
  provider: { type: 1, api: 'tiendademo01', env: 'sandbox', publicKey: 'key_public' },
  formOrigin: 'web',
  addressCredentials: { service: 'srv', client: 'cli', secret: 'sec' },
  legal: { recurring: true, notice: true, terms: true },
  legalTexts: [
    { type: 1, html: 'Acepto el <a href="https://bait.example/aviso" target="_blank">aviso de privacidad</a><img src=x onerror="alert(1)">' },
    { type: 2, html: 'Acepto los términos y condiciones' },
  ],
  style: {
    loaderText: 'Cobrando',
    fonts: [],
    button: { text: 'Pagar ahora', background: '#1471CE', color: '#ffffff', font: 'Montserrat', radius: '8px', outlined: false },
    background: '',
  },
};

const purchase: PaymentPurchase = {
  channel: 'pagos',
  uuid: 'uuid-1',
  offer: { offerId: 'of-1', name: 'Recarga 200', price: 200, duration: 30, type: 1, description: 'Recarga' },
  phone: '5512345678',
  email: 'maria@example.com',
  logged: false,
};

function renderForm(props: Partial<ProviderFormProps> = {}) {
  const onCharge = vi.fn<(input: ChargeInput) => void>();
  const result = renderWithProviders(
    <CardForm configuration={configuration} purchase={purchase} detailMode={false} isCharging={false} onCharge={onCharge} {...props} />,
  );
  return { ...result, onCharge };
}

async function fillCard(user: UserEvent, { cvv = '123' } = {}) {
  await user.type(screen.getByLabelText('Nombre(s) del titular'), 'José');
  await user.type(screen.getByLabelText('Apellidos del titular'), 'Peña Núñez');
  await user.type(screen.getByLabelText('Número de tarjeta'), '4111 1111 1111 1111');
  await user.type(screen.getByLabelText('Vencimiento (MM / YY)'), '1235');
  await user.type(screen.getByLabelText('CVV'), cvv);
  await user.type(screen.getByLabelText('Dirección'), 'Av. Coyoacán 100');
  await user.type(screen.getByLabelText('Código postal'), '04100');
  await waitFor(() => expect(screen.getByLabelText('Colonia')).toBeEnabled());
  await user.selectOptions(screen.getByLabelText('Colonia'), 'Villa Coyoacán');
  await user.click(screen.getByRole('checkbox', { name: /aviso de privacidad/ }));
  await user.click(screen.getByRole('checkbox', { name: /términos y condiciones/ }));
}

beforeEach(() => {
  resetCardProcessorLoader();
  installStandIn(window, window.location.origin);
});

describe('CardForm', () => {
  it('validates after touch, fills the address from the postal code, and charges with the token only', async () => {
    const { user, onCharge } = renderForm();
    expect(screen.getByLabelText('CVV')).toHaveAttribute('type', 'password');
    // The legal text is server HTML: its link stays, its active content does not.
    expect(screen.getByRole('link', { name: 'aviso de privacidad' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(document.querySelector('img[onerror]')).toBeNull();

    await user.type(screen.getByLabelText('Número de tarjeta'), '1234');
    expect(screen.queryByText('Número de tarjeta inválido')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Número de tarjeta inválido')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Número de tarjeta'));
    await user.type(screen.getByLabelText('Nombre(s) del titular'), 'Ana2');
    await user.tab();
    expect(await screen.findByText('Escribe solo letras y espacios')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Nombre(s) del titular'));

    await user.click(screen.getByRole('button', { name: 'Pagar ahora' }));
    expect(await screen.findByText('Debes aceptar el aviso de privacidad para continuar')).toBeInTheDocument();
    expect(screen.getByText('Debes aceptar los términos y condiciones para continuar')).toBeInTheDocument();
    expect(onCharge).not.toHaveBeenCalled();

    await fillCard(user);
    expect(screen.getByLabelText('Vencimiento (MM / YY)')).toHaveValue('12/35');
    const places = screen.getByText('Estado').closest('dl');
    expect(places).toHaveTextContent(/Estado\s*Ciudad de México\s*Municipio\s*Coyoacán\s*País\s*México/);
    await user.click(screen.getByRole('checkbox', { name: /recurrente/ }));
    const pay = screen.getByRole('button', { name: 'Pagar ahora' });
    expect(pay).toHaveStyle({ backgroundColor: '#1471CE', color: '#ffffff', borderRadius: '8px' });
    expect(pay.style.fontFamily).toBe('Montserrat, var(--font-family)');
    await user.click(pay);

    await waitFor(() => expect(onCharge).toHaveBeenCalledTimes(1));
    const input = onCharge.mock.calls[0]?.[0];
    expect(input?.token).toMatch(/^tok_/);
    expect(input?.recurring).toBe(true);
    expect(input?.billing).toEqual({
      firstName: 'Jose',
      lastNames: 'Pena Nunez',
      address: 'Av. Coyoacan 100',
      postalCode: '04100',
      neighbourhoodId: '2',
      neighbourhood: 'Villa Coyoacan',
      city: 'Ciudad de México',
      state: 'Ciudad de México',
      municipality: 'Coyoacán',
      country: 'México',
    });
    // Card data never travel past the tokeniser.
    expect(JSON.stringify(input)).not.toMatch(/4111|12\/35|"123"/);
  });

  it("shows the processor's message_to_purchaser as a warning and clears the field it names; other errors pass on", async () => {
    chooseScenarios({ createCardToken: 'invalidCvv' });
    const { user, onCharge } = renderForm();
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Pagar ahora' }));
    const alert = await screen.findByRole('dialog');
    expect(within(alert).getByText('El código de seguridad (CVV) de la tarjeta es inválido.')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Aceptar' }));
    expect(screen.getByLabelText('CVV')).toHaveValue('');
    expect(screen.getByLabelText('Número de tarjeta')).toHaveValue('4111111111111111');
    expect(onCharge).not.toHaveBeenCalled();

    chooseScenarios({ createCardToken: 'processorError' });
    await user.type(screen.getByLabelText('CVV'), '123');
    await user.click(screen.getByRole('button', { name: 'Pagar ahora' }));
    expect(await screen.findByText('Lo sentimos, se ha tenido un problema al procesar tu pago.')).toBeInTheDocument();
    expect(screen.getByLabelText('CVV')).toHaveValue('123');
    expect(onCharge).not.toHaveBeenCalled();
  });

  it('clears the postal code and explains a failed lookup', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Código postal'), '00000');
    expect(await screen.findByText('El código postal ingresado no existe.')).toBeInTheDocument();
    expect(screen.getByLabelText('Código postal')).toHaveValue('');
    expect(screen.getByLabelText('Colonia')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));

    chooseScenarios({ searchNeighbourhoods: 'serviceError' });
    await user.type(screen.getByLabelText('Código postal'), '04100');
    expect(await screen.findByText('Hubo un error al consultar tu código postal')).toBeInTheDocument();
    expect(screen.getByLabelText('Código postal')).toHaveValue('');
  });

  it('in detail mode shows a summary with the last 4 digits and the CVV as stars, then pays', async () => {
    const { user, onCharge } = renderForm({ detailMode: true });
    await fillCard(user, { cvv: '9876' });
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    const summary = await screen.findByRole('form', { name: 'Detalle del pago' });
    expect(within(summary).getByText('$200.00')).toBeInTheDocument();
    expect(within(summary).getByText('5512345678')).toBeInTheDocument();
    expect(within(summary).getByText('maria@example.com')).toBeInTheDocument();
    expect(within(summary).getByText('José Peña Núñez')).toBeInTheDocument();
    expect(within(summary).getByText('************1111')).toBeInTheDocument();
    expect(within(summary).getByText('12/35')).toBeInTheDocument();
    expect(within(summary).getByText('****')).toBeInTheDocument();
    expect(summary).not.toHaveTextContent('4111111111111111');
    expect(summary).not.toHaveTextContent('9876');
    await user.click(within(summary).getByRole('button', { name: 'Pagar ahora' }));
    await waitFor(() => expect(onCharge).toHaveBeenCalledTimes(1));
  });

  it('disables the pay button while the charge is under way', () => {
    renderForm({ isCharging: true });
    expect(screen.getByRole('button', { name: 'Pagar ahora' })).toBeDisabled();
  });
});
