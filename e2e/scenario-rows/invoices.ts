import { expect, type Page } from '@playwright/test';
import { showsOnLoad, type ScreenOutcome, rowScenario, type OperationId, type ScenarioOutcome } from './types';

const PATH = '/facturacion';

/** A paid recharge and the invoice data of a natural person, every list chosen. */
export async function fillInvoiceForm(page: Page): Promise<void> {
  const select = (name: string) => page.getByRole('combobox', { name });
  await expect(select('Medio de recarga')).toBeEnabled();
  await select('Medio de recarga').selectOption('WEB');
  await page.getByRole('textbox', { name: 'Número Bait recargado' }).fill('5512345678');
  await page.getByLabel('Fecha de la recarga').fill('2026-01-15');
  await page.getByRole('textbox', { name: 'Monto de la recarga (MXN)' }).fill('150.50');
  await page.getByRole('textbox', { name: 'RFC' }).fill('xaxx010101000');
  await page.getByRole('textbox', { name: 'Nombre o razón social' }).fill('María Hernández');
  await page.getByRole('textbox', { name: 'Código postal del domicilio fiscal' }).fill('06600');
  await expect(select('Régimen fiscal')).toBeEnabled();
  await select('Régimen fiscal').selectOption('616');
  await expect(select('Uso de CFDI')).toBeEnabled();
  await select('Uso de CFDI').selectOption('S01');
  await expect(select('Forma de pago')).toBeEnabled();
  await select('Forma de pago').selectOption('04');
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill('maria@correo.example');
}

async function requestInvoice(page: Page) {
  await fillInvoiceForm(page);
  await page.getByRole('button', { name: 'Solicitar factura' }).click();
}

const row = <Id extends OperationId>(operationId: Id, outcome: ScenarioOutcome<Id>, shows: string, act: ScreenOutcome['act'] = showsOnLoad): ScreenOutcome => ({
  ...rowScenario(operationId, outcome),
  path: PATH,
  act,
  shows,
});

const REGISTERED = 'Solicitud de factura registrada';

/**
 * /facturacion (decision 105): each list's failure (its own message, with "Reintentar"), each
 * list read (its option chosen in a request that is registered) and the outcomes of
 * register-bill. A dropped connection shows the same texts as the rows here.
 */
export const invoiceRows: ScreenOutcome[] = [
  row('listBillingRechargeMethods', 'failure', 'No fue posible obtener los medios de recarga.'),
  row('listTaxRegimes', 'failure', 'No fue posible obtener los regímenes fiscales.'),
  row('listCfdiUsages', 'failure', 'No fue posible obtener los usos de CFDI.'),
  row('listBillingPaymentMethods', 'failure', 'No fue posible obtener las formas de pago.'),
  row('listBillingRechargeMethods', 'ok', REGISTERED, requestInvoice),
  row('listTaxRegimes', 'ok', REGISTERED, requestInvoice),
  row('listCfdiUsages', 'ok', REGISTERED, requestInvoice),
  row('listBillingPaymentMethods', 'ok', REGISTERED, requestInvoice),
  row('registerBill', 'registered', REGISTERED, requestInvoice),
  row('registerBill', 'notRegistered', 'No encontramos una recarga con los datos indicados.', requestInvoice),
  row('registerBill', 'serverError', 'El servicio de facturación no está disponible, intenta más tarde.', requestInvoice),
];
