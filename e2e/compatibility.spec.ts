import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

const COMPATIBILITY_PATH = '/compatibilidad';
const IMEI = '356938035643809';
const VOZAPP_MESSAGE =
  'Su equipo es compatible con nuestra red. Para disfrutar del servicio es necesario descargar la aplicación VozAPP.';

const outcomes = [
  { scenario: 'homologadosOVolte', message: 'Felicidades! Su equipo es compatible con nuestra red', simLink: false },
  { scenario: 'vozapp', message: VOZAPP_MESSAGE, simLink: false },
  {
    scenario: 'badRequest',
    message: 'Su equipo es compatible con nuestra red, pero no cuenta con tecnología eSIM. Le invitamos a adquirir una SIM física.',
    simLink: true,
  },
  {
    scenario: 'noEsim',
    message: 'Su equipo es compatible con nuestra red, pero no admite eSIM. Puede disfrutar del servicio con una SIM física.',
    simLink: true,
  },
  {
    scenario: 'error500',
    message: 'Estimado usuario, ha ocurrido un error interno del servidor. Por favor, inténtalo de nuevo más tarde.',
    simLink: false,
  },
  { scenario: 'notCompatible', message: 'Lo sentimos. Su equipo no es compatible con nuestra red', simLink: false },
  { scenario: 'successFalse', message: 'Lo sentimos. Su equipo no es compatible con nuestra red', simLink: false },
] as const;

async function verifyImei(page: Page) {
  await page.getByRole('textbox', { name: 'IMEI' }).fill(IMEI);
  await page.getByRole('button', { name: 'Verificar' }).click();
}

test.describe('device compatibility', () => {
  for (const outcome of outcomes) {
    test(`scenario ${outcome.scenario} shows its message`, async ({ page }) => {
      await page.goto(`${COMPATIBILITY_PATH}?scenario=verifyImei:${outcome.scenario}`);
      await expect(page).toHaveTitle('Compatibilidad | Bait');

      await verifyImei(page);

      const result = page.getByRole('status');
      await expect(result).toContainText(outcome.message);
      const simLink = result.getByRole('link', { name: 'Obtén tu SIM física' });
      if (outcome.simLink) await expect(simLink).toHaveAttribute('href', '/cambiate-a-bait');
      else await expect(simLink).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('keeps the chosen scenario after a reload without the query', async ({ page }) => {
    await page.goto(`${COMPATIBILITY_PATH}?scenario=verifyImei:vozapp`);
    await verifyImei(page);
    await expect(page.getByRole('status')).toContainText(VOZAPP_MESSAGE);

    await page.goto(COMPATIBILITY_PATH);
    await verifyImei(page);

    await expect(page.getByRole('status')).toContainText(VOZAPP_MESSAGE);
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
