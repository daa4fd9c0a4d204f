/**
 * The replacement-SIM purchase with home delivery (issue 13), on the default stateful mocks, at
 * 375 px and 1280 px with axe on every step: from a SIM offer's buy button on /e-sim and from a
 * shared ?oferta= link, through the shipping form and the card form to the success. Error
 * outcomes are rows of the scenario table (e2e/scenario-rows/sim-purchase.ts).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, scaledTimeout, test } from './fixtures';
import { cardDetail, cardForm, fillCardForm, topUpModal } from './payment-flow';

const SIM_OFFER = { id: '1700701001', name: 'SIM Bait 100' };
const SUCCESS = 'Felicidades, se ha completado tu pago.';

function simDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'SIM', exact: true });
}

/** Fills the shipping form with a valid address of the lookup's default answer. */
async function fillShipping(page: Page, dialog: Locator): Promise<void> {
  await dialog.getByRole('textbox', { name: 'Nombre(s)' }).fill('Ana');
  await dialog.getByRole('textbox', { name: 'Apellidos' }).fill('López Núñez');
  await dialog.getByRole('textbox', { name: 'Correo electrónico' }).fill('ana.lopez@correo.mx');
  await dialog.getByRole('textbox', { name: 'Teléfono de contacto' }).fill('5512345678');
  await dialog.getByRole('textbox', { name: 'Calle' }).fill('Av. Insurgentes Sur');
  await dialog.getByRole('textbox', { name: 'Número exterior' }).fill('1602');
  await dialog.getByRole('textbox', { name: 'Código postal' }).fill('03100');
  const colony = dialog.getByRole('combobox', { name: 'Colonia' });
  await expect(colony).toBeEnabled();
  await expect(dialog.getByText('Benito Juárez')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await colony.selectOption({ label: 'Narvarte Poniente' });
}

/** From the open SIM dialog: shipping, "Proceder al pago", the card form, pay, success; axe on each step. */
async function buySim(page: Page): Promise<void> {
  const dialog = simDialog(page);
  await expect(dialog.getByText('Total a pagar')).toBeVisible();
  await expect(dialog.getByText('$100.00 MXN')).toBeVisible();
  await expect(dialog.getByRole('link', { name: '*Aplica PUJ' })).toHaveAttribute('href', '/PUJ');
  await expect(dialog.getByText('La SIM de reemplazo no incluye los beneficios del paquete')).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Envío a domicilio' })).toBeChecked();
  await expectNoSeriousA11yViolations(page);

  // Proceeding with an empty form shows the messages and stays.
  await dialog.getByRole('button', { name: 'Proceder al pago' }).click();
  await expect(dialog.getByText('Campo requerido').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await fillShipping(page, dialog);
  await dialog.getByRole('button', { name: 'Proceder al pago' }).click();
  await expect(dialog).toBeHidden();
  expect(new URL(page.url()).searchParams.has('oferta')).toBe(false);

  const modal = topUpModal(page, SIM_OFFER.name);
  await expect(modal).toBeVisible();
  await expect(modal.getByText('5512345678', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await fillCardForm(modal);
  await expectNoSeriousA11yViolations(page);
  await cardForm(modal).getByRole('button').last().click();
  await expect(cardDetail(modal)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await cardDetail(modal).getByRole('button').last().click();

  const alert = page.getByRole('dialog').filter({ hasText: SUCCESS });
  await expect(alert.getByText(SUCCESS)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await alert.getByRole('button', { name: 'Aceptar' }).click();
  await expect(alert).toBeHidden();
}

for (const { width, height } of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test.describe(`SIM purchase at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('buys a SIM with home delivery from the offer button and from a shared link', async ({ page }) => {
      test.setTimeout(scaledTimeout(120_000));

      await test.step('the SIM offer button on /e-sim', async () => {
        await page.goto('/e-sim');
        await page.getByRole('article', { name: SIM_OFFER.name, exact: true }).getByRole('button', { name: 'Comprar' }).click();
        await expect(simDialog(page)).toBeVisible();
        expect(new URL(page.url()).searchParams.get('oferta')).toBe(SIM_OFFER.id);
        // Closing clears oferta; the button opens it again.
        await simDialog(page).getByRole('button', { name: 'Cerrar' }).click();
        await expect(simDialog(page)).toBeHidden();
        expect(new URL(page.url()).searchParams.has('oferta')).toBe(false);
        await page.getByRole('article', { name: SIM_OFFER.name, exact: true }).getByRole('button', { name: 'Comprar' }).click();
        await buySim(page);
      });

      await test.step('a shared ?oferta= link on another page', async () => {
        await page.goto(`/cambiate-a-bait?oferta=${SIM_OFFER.id}`);
        await expect(simDialog(page)).toBeVisible();
        await buySim(page);
      });
    });
  });
}
