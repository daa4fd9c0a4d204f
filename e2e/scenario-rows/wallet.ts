import type { Page } from '@playwright/test';
import { expect } from '../fixtures';
import { goToPayment, openTopUpFromOfferCard } from '../payment-flow';
import { acceptWalletLegalTexts, answerWalletPopup, WALLET_CANCELLED, WALLET_FAILED, WALLET_SCENARIO, walletPayButton } from '../wallet-flow';
import type { ScreenOutcome, ScenarioOutcome } from './types';

/** The wallet button in the modal of "Bait 100" on /recargas, its legal texts ticked. */
async function openWallet(page: Page) {
  const modal = await openTopUpFromOfferCard(page);
  await goToPayment(modal);
  await acceptWalletLegalTexts(modal);
  return modal;
}

/** The visitor cancels in the approval window: the message, and the button is usable again. */
const cancelInPopup = async (page: Page) => {
  const modal = await openWallet(page);
  await answerWalletPopup(page, modal, 'Cancelar');
  await expect(walletPayButton(modal)).toBeEnabled();
};

/** The order is refused: the window closes by itself, the message shows and the button stays usable. */
const orderRefused = async (page: Page) => {
  const modal = await openWallet(page);
  const opened = page.waitForEvent('popup');
  await walletPayButton(modal).click();
  const popup = await opened;
  if (!popup.isClosed()) await popup.waitForEvent('close');
  await expect(walletPayButton(modal)).toBeEnabled();
};

const row = (outcome: ScenarioOutcome<'createWalletOrder'>, act: (page: Page) => Promise<void>, shows: string): ScreenOutcome => ({
  operationId: 'createWalletOrder',
  outcome,
  path: '/recargas',
  act,
  shows,
  alsoScenarios: { ...WALLET_SCENARIO },
});

/**
 * The wallet button (provider type 3, issue 12): a created order whose approval window is
 * cancelled, and a refused order (422 and 500 show the same text). The approved order is the
 * full payment of e2e/wallet.spec.ts.
 */
export const walletRows: ScreenOutcome[] = [
  row('orderCreated', cancelInPopup, WALLET_CANCELLED),
  row('orderUnprocessable', orderRefused, WALLET_FAILED),
  row('walletServerError', orderRefused, WALLET_FAILED),
];
