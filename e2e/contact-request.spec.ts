import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { expectNoSeriousA11yViolationsAtBothWidths } from './keyboard/widths';
import { gotoWithScenarios } from './scenarios';

const GET_A_LINE_PATH = '/cambiate-a-bait';
const FAILURE_MESSAGE = 'Lo sentimos, hubo un error al guardar tu información. Por favor inténtalo de nuevo';

const variants = [
  {
    button: 'Contáctame por WhatsApp',
    title: 'Cámbiate a Bait vía WhatsApp',
    phoneLabel: 'Teléfono(whatsapp)',
    tipo: 2,
    saved: 'Hemos guardado tus datos, a la brevedad uno de nuestros agentes se pondrá en contacto contigo vía Whatsapp',
  },
  {
    button: 'Contáctame por teléfono',
    title: 'Cámbiate a Bait vía Telefónica',
    phoneLabel: 'Teléfono de contacto',
    tipo: 1,
    saved: 'Hemos guardado tus datos, a la brevedad uno de nuestros agentes se pondrá en contacto contigo vía Telefónica',
  },
] as const;

async function fillContactForm(page: Page, title: string, phoneLabel: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('textbox', { name: 'Nombre' }).fill('Ana López');
  await dialog.getByRole('textbox', { name: phoneLabel }).fill('55 1234 5678');
  await dialog.getByRole('textbox', { name: 'Confirma tu número' }).pressSequentially('5512345678');
  await dialog.getByRole('checkbox', { name: /He leído, entiendo y consiento/ }).check();
  return dialog;
}

test.describe('contact request', () => {
  for (const variant of variants) {
    test(`saves a request through the ${variant.phoneLabel} dialog`, async ({ page }) => {
      await page.goto(`${GET_A_LINE_PATH}?utm_source=e2e`);
      await expect(page).toHaveTitle('Cámbiate a Bait | Bait');
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('button', { name: variant.button }).click();
      const dialog = page.getByRole('dialog', { name: variant.title });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('textbox', { name: 'Nombre' })).toBeFocused();
      await expect(dialog.getByRole('button', { name: 'ENVIAR DATOS' })).toBeDisabled();

      await fillContactForm(page, variant.title, variant.phoneLabel);
      await expect(dialog.getByRole('textbox', { name: variant.phoneLabel })).toHaveValue('5512345678');
      await expectNoSeriousA11yViolationsAtBothWidths(page);

      const requestPromise = page.waitForRequest('**/api/core/captacion/contacto');
      await dialog.getByRole('button', { name: 'ENVIAR DATOS' }).click();
      const request = await requestPromise;
      expect(request.postDataJSON()).toEqual({
        campania: { campaign: '', content: '', medium: '', source: 'e2e' },
        persona: { compatible: true, nombre: 'Ana López', telefono: '5512345678', tipo: variant.tipo },
      });

      const alert = page.getByRole('dialog', { name: 'Aviso' });
      await expect(alert).toContainText(variant.saved);
      await expect(dialog).toBeHidden();
      await expect(alert.getByRole('button', { name: 'Aceptar' })).toBeFocused();
      await expectNoSeriousA11yViolationsAtBothWidths(page);

      await alert.getByRole('button', { name: 'Aceptar' }).click();
      await expect(alert).toBeHidden();
      await page.getByRole('button', { name: variant.button }).click();
      await expect(dialog.getByRole('textbox', { name: 'Nombre' })).toHaveValue('');
    });
  }

  test('loads the dialog code only when a contact button is pressed', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const loaded = (chunk: string) => scripts.some((path) => path.includes(chunk));

    await page.goto(GET_A_LINE_PATH);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cámbiate a Bait');
    expect(loaded('contact-request-dialog')).toBe(false);
    expect(loaded('alert-dialog')).toBe(false);

    await page.getByRole('button', { name: 'Contáctame por WhatsApp' }).click();

    await expect(page.getByRole('dialog', { name: 'Cámbiate a Bait vía WhatsApp' })).toBeVisible();
    expect(loaded('contact-request-dialog')).toBe(true);
  });

  test('warns on a server error and keeps what was typed', async ({ page }) => {
    await gotoWithScenarios(page, GET_A_LINE_PATH, { createContactRequest: 'serverError' });
    await page.getByRole('button', { name: 'Contáctame por WhatsApp' }).click();
    const dialog = await fillContactForm(page, 'Cámbiate a Bait vía WhatsApp', 'Teléfono(whatsapp)');

    await dialog.getByRole('button', { name: 'ENVIAR DATOS' }).click();

    const warning = page.getByRole('dialog', { name: 'Advertencia' });
    await expect(warning).toContainText(FAILURE_MESSAGE);
    await expectNoSeriousA11yViolationsAtBothWidths(page);
    await warning.getByRole('button', { name: 'Aceptar' }).click();
    await expect(warning).toBeHidden();

    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Ana López');
    await expect(dialog.getByRole('textbox', { name: 'Teléfono(whatsapp)' })).toHaveValue('5512345678');
    await expect(dialog.getByRole('button', { name: 'ENVIAR DATOS' })).toBeEnabled();
  });

  test('shows the validation messages once the fields are touched', async ({ page }) => {
    await page.goto(GET_A_LINE_PATH);
    await page.getByRole('button', { name: 'Contáctame por teléfono' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cámbiate a Bait vía Telefónica' });

    await dialog.getByRole('textbox', { name: 'Nombre' }).focus();
    await page.keyboard.press('Tab');
    await expect(dialog.getByText('El nombre es obligatorio')).toBeVisible();
    await page.keyboard.type('123');
    await page.keyboard.press('Tab');
    await expect(dialog.getByText('Número de teléfono inválido')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(dialog.getByText('El número es obligatorio')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Contáctame por teléfono' })).toBeFocused();
  });
});
