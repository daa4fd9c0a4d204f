/**
 * A full top-up paid with the wallet button (provider type 3, issue 12) at 375 px and 1280 px:
 * the plugin answers `walletProvider`, the legal text enables the SDK's button (the mock build's
 * stand-in), its approval popup approves, and the charge succeeds; axe on every step and on the
 * popup. A window closed without an answer cancels; cancel and error answers are rows of the
 * scenario table (e2e/scenario-rows/wallet.ts).
 */
import type { Request } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, scaledTimeout, test } from './fixtures';
import { goToPayment, openTopUpFromOfferCard } from './payment-flow';
import { gotoWithScenarios } from './scenarios';
import { acceptWalletLegalTexts, answerWalletPopup, WALLET_CANCELLED, WALLET_SCENARIO, walletGroup, walletPayButton } from './wallet-flow';

const SUCCESS = 'Felicidades, se ha completado tu pago.';
const CHARGE_OF_TYPE_3 = /\/servicio\/angular\/[^/]+\/3\/cobrar$/;

for (const { width, height } of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test.describe(`wallet at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('a full top-up paid through the wallet popup', async ({ page }) => {
      test.setTimeout(scaledTimeout(60_000));
      const charges: Request[] = [];
      page.on('request', (request) => {
        if (CHARGE_OF_TYPE_3.test(new URL(request.url()).pathname)) charges.push(request);
      });
      await gotoWithScenarios(page, '/recargas', WALLET_SCENARIO);
      const modal = await openTopUpFromOfferCard(page);
      await expectNoSeriousA11yViolations(page);

      await goToPayment(modal);
      const group = walletGroup(modal);
      await expect(group.getByRole('link', { name: 'Aviso de Privacidad' })).toBeVisible();
      await expect(walletPayButton(modal)).toBeDisabled();
      await expect(group.getByText('Acepta los avisos para habilitar el botón de pago.')).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await acceptWalletLegalTexts(modal);
      await expectNoSeriousA11yViolations(page);

      // The visitor closes the approval window without answering: nothing is charged, and the
      // button can open it again.
      const opened = page.waitForEvent('popup');
      await walletPayButton(modal).click();
      const popup = await opened;
      await popup.getByRole('heading', { name: 'Aprobar pago' }).waitFor();
      await popup.close();
      await expect(group.getByText(WALLET_CANCELLED)).toBeVisible();
      await expect(walletPayButton(modal)).toBeEnabled();

      await answerWalletPopup(page, modal, 'Aprobar');
      const alert = page.getByRole('dialog').filter({ hasText: SUCCESS });
      await expect(alert.getByText(SUCCESS)).toBeVisible();
      await expect(modal).toBeHidden();
      await expectNoSeriousA11yViolations(page);
      await alert.getByRole('button', { name: 'Aceptar' }).click();
      await expect(alert).toBeHidden();
      expect(charges, 'one charge of provider type 3').toHaveLength(1);
    });
  });
}
