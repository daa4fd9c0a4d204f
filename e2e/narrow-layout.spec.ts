/**
 * What a visitor reads at 390 px (issue 46, item 8): a number and an e-mail that never break
 * mid-way, the fields of a row that stay in line when one label wraps, and a refused payment in
 * the same boxed alert as the site's other failures.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { fillCardForm, goToPayment, openTopUpFromOfferCard } from './payment-flow';
import { sendReplacementData } from './scenario-rows/sim-replacement';
import { gotoWithScenarios } from './scenarios';

test.use({ viewport: { width: 390, height: 844 } });

/** How many lines the text of `locator` takes: one box per line of an inline run. */
function linesOf(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
}

async function topOf(locator: Locator): Promise<number> {
  return (await locator.boundingBox())?.y ?? Number.NaN;
}

async function openSimDialog(page: Page): Promise<Locator> {
  await page.goto('/e-sim?oferta=1700701001');
  const dialog = page.getByRole('dialog', { name: 'SIM', exact: true });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('the code step keeps the line number on one line', async ({ page }) => {
  await page.goto('/reposicion-sim');
  await sendReplacementData(page);
  const sentence = page.getByText('Ingresa el código de verificación que enviamos para el número 55 12 34 56 78.');
  await expect(sentence).toBeVisible();
  expect(await linesOf(sentence.getByText('55 12 34 56 78', { exact: true }))).toBe(1);
});

test('the summary keeps the e-mail whole, and a refused payment shows in the boxed alert', async ({ page }) => {
  await gotoWithScenarios(page, '/recargas', { chargePayment: 'declined' });
  const modal = await openTopUpFromOfferCard(page);
  await goToPayment(modal, { email: 'ana.lopez@correo.mx' });
  expect(await linesOf(modal.getByText('ana.lopez@correo.mx', { exact: true }))).toBe(1);

  const form = await fillCardForm(modal);
  await form.getByRole('button', { name: 'Siguiente' }).click();
  await modal.getByRole('form', { name: 'Detalle del pago' }).getByRole('button').last().click();
  const refusal = modal.getByRole('alert').filter({ hasText: 'Tu banco rechazó el cargo' });
  await expect(refusal).toBeVisible();
  const box = await refusal.evaluate((element) => {
    const style = getComputedStyle(element);
    return { border: style.borderTopStyle, padding: parseFloat(style.paddingTop) };
  });
  expect(box.border).toBe('solid');
  expect(box.padding).toBeGreaterThan(0);
});

test('the shipping form keeps the fields of a row in line when a label wraps', async ({ page }) => {
  const dialog = await openSimDialog(page);
  const exterior = dialog.getByRole('textbox', { name: 'Número exterior' });
  const interior = dialog.getByRole('textbox', { name: 'Número interior (opcional)' });
  await interior.scrollIntoViewIfNeeded();
  expect(await topOf(interior)).toBe(await topOf(exterior));
  // Also once the required field shows its message and the optional one has none.
  await dialog.getByRole('button', { name: 'Proceder al pago' }).click();
  await expect(dialog.getByText('Campo requerido').first()).toBeVisible();
  expect(await topOf(interior)).toBe(await topOf(exterior));
  expect(await topOf(dialog.getByRole('textbox', { name: 'Apellidos' }))).toBe(await topOf(dialog.getByRole('textbox', { name: 'Nombre(s)' })));
});
