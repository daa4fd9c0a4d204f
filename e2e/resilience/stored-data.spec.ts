/**
 * Garbage in every local-storage key of the spec leaves the site anonymous and working
 * (issue 15, decision 122). The readers' properties are in tests/resilience/stored-data.test.ts.
 */
import { GARBAGE_VALUES, STORED_KEYS, TAB_STORED_KEYS } from '../../tests/resilience/stored-keys';
import { expect, test } from '../fixtures';

const KEYS = STORED_KEYS;

test('garbage in every stored key: / and /home show the anonymous site', async ({ page }) => {
  // Each load puts a different kind of garbage in each key (the offset follows the address).
  await page.addInitScript(
    ({ keys, tabKeys, values }) => {
      const offset = location.pathname === '/' ? 0 : 3;
      keys.forEach((key, index) => localStorage.setItem(key, values[(index + offset) % values.length] ?? ''));
      tabKeys.forEach((key, index) => sessionStorage.setItem(key, values[(index + offset) % values.length] ?? ''));
    },
    { keys: KEYS, tabKeys: TAB_STORED_KEYS, values: GARBAGE_VALUES },
  );
  const header = page.getByRole('banner');

  await page.goto('/?flags=sso:off');
  await expect(header.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // An account page without a (readable) session leads home, anonymous.
  await page.goto('/home?flags=sso:off');
  await expect(page).toHaveURL(/\/(\?.*)?$/);
  await expect(header.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toBeVisible();
});
