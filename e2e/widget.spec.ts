import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

/** The start-up skeleton of the widget (spec 9: 2000 ms). */
const SKELETON_MS = 2000;
const FOOTER = 'Descubre, encuentra todo y paga menos';

/** Every http(s) address the page asks for that is not this machine. */
function collectRemoteRequests(page: Page): string[] {
  const remote: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.hostname !== '127.0.0.1') remote.push(request.url());
  });
  return remote;
}

async function openWidget(page: Page) {
  await page.clock.install();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const trigger = page.getByRole('button', { name: 'Beneficios y tiendas' });
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'Beneficios y tiendas' });
  await expect(dialog.getByRole('status')).toBeVisible();
  await page.clock.runFor(SKELETON_MS);
  await expect(dialog.getByRole('tab', { name: 'Beneficios', selected: true })).toBeVisible();
  return { trigger, dialog };
}

test.describe('help widget at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('opens on Beneficios, switches tabs and plays a video without leaving the machine', async ({ page }) => {
    const remoteRequests = collectRemoteRequests(page);
    const { trigger, dialog } = await openWidget(page);

    const services = dialog.getByRole('list', { name: 'Beneficios' });
    await expect(services.getByRole('button')).toHaveCount(2);
    await expect(services.getByRole('button').first()).toHaveAttribute('aria-current', 'true');
    await expect(dialog.getByRole('heading', { level: 3, name: 'Envío a domicilio' })).toBeVisible();
    await expect(dialog.getByText(FOOTER, { exact: true })).toBeVisible();
    // The local stand-ins of the contract's images load (a broken image has no natural width).
    for (const image of [
      dialog.getByRole('img', { name: 'Envío a domicilio', exact: true }),
      dialog.getByRole('img', { name: 'Vista previa del video: Envío a domicilio' }),
    ]) {
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    }
    await expectNoSeriousA11yViolations(page);

    await dialog.getByRole('tab', { name: 'Beneficios' }).press('ArrowRight');
    await expect(dialog.getByRole('tab', { name: 'Tiendas', selected: true })).toBeFocused();
    await expect(dialog.getByRole('list', { name: 'Tiendas' }).getByRole('button')).toHaveCount(1);
    await expect(dialog.getByRole('heading', { level: 3, name: 'Recarga en tienda' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: /^Ver tiendas/ })).toHaveAttribute('href', 'https://tiendas.bait.example/ubicaciones');

    await dialog.getByRole('button', { name: 'Reproducir video: Recarga en tienda' }).click();
    await expect(dialog.getByRole('img', { name: 'Vista previa del video: Recarga en tienda' })).toHaveCount(0);
    const video = dialog.frameLocator('iframe[title="Video: Recarga en tienda"]').locator('video');
    await expect(video).toBeVisible();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.readyState >= 2)).toBe(true);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    expect(remoteRequests).toEqual([]);
  });
});

test.describe('help widget at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the detail replaces the list and the back arrow returns to it', async ({ page }) => {
    const { dialog } = await openWidget(page);
    const list = dialog.getByRole('list', { name: 'Beneficios' });
    await expect(list).toBeVisible();
    await expect(dialog.getByRole('article')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await list.getByRole('button', { name: /Paga tus recargas/ }).click();
    await expect(list).toBeHidden();
    await expect(dialog.getByRole('heading', { level: 3, name: 'Tu monedero digital' })).toBeFocused();
    await expect(dialog.getByText(FOOTER, { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await dialog.getByRole('button', { name: 'Regresar' }).click();
    await expect(dialog.getByRole('heading', { level: 3 })).toHaveCount(0);
    await expect(list.getByRole('button', { name: /Paga tus recargas/ })).toBeFocused();
  });
});
