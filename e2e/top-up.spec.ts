/**
 * A full top-up from each entry point (offer card, recharge banner, associates page) to the
 * success alert, on the default mocks, at 375 px and 1280 px, with axe on every step. At 1280 px
 * the offer card's journey is driven by the keyboard alone (issue 15). Error outcomes are rows of
 * the scenario table (e2e/scenario-rows/top-up.ts).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, scaledTimeout, test } from './fixtures';
import { chooseByArrows, expectFocusInside, expectFocusVisible, pressButton, tickWithSpace, typeInto } from './keyboard/keyboard';
import {
  cardDetail,
  cardForm,
  defaultCardData,
  defaultLineData,
  fillCardForm,
  goToPayment,
  openTopUpFromAssociates,
  openTopUpFromBanner,
  openTopUpFromOfferCard,
  topUpModal,
  type LineData,
} from './payment-flow';
import { maria, startLoggedIn } from './session';

const SUCCESS = 'Felicidades, se ha completado tu pago.';

/** From the open modal: line data, Next, summary, card form, pay, success alert; axe at each step. */
async function payInModal(page: Page, modal: Locator, lineData: Partial<LineData> = {}): Promise<void> {
  await expect(modal.getByText('Pago seguro con el estándar de seguridad PCI DSS')).toBeVisible();
  await expect(modal.getByRole('link', { name: 'Aviso de Privacidad' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await goToPayment(modal, lineData);
  await expect(modal.getByText(lineData.phone ?? defaultLineData.phone, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await fillCardForm(modal);
  await expectNoSeriousA11yViolations(page);
  // Detail mode: the card form's button shows the detail step, whose last button charges.
  await cardForm(modal).getByRole('button').last().click();
  await expect(cardDetail(modal)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await cardDetail(modal).getByRole('button').last().click();

  const alert = page.getByRole('dialog').filter({ hasText: SUCCESS });
  await expect(alert.getByText(SUCCESS)).toBeVisible();
  await expect(modal).toBeHidden();
  await expectNoSeriousA11yViolations(page);
  await alert.getByRole('button', { name: 'Aceptar' }).click();
  await expect(alert).toBeHidden();
}

/**
 * The offer card's journey by keyboard alone: Tab to "Comprar", Enter; the focus goes into the
 * modal, Escape gives it back to "Comprar"; the line data and the card form typed field after
 * field; an empty card form sent puts the focus on its first field; Space ticks, arrows choose.
 */
async function topUpFromOfferCardByKeyboard(page: Page): Promise<void> {
  await page.goto('/recargas');
  const buy = page.getByRole('article', { name: 'Bait 100' }).getByRole('button', { name: 'Comprar' });
  const modal = topUpModal(page, 'Bait 100');
  await pressButton(page, buy);
  await expect(modal).toBeVisible();
  await expectFocusInside(modal);
  await expectFocusVisible(page.locator(':focus'));
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expectFocusVisible(buy);
  await page.keyboard.press('Enter');
  await expect(modal).toBeVisible();
  await expectFocusInside(modal);
  await expectNoSeriousA11yViolations(page);

  await typeInto(page, modal.getByRole('textbox', { name: 'Número de teléfono' }), defaultLineData.phone);
  await typeInto(page, modal.getByRole('textbox', { name: 'Correo electrónico' }), defaultLineData.email);
  await pressButton(page, modal.getByRole('button', { name: 'Siguiente' }));
  const summary = modal.getByRole('heading', { name: 'Resumen de tu recarga' });
  await expect(summary).toBeVisible();
  // The step that replaced the form takes the focus, so Tab goes on from there.
  await expectFocusVisible(summary);

  const form = cardForm(modal);
  const firstName = form.getByRole('textbox', { name: 'Nombre(s) del titular' });
  await pressButton(page, form.getByRole('button').last());
  await expectFocusVisible(firstName);
  await page.keyboard.type(defaultCardData.firstName);
  await typeInto(page, form.getByRole('textbox', { name: 'Apellidos del titular' }), defaultCardData.lastNames);
  await typeInto(page, form.getByRole('textbox', { name: 'Número de tarjeta' }), defaultCardData.cardNumber);
  await typeInto(page, form.getByRole('textbox', { name: 'Vencimiento (MM / YY)' }), defaultCardData.expiry);
  await typeInto(page, form.getByLabel('CVV'), defaultCardData.cvv);
  await typeInto(page, form.getByRole('textbox', { name: 'Dirección' }), defaultCardData.address);
  await typeInto(page, form.getByRole('textbox', { name: 'Código postal' }), defaultCardData.postalCode);
  const neighbourhood = form.getByRole('combobox', { name: 'Colonia' });
  await expect(neighbourhood).toBeEnabled();
  await chooseByArrows(page, neighbourhood, defaultCardData.neighbourhood);
  for (const checkbox of await form.getByRole('checkbox').all()) {
    const label = await checkbox.evaluate((element) => (element as HTMLInputElement).labels?.[0]?.textContent ?? '');
    if (!/recurrente/.test(label)) await tickWithSpace(page, checkbox);
  }
  await expectNoSeriousA11yViolations(page);

  await pressButton(page, form.getByRole('button').last());
  const detail = cardDetail(modal);
  await expect(detail).toBeVisible();
  await expectFocusVisible(detail.getByRole('heading', { name: 'Detalle del pago' }));
  await expectNoSeriousA11yViolations(page);
  await pressButton(page, detail.getByRole('button').last());

  const alert = page.getByRole('dialog').filter({ hasText: SUCCESS });
  await expect(alert.getByText(SUCCESS)).toBeVisible();
  await expect(modal).toBeHidden();
  const accept = alert.getByRole('button', { name: 'Aceptar' });
  await expectFocusVisible(accept);
  await page.keyboard.press('Enter');
  await expect(alert).toBeHidden();
  // The modal closed under the alert: the focus ends where the journey began.
  await expectFocusVisible(buy);
}

for (const { width, height, byKeyboard } of [
  { width: 375, height: 812, byKeyboard: false },
  { width: 1280, height: 800, byKeyboard: true },
]) {
  test.describe(`top-up at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('a full top-up from an offer card, a recharge banner and the associates page', async ({ page }) => {
      test.setTimeout(scaledTimeout(120_000));

      await test.step(`offer card on /recargas (anonymous)${byKeyboard ? ', keyboard alone' : ''}`, async () => {
        if (byKeyboard) return topUpFromOfferCardByKeyboard(page);
        let modal = await openTopUpFromOfferCard(page);
        // Escape closes the modal; the card's button opens it again.
        await page.keyboard.press('Escape');
        await expect(modal).toBeHidden();
        modal = await openTopUpFromOfferCard(page);
        await expect(modal.getByText('$100.00*')).toBeVisible();
        await expect(modal.getByText('Vigencia: 30 días')).toBeVisible();
        await expect(modal.getByRole('link', { name: '*Aplica PUJ' })).toHaveAttribute('href', '/PUJ');
        await payInModal(page, modal);
      });

      await test.step('recharge banner on the home page', async () => {
        const modal = await openTopUpFromBanner(page);
        await expect(modal.getByText('$200.00*')).toBeVisible();
        await payInModal(page, modal);
      });

      await test.step('associates page, logged in: the number is prefilled and checked first', async () => {
        await startLoggedIn(page);
        await page.goto('/recargas-asociados');
        await expect(page.getByRole('textbox', { name: 'Número de tu línea' })).toHaveValue(maria.number);
        await expect(page.getByText('Tu línea puede recibir las recargas para asociados.')).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        const modal = await openTopUpFromAssociates(page, { number: maria.number });
        // Associates' offers have no fair-use link; the checked number and the customer's e-mail are prefilled.
        await expect(modal.getByRole('link', { name: '*Aplica PUJ' })).toHaveCount(0);
        await expect(modal.getByRole('textbox', { name: 'Número de teléfono' })).toHaveValue(maria.number);
        await payInModal(page, modal, { phone: maria.number, email: maria.email || defaultLineData.email });
      });
    });
  });
}
