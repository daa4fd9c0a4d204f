/**
 * The after-sale screens on the mocks, no scenario (decisions 105, 106): an invoice requested for
 * a paid recharge at 375 px, and the card of a recurring top-up replaced at 1280 px, reached from
 * /recurrente, through the card processor's stand-in and the one-time code. Axe on every step.
 * The other outcomes are rows of the scenario table (sets `invoices` and `card-replacement`).
 */
import { expect, expectNoSeriousA11yViolations, scaledTimeout, test } from './fixtures';
import { enterNewCard, enterReplacementCode } from './scenario-rows/card-replacement';
import { fillInvoiceForm } from './scenario-rows/invoices';
import { acceptCookiesBeforeVisit, startLoggedIn } from './session';
import { TEST_DATA } from '../mocks/test-data';

test.describe('invoices at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('requests the invoice of a paid recharge: errors after touch, the four lists, the folio', async ({ page }) => {
    test.setTimeout(scaledTimeout(60_000));
    await acceptCookiesBeforeVisit(page);
    await page.goto('/facturacion');
    await expect(page).toHaveTitle('Facturación | Bait');
    await expect(page.getByRole('heading', { level: 1, name: 'Factura tu recarga' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Régimen fiscal' })).toBeEnabled();
    await expectNoSeriousA11yViolations(page);

    // Errors show once a field was touched; the RFC is uppercased as typed.
    const rfc = page.getByRole('textbox', { name: 'RFC' });
    await rfc.fill('abc010101abb');
    await expect(rfc).toHaveValue('ABC010101ABB');
    await rfc.blur();
    await expect(page.getByText('El RFC no tiene el formato correcto')).toBeVisible();
    await page.getByRole('textbox', { name: 'Correo electrónico' }).fill('maria@correo');
    await page.getByRole('textbox', { name: 'Correo electrónico' }).blur();
    await expect(page.getByText('Ingresa un correo electrónico válido')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await fillInvoiceForm(page);
    await expect(page.getByText('El RFC no tiene el formato correcto')).toBeHidden();
    await page.getByRole('button', { name: 'Solicitar factura' }).click();
    const result = page.getByRole('status').filter({ hasText: 'Solicitud de factura registrada' });
    await expect(result).toContainText('Tu factura fue registrada y la enviaremos a tu correo.');
    await expect(result).toContainText('Folio: FAC-2026-000123');
    await expectNoSeriousA11yViolations(page);

    await result.getByRole('button', { name: 'Facturar otra recarga' }).click();
    await expect(page.getByRole('textbox', { name: 'RFC' })).toHaveValue('');
  });
});

test.describe('card replacement at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('replaces the card of a recurring top-up: new card, wrong then right code, success', async ({ page }) => {
    test.setTimeout(scaledTimeout(60_000));
    await acceptCookiesBeforeVisit(page);
    await startLoggedIn(page);
    // What the page sends to our API: never the card's number or CVV (the tokeniser gets them).
    const apiBodies: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/upd-card/')) apiBodies.push(request.postData() ?? '');
    });
    await page.goto('/recurrente');
    await page.getByRole('article', { name: 'Paquete 100' }).getByRole('link', { name: 'Cambiar tarjeta' }).click();
    await expect(page).toHaveURL(/\/cambiar-tarjeta\?recarga=rec-1b9d4e02&linea=3312345678$/);
    await expect(page).toHaveTitle('Cambiar tarjeta | Bait');
    await expect(page.getByText(/recurrentes del número 33 12 34 56 78\./)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Número de tarjeta' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await enterNewCard(page);
    await expect(page.getByText('Te enviamos un código de verificación por SMS.')).toBeVisible();
    await expect(page.getByText('Ingresa el código que enviamos por SMS al número 33 12 34 56 78.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Verificar' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);

    await enterReplacementCode(page, '9999');
    await expect(page.getByText('El código ingresado es incorrecto. Te quedan 2 intentos.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await enterReplacementCode(page, TEST_DATA.otpCode);
    const done = page.getByRole('status').filter({ hasText: 'Tarjeta actualizada' });
    await expect(done).toContainText('Tu tarjeta fue actualizada correctamente.');
    await expectNoSeriousA11yViolations(page);
    expect(apiBodies.some((body) => body.includes('"token"'))).toBe(true);
    expect(apiBodies.join('\n')).not.toMatch(/4111111111111111|"123"/);
    // Stored values as they are and base64-decoded (the encoded keys).
    const stored = await page.evaluate(() =>
      [...Object.values(localStorage), ...Object.values(sessionStorage)]
        .map((value: string) => {
          try {
            return `${value} ${atob(value)}`;
          } catch {
            return value;
          }
        })
        .join('\n'),
    );
    expect(stored).not.toContain('4111111111111111');
    await done.getByRole('link', { name: 'Volver a mis recargas recurrentes' }).click();
    await expect(page).toHaveURL(/\/recurrente$/);
  });
});
