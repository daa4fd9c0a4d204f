/**
 * The eSIM purchase on the default mocks (no scenario), at 375 px and 1280 px, with axe on every
 * step: from an eSIM offer of /e-sim to the paid eSIM and its success text. At 1280 px the form
 * and the payment are completed with the keyboard alone. Error outcomes are rows of the scenario
 * table (e2e/scenario-rows/esim-purchase.ts).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, scaledTimeout, test } from './fixtures';
import { cardDetail, cardForm, defaultCardData, fillCardForm, submitCardForm, topUpModal } from './payment-flow';

const ESIM_OFFER = 'eSIM Bait 200';
const PAID = /Tu compra de E-SIM se realizó con éxito\. Te enviamos por correo electrónico el código QR/;
const COMPATIBLE = '¡Felicidades! Su equipo es compatible con nuestra red';
const visitor = { phone: '5512345678', email: 'ana.lopez@correo.mx', imei: '356938035643809' };

function esimDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'E-SIM', exact: true });
}

/** Presses Tab until `target` has the focus (a keyboard-only visitor's way to a field). */
async function tabTo(page: Page, target: Locator, maxTabs = 40): Promise<void> {
  for (let tab = 0; tab < maxTabs; tab += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

async function checkOfferAndForm(page: Page, dialog: Locator): Promise<void> {
  await expect(dialog.getByText('Total a pagar')).toBeVisible();
  await expect(dialog.getByText('$200.00 MXN')).toBeVisible();
  await expect(dialog.getByText('Este paquete incluye')).toBeVisible();
  await expect(dialog.getByRole('link', { name: '*Aplica PUJ' })).toHaveAttribute('href', '/PUJ');
  await expect(dialog.getByText('El E-SIM de reemplazo no incluye los beneficios del paquete')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Ingresa tu información' })).toBeVisible();
  await expect(dialog.getByText('Soy usuario Bait', { exact: true }).first()).toBeHidden();
  await expect(dialog.getByRole('button', { name: 'Proceder al pago' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
}

async function expectPaid(page: Page, modal: Locator): Promise<void> {
  const alert = page.getByRole('dialog').filter({ hasText: PAID });
  await expect(alert.getByText(PAID)).toBeVisible();
  await expect(modal).toBeHidden();
  await expectNoSeriousA11yViolations(page);
  await expect(page).toHaveURL(/\/e-sim(\?flags=e-sim%3Aon)?$/);
  // The stateful mock kept the visitor's journey: every step, the check, then the payment markers.
  const journeyOfPurchase = () =>
    page.evaluate(() => {
      const journeys = JSON.parse(sessionStorage.getItem('bait.mock.state.esimJourneys') ?? '{}') as Record<
        string,
        { steps: Array<{ paso: string }>; purchaseAttempts: unknown[] }
      >;
      const [uuid, journey] = Object.entries(journeys).find(([, candidate]) => candidate.purchaseAttempts.length > 0) ?? [];
      return { uuid, steps: journey?.steps.map((step) => step.paso) ?? [], stored: localStorage.getItem('visitante-esim') };
    });
  await expect
    .poll(async () => (await journeyOfPurchase()).steps)
    .toEqual(
      expect.arrayContaining([
        'telefono',
        'correo',
        'emailconfirmar',
        'imei',
        'imeicompatible',
        'bait',
        'boton',
        'detallepago',
        'pasarelacargada',
        'aceptotycpago',
        'compraexitosa',
      ]),
    );
  const { uuid, steps } = await journeyOfPurchase();
  expect(steps.slice(-4)).toEqual(['detallepago', 'pasarelacargada', 'aceptotycpago', 'compraexitosa']);
  // The visitor and purchase markers were removed and a new guest fetched.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('hasPurchase'))).toBeNull();
  await expect
    .poll(async () => {
      const stored = (await journeyOfPurchase()).stored;
      return stored !== null && uuid !== undefined && !stored.includes(uuid);
    })
    .toBe(true);
}

test.describe('eSIM purchase at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('from an eSIM offer of /e-sim to the paid eSIM', async ({ page }) => {
    test.setTimeout(scaledTimeout(90_000));
    await page.goto('/e-sim?flags=e-sim:on');
    await page.getByRole('article', { name: ESIM_OFFER }).getByRole('button', { name: 'Comprar' }).click();
    const dialog = esimDialog(page);
    await expect(dialog).toBeVisible();
    await checkOfferAndForm(page, dialog);

    await dialog.getByRole('textbox', { name: 'Teléfono de contacto' }).fill(visitor.phone);
    await dialog.getByRole('textbox', { name: 'Correo electrónico', exact: true }).fill(visitor.email);
    await dialog.getByRole('textbox', { name: 'Confirma tu correo electrónico' }).fill(visitor.email);
    await dialog.getByRole('textbox', { name: 'IMEI' }).fill(visitor.imei);
    await expect(dialog.getByText(COMPATIBLE)).toBeVisible();
    const pay = dialog.getByRole('button', { name: 'Proceder al pago' });
    await expect(pay).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
    await pay.click();

    const modal = topUpModal(page, ESIM_OFFER);
    await expect(modal.getByText(visitor.email, { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    // The eSIM dialog gave the line data: the modal has no line-data step (the card form's own "Siguiente" comes later).
    await expect(modal.getByRole('form', { name: 'Datos de la línea' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await fillCardForm(modal);
    await expectNoSeriousA11yViolations(page);
    await submitCardForm(modal);
    await expectPaid(page, modal);
  });
});

test.describe('eSIM purchase at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('with the keyboard alone, from an eSIM offer of /e-sim to the paid eSIM', async ({ page }) => {
    test.setTimeout(scaledTimeout(90_000));
    await page.goto('/e-sim?flags=e-sim:on');
    await tabTo(page, page.getByRole('article', { name: ESIM_OFFER }).getByRole('button', { name: 'Comprar' }), 80);
    await page.keyboard.press('Enter');
    const dialog = esimDialog(page);
    await expect(dialog).toBeVisible();
    await checkOfferAndForm(page, dialog);

    // The dialog opens on the phone field.
    await expect(dialog.getByRole('textbox', { name: 'Teléfono de contacto' })).toBeFocused();
    await page.keyboard.type(visitor.phone);
    await page.keyboard.press('Tab');
    await page.keyboard.type(visitor.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(visitor.email);
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('textbox', { name: 'IMEI' })).toBeFocused();
    await page.keyboard.type(visitor.imei);
    await expect(dialog.getByText(COMPATIBLE)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const pay = dialog.getByRole('button', { name: 'Proceder al pago' });
    await expect(pay).toBeEnabled();
    await tabTo(page, pay);
    await page.keyboard.press('Enter');

    const modal = topUpModal(page, ESIM_OFFER);
    await expect(modal.getByText(visitor.email, { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const form = cardForm(modal);
    await expect(form).toBeVisible();
    const card = defaultCardData;
    for (const [name, value] of [
      ['Nombre(s) del titular', card.firstName],
      ['Apellidos del titular', card.lastNames],
      ['Número de tarjeta', card.cardNumber],
      ['Vencimiento (MM / YY)', card.expiry],
      ['Dirección', card.address],
      ['Código postal', card.postalCode],
    ] as const) {
      await tabTo(page, form.getByRole('textbox', { name }));
      await page.keyboard.type(value);
    }
    await tabTo(page, form.getByLabel('CVV'));
    await page.keyboard.type(card.cvv);
    const neighbourhood = form.getByRole('combobox', { name: 'Colonia' });
    await expect(neighbourhood).toBeEnabled();
    await tabTo(page, neighbourhood);
    // A closed select moves through its options with the arrow keys.
    for (let step = 0; step < 20 && (await neighbourhood.locator('option:checked').textContent()) !== card.neighbourhood; step += 1) {
      await page.keyboard.press('ArrowDown');
    }
    await expect(neighbourhood.locator('option:checked')).toHaveText(card.neighbourhood);
    for (const checkbox of await form.getByRole('checkbox').all()) {
      const label = await checkbox.evaluate((element) => (element as HTMLInputElement).labels?.[0]?.textContent ?? '');
      if (/recurrente/.test(label)) continue;
      await tabTo(page, checkbox);
      await page.keyboard.press('Space');
      await expect(checkbox).toBeChecked();
    }
    await expectNoSeriousA11yViolations(page);
    await tabTo(page, form.getByRole('button').last());
    await page.keyboard.press('Enter');
    const detail = cardDetail(modal);
    await expect(detail).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await tabTo(page, detail.getByRole('button').last());
    await page.keyboard.press('Enter');
    await expectPaid(page, modal);
  });
});
