import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseScenarios } from '@/shared/testing/mock-api';
import { renderWithProviders } from '@/shared/testing/render-with-providers';
import { InvoicesPage } from '../invoices-page';

const LOADED = { timeout: 5000 };

describe('InvoicesPage', () => {
  it('names empty fields, keeps what was typed through a failed list and a refusal, then registers the invoice', async () => {
    chooseScenarios({ listCfdiUsages: 'failure', registerBill: 'notRegistered' });
    const { user } = renderWithProviders(<InvoicesPage />, { url: '/facturacion' });
    const usage = screen.getByRole('combobox', { name: 'Uso de CFDI' });

    // An empty submission names what every field lacks and sends nothing.
    await user.click(screen.getByRole('button', { name: 'Solicitar factura' }));
    expect(await screen.findByText('El número Bait es obligatorio', {}, LOADED)).toBeInTheDocument();
    expect(screen.getByText('El RFC es obligatorio')).toBeInTheDocument();
    expect(screen.getByText('El correo electrónico es obligatorio')).toBeInTheDocument();
    expect(screen.getByText('Selecciona el régimen fiscal')).toBeInTheDocument();

    // The failed list says so, the others fill in.
    expect(await screen.findByText('No fue posible obtener los usos de CFDI.', {}, LOADED)).toBeInTheDocument();
    expect(usage).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Medio de recarga' })).toBeEnabled(), LOADED);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Medio de recarga' }), 'WEB');
    await user.type(screen.getByRole('textbox', { name: 'Número Bait recargado' }), '55 1234 5678');
    fireEvent.change(screen.getByLabelText('Fecha de la recarga'), { target: { value: '2026-01-15' } });
    await user.type(screen.getByRole('textbox', { name: 'Monto de la recarga (MXN)' }), '150,50');
    await user.type(screen.getByRole('textbox', { name: 'RFC' }), 'xaxx010101000');
    await user.type(screen.getByRole('textbox', { name: 'Nombre o razón social' }), 'María López');
    await user.type(screen.getByRole('textbox', { name: 'Código postal del domicilio fiscal' }), '06600');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Régimen fiscal' }), '616');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Forma de pago' }), '04');
    await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'maria@example');
    await user.tab();
    expect(screen.getByText('Ingresa un correo electrónico válido')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), '.com');

    expect(screen.getByRole('textbox', { name: 'RFC' })).toHaveValue('XAXX010101000');
    expect(screen.getByRole('textbox', { name: 'Monto de la recarga (MXN)' })).toHaveValue('150.50');

    // Retry: the list arrives and the form still holds every value.
    chooseScenarios({ listCfdiUsages: 'ok' });
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(usage).toBeEnabled(), LOADED);
    expect(screen.getByRole('textbox', { name: 'Nombre o razón social' })).toHaveValue('María López');
    await user.selectOptions(usage, 'S01');

    await user.click(screen.getByRole('button', { name: 'Solicitar factura' }));
    expect(await screen.findByRole('alert', {}, LOADED)).toHaveTextContent('No encontramos una recarga con los datos indicados.');
    expect(screen.getByRole('textbox', { name: 'RFC' })).toHaveValue('XAXX010101000');

    chooseScenarios({ registerBill: 'registered' });
    await user.click(screen.getByRole('button', { name: 'Solicitar factura' }));
    const result = await screen.findByRole('status', {}, LOADED);
    expect(within(result).getByRole('heading', { name: 'Solicitud de factura registrada' })).toBeInTheDocument();
    expect(result).toHaveTextContent('Tu factura fue registrada y la enviaremos a tu correo.');
    expect(result).toHaveTextContent('Folio: FAC-2026-000123');

    await user.click(within(result).getByRole('button', { name: 'Facturar otra recarga' }));
    expect(screen.getByRole('textbox', { name: 'RFC' })).toHaveValue('');
  });
});
