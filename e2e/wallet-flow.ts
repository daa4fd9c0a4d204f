/**
 * Playwright helpers of the wallet button (payment plugin, provider type 3; decisions 102-104):
 * its legal checkboxes, the SDK stand-in's button and its approval popup.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations } from './fixtures';

export const WALLET_SCENARIO = { getPaymentPlugin: 'walletProvider' } as const;
export const WALLET_CANCELLED = 'Cancelaste el pago con tu monedero; no se realizó ningún cargo. Puedes intentarlo de nuevo.';
export const WALLET_FAILED = 'Lo sentimos, no fue posible completar el pago con tu monedero. Intenta de nuevo más tarde.';
/** The order id of createWalletOrder's `orderCreated` example. */
export const WALLET_ORDER_ID = '5O190127TN364715T';

/** The wallet's group in the payment plugin. */
export function walletGroup(modal: Locator): Locator {
  return modal.getByRole('group', { name: 'Pago con monedero electrónico' });
}

/** The SDK's button (the mock build's stand-in names it "Pagar con monedero"). */
export function walletPayButton(modal: Locator): Locator {
  return walletGroup(modal).getByRole('button', { name: 'Pagar con monedero' });
}

/** The button shows disabled, then every legal checkbox is ticked and it is enabled. */
export async function acceptWalletLegalTexts(modal: Locator): Promise<void> {
  const group = walletGroup(modal);
  await expect(walletPayButton(modal)).toBeDisabled();
  for (const checkbox of await group.getByRole('checkbox').all()) await checkbox.check();
  await expect(walletPayButton(modal)).toBeEnabled();
}

/**
 * Presses the wallet's button and answers its approval window ("Aprobar" or "Cancelar"), with axe
 * on the window; resolves once the window has closed.
 */
export async function answerWalletPopup(page: Page, modal: Locator, answer: 'Aprobar' | 'Cancelar'): Promise<void> {
  const opened = page.waitForEvent('popup');
  await walletPayButton(modal).click();
  const popup = await opened;
  await popup.waitForURL(/\/wallet-sdk\/approve\.html\?token=/);
  await expect(popup.getByRole('heading', { name: 'Aprobar pago' })).toBeVisible();
  await expect(popup.getByText(WALLET_ORDER_ID)).toBeVisible();
  await expectNoSeriousA11yViolations(popup);
  const closed = popup.waitForEvent('close');
  // The window closes itself on the click, and may be gone before Playwright hears the click's
  // end: that error is the expected outcome. Any other failure, or a window still open, fails.
  await popup
    .getByRole('button', { name: answer })
    .click({ noWaitAfter: true })
    .catch((error: unknown) => {
      if (!popup.isClosed()) throw error;
    });
  await closed;
}
