/**
 * A full top-up paid through the legacy plugin's hosted checkout (provider type 2, flag new-plugin
 * off; decision 269): the hosted-checkout script's stand-in mounts the processor's card frame,
 * which tokenises through createCardToken. At 390 px and 1280 px, with axe on every step. At
 * 1280 px, messages from another origin, or from the frame with another mount's id, change nothing.
 * Token errors are rows of the scenario table (e2e/scenario-rows/hosted-checkout.ts).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, scaledTimeout, test } from './fixtures';
import {
  acceptHostedLegalTexts,
  fillHostedCard,
  HOSTED_CHECKOUT_SCENARIO,
  HOSTED_FRAME_TITLE,
  HOSTED_INTRO,
  hostedCheckoutDetail,
  hostedCheckoutFrame,
  submitHostedCard,
} from './hosted-checkout-flow';
import { goToPayment, openTopUpFromOfferCard } from './payment-flow';
import { gotoWithScenarios } from './scenarios';

const SUCCESS = 'Felicidades, se ha completado tu pago.';
const TERMS_REFUSED = 'Debes aceptar los términos y condiciones para continuar';
const WHATSAPP_CONSENT = /WhatsApp/;

/** Posts to the page as an attacker could: a foreign origin with the frame as source, and the frame itself with a made-up mount. */
async function postHostileMessages(page: Page): Promise<void> {
  await page.evaluate((title) => {
    const frame = document.querySelector<HTMLIFrameElement>(`iframe[title="${title}"]`);
    const mount = new URL(frame?.src ?? 'http://x').searchParams.get('mount');
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: 'https://procesador-falso.example',
        source: frame?.contentWindow ?? null,
        data: { source: 'checkout-components', mount, type: 'token', token: { id: 'tok_robado1234567890' } },
      }),
    );
  }, HOSTED_FRAME_TITLE);
  const frame = page.frames().find((candidate) => candidate.url().includes('/hosted-checkout/frame.html'));
  if (!frame) throw new Error('the hosted-checkout frame is not there');
  await frame.evaluate(() => {
    window.parent.postMessage({ source: 'checkout-components', mount: 'hc9-otro', type: 'token', token: { id: 'tok_robado1234567890' } }, '*');
  });
}

async function expectUnchanged(modal: Locator): Promise<void> {
  // Give a handled message time to show; nothing may.
  await modal.page().waitForTimeout(300);
  await expect(hostedCheckoutDetail(modal)).toHaveCount(0);
  await expect(modal.getByText(TERMS_REFUSED)).toHaveCount(0);
  await expect(modal.getByTitle(HOSTED_FRAME_TITLE)).toBeVisible();
}

for (const { width, height, hostile } of [
  { width: 390, height: 844, hostile: false },
  { width: 1280, height: 800, hostile: true },
]) {
  test.describe(`hosted checkout (legacy plugin) at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('a full top-up paid through the processor frame', async ({ page }) => {
      test.setTimeout(scaledTimeout(90_000));
      await gotoWithScenarios(page, '/recargas', HOSTED_CHECKOUT_SCENARIO);
      const modal = await openTopUpFromOfferCard(page);
      await goToPayment(modal);
      const frame = await hostedCheckoutFrame(modal);
      await expect(modal.getByText(HOSTED_INTRO)).toBeVisible();
      await expect(modal.getByRole('checkbox', { name: 'Quiero que esta recarga se haga de forma recurrente' })).not.toBeChecked();
      // The site's own WhatsApp consent, once: the legacy variant's.
      await expect(modal.getByRole('checkbox', { name: WHATSAPP_CONSENT })).toHaveCount(1);
      await expect(frame.getByRole('checkbox')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);

      if (hostile) {
        await postHostileMessages(page);
        await expectUnchanged(modal);
      }

      // A token while the terms are unticked is refused beside the checkbox.
      await fillHostedCard(frame);
      await submitHostedCard(frame);
      await expect(modal.getByText(TERMS_REFUSED)).toBeVisible();
      await expect(hostedCheckoutDetail(modal)).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);

      await acceptHostedLegalTexts(modal);
      await modal.getByRole('checkbox', { name: 'Quiero que esta recarga se haga de forma recurrente' }).check();
      await submitHostedCard(frame);

      // Token created in detail mode: the detail step, then the charge with the configured button.
      const detail = hostedCheckoutDetail(modal);
      await expect(detail).toContainText('5512345678');
      await expect(detail).toContainText('ana.lopez@correo.mx');
      await expect(detail).toContainText('$100.00');
      await expect(detail.getByRole('img', { name: 'Recarga Bait' })).toBeVisible();
      await expect(modal.getByTitle(HOSTED_FRAME_TITLE)).toBeHidden();
      await expectNoSeriousA11yViolations(page);
      await detail.getByRole('button', { name: 'Pagar ahora' }).click();

      const alert = page.getByRole('dialog').filter({ hasText: SUCCESS });
      await expect(alert.getByText(SUCCESS)).toBeVisible();
      await expect(modal).toBeHidden();
      await expectNoSeriousA11yViolations(page);
      await alert.getByRole('button', { name: 'Aceptar' }).click();
    });
  });
}
