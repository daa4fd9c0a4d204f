import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { gotoWithScenarios } from './scenarios';

const COMPATIBILITY_PATH = '/compatibilidad';
const IMEI = '356938035643809';
const VOZAPP_MESSAGE = 'Su equipo es compatible con nuestra red. Para disfrutar del servicio es necesario descargar la aplicación VozAPP.';

async function verifyImei(page: Page) {
  await page.getByRole('textbox', { name: 'IMEI' }).fill(IMEI);
  await page.getByRole('button', { name: 'Verificar' }).click();
}

test.describe('device compatibility', () => {
  test('keeps the chosen scenario after a reload without the query', async ({ page }) => {
    await gotoWithScenarios(page, COMPATIBILITY_PATH, { verifyImei: 'vozapp' });
    await verifyImei(page);
    await expect(page.getByRole('status')).toContainText(VOZAPP_MESSAGE);

    await page.goto(COMPATIBILITY_PATH);
    await verifyImei(page);

    await expect(page.getByRole('status')).toContainText(VOZAPP_MESSAGE);
  });

  test('leads a device without eSIM to a page where a physical SIM can be bought', async ({ page }) => {
    await gotoWithScenarios(page, COMPATIBILITY_PATH, { verifyImei: 'noEsim' });
    await verifyImei(page);
    await page.getByRole('link', { name: 'Obtén tu SIM física' }).click();

    await expect(page).toHaveURL(/\/cambiate-a-bait$/);
    const simOffer = page.getByRole('region', { name: 'Compra tu SIM Bait' }).getByRole('article', { name: 'SIM Bait 100' });
    await simOffer.getByRole('button', { name: 'Comprar' }).click();
    const dialog = page.getByRole('dialog', { name: 'SIM', exact: true });
    await expect(dialog.getByText('Total a pagar')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Proceder al pago' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('validates the IMEI before asking the server', async ({ page }) => {
    await page.goto(COMPATIBILITY_PATH);
    await expectNoSeriousA11yViolations(page);
    const imei = page.getByRole('textbox', { name: 'IMEI' });

    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(page.getByText('El IMEI es obligatorio')).toBeVisible();
    await expect(imei).toBeFocused();

    await imei.pressSequentially('12ab34 5');
    await expect(imei).toHaveValue('12345');
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(page.getByText('El formato del IMEI es inválido')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
