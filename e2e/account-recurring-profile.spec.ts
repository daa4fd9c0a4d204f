/**
 * /recurrente and /editar-perfil on the stateful mocks, no scenario (decisions 017, 080, 081): a
 * logged-in customer reads the active recurring top-ups, cancels then accepts a deactivation and
 * the item leaves the list; then edits the profile, meets a bad e-mail, saves, and the saved data
 * comes back after a reload. Axe on every step and dialog. The other outcomes are rows of the
 * scenario table (sets `recurring` and `profile`).
 */
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, scaledTimeout, test } from './fixtures';
import { acceptCookiesBeforeVisit, startLoggedIn } from './session';

const confirmation = (page: Page) => page.getByRole('dialog', { name: 'Desactivar recarga recurrente' });

async function walkRecurringTopUps(page: Page) {
  await page.goto('/recurrente');
  await expect(page).toHaveTitle('Recargas recurrentes | Bait');
  await expect(page.getByRole('heading', { level: 1, name: 'Recargas recurrentes' })).toBeVisible();
  const first = page.getByRole('article', { name: 'Recarga 200' });
  await expect(first).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(first.getByText('55 12 34 56 78')).toBeVisible();
  await expect(first.getByText('Terminación 4242')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await first.getByRole('button', { name: 'Desactivar' }).click();
  await expect(confirmation(page)).toBeVisible();
  await expect(confirmation(page)).toContainText('¿Deseas desactivar la recarga recurrente Recarga 200 del número 55 12 34 56 78?');
  await expectNoSeriousA11yViolations(page);
  await confirmation(page).getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirmation(page)).toBeHidden();
  await expect(page.getByRole('article')).toHaveCount(2);

  await first.getByRole('button', { name: 'Desactivar' }).click();
  await confirmation(page).getByRole('button', { name: 'Aceptar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Tu recarga recurrente fue desactivada.' })).toBeVisible();
  await expect(first).toHaveCount(0);
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article', { name: 'Paquete 100' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
}

async function walkProfile(page: Page) {
  await page.goto('/editar-perfil');
  await expect(page).toHaveTitle('Actualizar datos | Bait');
  const name = page.getByRole('textbox', { name: 'Nombre o alias' });
  const email = page.getByRole('textbox', { name: 'Correo electrónico' });
  const save = page.getByRole('button', { name: 'Guardar cambios' });
  await expect(name).toHaveValue('María Hernández');
  await expect(email).toHaveValue('maria.hernandez@correo.example');
  await expect(page.getByText('55 12 34 56 78')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await email.fill('maria@correo');
  await email.blur();
  await expect(page.getByText('Ingresa un correo electrónico válido')).toBeVisible();
  await expect(save).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  await email.fill('maria.h@correo.example');
  await name.fill('María H.');
  await expect(save).toBeEnabled();
  await save.click();
  const success = page.getByRole('dialog', { name: 'Aviso' });
  await expect(success).toContainText('Tus datos se actualizaron correctamente.');
  await expectNoSeriousA11yViolations(page);
  await success.getByRole('button', { name: 'Aceptar' }).click();
  await expect(success).toBeHidden();

  await page.reload();
  await expect(name).toHaveValue('María H.');
  await expect(email).toHaveValue('maria.h@correo.example');
}

for (const { width, height } of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test.describe(`recurring top-ups and profile at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('lists, cancels then deactivates a recurring top-up; edits and saves the profile', async ({ page }) => {
      test.setTimeout(scaledTimeout(60_000));
      await acceptCookiesBeforeVisit(page);
      await startLoggedIn(page);
      await walkRecurringTopUps(page);
      await walkProfile(page);
    });
  });
}
