/**
 * A full top-up paid through the payment gateway's frame (provider type 2, the mock build's
 * stand-in), at 375 px and 1280 px, with axe on every step (inside the frame too). At 1280 px a
 * message from another origin and a malformed message from the frame itself change nothing.
 * Error outcomes are rows of the scenario table (e2e/scenario-rows/hosted-checkout.ts).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, scaledTimeout, test } from './fixtures';
import { fillGatewayCard, FRAME_TITLE, gatewayFrame, GATEWAY_VARIANT_SCENARIO, hostedDetail, submitGatewayCard } from './gateway-flow';
import { goToPayment, openTopUpFromOfferCard } from './payment-flow';
import { gotoWithScenarios } from './scenarios';

const SUCCESS = 'Felicidades, se ha completado tu pago.';

/** Posts to the page as an attacker could: a foreign origin (with the gateway frame as source) and a malformed message from the frame. */
async function postHostileMessages(page: Page): Promise<void> {
  await page.evaluate((title) => {
    const frame = document.querySelector<HTMLIFrameElement>(`iframe[title="${title}"]`);
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: 'https://pasarela-falsa.example',
        source: frame?.contentWindow ?? null,
        data: { event: 'RequestPayment', data: { token: 'gwt_robado1234567890' } },
      }),
    );
    window.dispatchEvent(
      new MessageEvent('message', { origin: 'https://pasarela-falsa.example', source: frame?.contentWindow ?? null, data: { event: 'GoToDetail' } }),
    );
  }, FRAME_TITLE);
  const frame = page.frames().find((candidate) => candidate.url().includes('/payment-gateway/frame.html'));
  if (!frame) throw new Error('the gateway frame is not there');
  await frame.evaluate(() => {
    window.parent.postMessage({ event: 'RequestPayment', data: { token: '<img src=x onerror=alert(1)>' } }, '*');
    window.parent.postMessage({ event: 'GoToDetail', data: 'x' }, '*');
    window.parent.postMessage('RequestPayment', '*');
  });
}

async function expectUnchanged(modal: Locator): Promise<void> {
  // Give a handled message time to show; nothing may.
  await modal.page().waitForTimeout(300);
  await expect(hostedDetail(modal)).toHaveCount(0);
  await expect(modal.getByText('Cobrando recarga a tu línea')).toHaveCount(0);
  await expect(modal.getByTitle(FRAME_TITLE)).toBeVisible();
}

for (const { width, height, hostile } of [
  { width: 375, height: 812, hostile: false },
  { width: 1280, height: 800, hostile: true },
]) {
  test.describe(`hosted checkout at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('a full top-up paid through the gateway frame', async ({ page }) => {
      test.setTimeout(scaledTimeout(90_000));
      await gotoWithScenarios(page, '/recargas', GATEWAY_VARIANT_SCENARIO);
      const modal = await openTopUpFromOfferCard(page);
      await expectNoSeriousA11yViolations(page);

      await goToPayment(modal);
      const frame = await gatewayFrame(modal);
      await expect(modal.getByRole('checkbox', { name: 'Quiero que esta recarga se haga de forma recurrente' })).not.toBeChecked();
      await expect(modal.getByRole('link', { name: 'Términos y Condiciones' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      if (hostile) {
        await postHostileMessages(page);
        await expectUnchanged(modal);
      }

      // GoToDetail: the frame's link shows the site's detail view, and back.
      await frame.getByRole('button', { name: 'Ver detalle de la compra' }).click();
      await expect(hostedDetail(modal)).toBeVisible();
      await expect(hostedDetail(modal).getByRole('img', { name: 'Recarga Bait' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await hostedDetail(modal).getByRole('button', { name: 'Regresar a la pasarela de pago' }).click();
      await expect(modal.getByTitle(FRAME_TITLE)).toBeVisible();

      await modal.getByRole('checkbox', { name: 'Quiero que esta recarga se haga de forma recurrente' }).check();
      await fillGatewayCard(frame, {}, { whatsapp: hostile });
      await expectNoSeriousA11yViolations(page);
      await submitGatewayCard(frame);

      // RequestPayment in detail mode: the detail step, then the charge.
      const detail = hostedDetail(modal);
      await expect(detail).toContainText('5512345678');
      await expect(detail).toContainText('ana.lopez@correo.mx');
      await expect(detail).toContainText('$100.00');
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
