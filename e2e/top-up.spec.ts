/**
 * A full top-up from each entry point (offer card, recharge banner, associates page) to the
 * success alert, on the default mocks, at 375 px and 1280 px, with axe on every step. Error
 * outcomes are rows of the scenario table (e2e/scenario-rows/top-up.ts).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import {
  cardDetail,
  cardForm,
  defaultLineData,
  fillCardForm,
  goToPayment,
  openTopUpFromAssociates,
  openTopUpFromBanner,
  openTopUpFromOfferCard,
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

for (const { width, height } of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test.describe(`top-up at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('a full top-up from an offer card, a recharge banner and the associates page', async ({ page }) => {
      test.setTimeout(120_000);

      await test.step('offer card on /recargas (anonymous)', async () => {
        let modal = await openTopUpFromOfferCard(page);
        // Escape closes the modal; the card's button opens it again.
        await page.keyboard.press('Escape');
        await expect(modal).toBeHidden();
        modal = await openTopUpFromOfferCard(page);
        await expect(modal.getByText('$100.00*')).toBeVisible();
        await expect(modal.getByText('Duración: 30 días')).toBeVisible();
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
