import { expect, test } from './fixtures';
import { maria, startLoggedIn } from './session';

/** A reproduce link copied on a logged-in page opens that page logged in, in a browser with no session (issue 47). */
test('the QA panel link of /home carries the session: a fresh browser lands on /home logged in', async ({ page, browser }) => {
  await startLoggedIn(page);
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Mis consumos', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Abrir panel de QA' }).click();
  const panel = page.getByRole('dialog', { name: 'Panel de QA' });
  await panel.getByRole('button', { name: 'Copiar enlace' }).click();
  const link = await panel.getByRole('textbox', { name: 'Enlace que reproduce esta configuración' }).inputValue();
  expect(link).toMatch(new RegExp(`/home\\?.*session=${maria.number}`));

  const fresh = await browser.newContext();
  try {
    const other = await fresh.newPage();
    await other.goto(link);
    await expect(other.getByRole('heading', { name: 'Mis consumos', level: 1 })).toBeVisible();
    expect(new URL(other.url()).pathname).toBe('/home');
  } finally {
    await fresh.close();
  }
});
