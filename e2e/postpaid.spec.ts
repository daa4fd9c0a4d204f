import type { Frame, Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

const POSTPAID_PAGE = '/mi-bait-pospago';
/** The frame is the reported height plus this (spec account 9). */
const EXTRA_HEIGHT_PX = 100;
const LOADING_TEXT = 'Cargando, espera un momento…';
const FOREIGN_ORIGIN = 'http://foreign.test';

/** A foreign page that tries every message on its parent as soon as it loads. */
const FOREIGN_PAGE = `<!doctype html><html lang="es-MX"><head><title>Sitio ajeno</title></head><body><script>
for (const message of [{ type: 'resize', height: 5000 }, { type: 'loader', visible: true }, { type: 'modal', open: true }]) {
  parent.postMessage(message, '*');
}
</script></body></html>`;

/** The page, its postpaid frame element and the document loaded in it (the local stand-in). */
async function openPostpaid(page: Page, query = '') {
  await page.goto(`${POSTPAID_PAGE}${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mi Bait pospago' })).toBeVisible();
  const frameElement = page.locator('iframe[title*="Bait pospago"]');
  await expect(frameElement).toBeVisible();
  const frame = (await (await frameElement.elementHandle())?.contentFrame()) as Frame;
  await expect(frame.getByRole('heading', { level: 1 })).toBeVisible();
  return { frameElement, frame };
}

const heightOf = (frameElement: Locator) => frameElement.evaluate((element) => Math.round(element.getBoundingClientRect().height));

/** What the stand-in reports: the height of its content. */
const reportedHeightOf = (frame: Frame) => frame.evaluate(() => Math.ceil(document.body.getBoundingClientRect().height));

async function expectSizedToContent(frameElement: Locator, frame: Frame) {
  await expect.poll(async () => (await heightOf(frameElement)) - (await reportedHeightOf(frame))).toBe(EXTRA_HEIGHT_PX);
}

test.describe('postpaid page, desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('frames the local postpaid page, follows its size, loader and modal', async ({ page }) => {
    const { frameElement, frame } = await openPostpaid(page);
    await expect(frame.getByRole('heading', { level: 1, name: 'Bait pospago' })).toBeVisible();
    expect(await frameElement.getAttribute('src')).toMatch(/\/pospago\/index\.html$/);
    await expect(page).toHaveTitle('Mi Bait pospago | Bait');

    await expectSizedToContent(frameElement, frame);
    const before = await heightOf(frameElement);
    for (let item = 0; item < 3; item += 1) await frame.getByRole('button', { name: 'Agregar contenido' }).click();
    await expect.poll(() => heightOf(frameElement)).toBeGreaterThan(before);
    await expectSizedToContent(frameElement, frame);
    await expectNoSeriousA11yViolations(page);

    const status = page.getByRole('status').filter({ hasText: LOADING_TEXT });
    await frame.getByRole('button', { name: 'Mostrar cargando' }).click();
    await expect(status).toBeVisible();
    await expect(status).toBeHidden();

    await frame.getByRole('button', { name: 'Abrir aviso' }).click();
    await expect(frame.getByRole('dialog', { name: 'Aviso de Bait pospago' })).toBeVisible();
    await expect.poll(() => frameElement.boundingBox()).toEqual({ x: 0, y: 0, width: 1280, height: 800 });
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await expect(page.getByRole('heading', { level: 1, name: 'Mi Bait pospago' })).toHaveAttribute('inert', '');

    await frame.getByRole('button', { name: 'Cerrar aviso' }).click();
    await expect(frame.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Mi Bait pospago' })).not.toHaveAttribute('inert');
    await expectSizedToContent(frameElement, frame);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  });

  test('typeService=portabilidad and billPay=pagar-factura load their frame addresses', async ({ page }) => {
    const portIn = await openPostpaid(page, '?typeService=portabilidad');
    expect(await portIn.frameElement.getAttribute('src')).toMatch(/\/pospago\/index\.html\?typeService=portabilidad$/);
    await expect(portIn.frame.getByRole('heading', { level: 1, name: 'Cámbiate a Bait pospago' })).toBeVisible();

    const payBill = await openPostpaid(page, '?billPay=pagar-factura');
    expect(await payBill.frameElement.getAttribute('src')).toMatch(/\/pospago\/index\.html#\/pagar-factura$/);
    await expect(payBill.frame.getByRole('heading', { level: 1, name: 'Paga tu factura de Bait pospago' })).toBeVisible();
  });

  test('messages from a foreign origin, or from the page itself, change nothing', async ({ page, allowedRemoteHosts }) => {
    allowedRemoteHosts.push(new URL(FOREIGN_ORIGIN).hostname);
    await page.route(`${FOREIGN_ORIGIN}/**`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: FOREIGN_PAGE }));
    const { frameElement, frame } = await openPostpaid(page);
    await expectSizedToContent(frameElement, frame);

    await page.evaluate((foreignOrigin) => {
      const received: string[] = [];
      Object.assign(window, { receivedMessages: received });
      window.addEventListener('message', (event) => {
        if (event.origin === foreignOrigin) received.push('foreign');
        else if (event.source === window) received.push('self');
      });
      const foreign = document.createElement('iframe');
      foreign.src = `${foreignOrigin}/`;
      foreign.title = 'Sitio ajeno';
      document.body.append(foreign);
    }, FOREIGN_ORIGIN);
    const received = () => page.evaluate(() => (window as Window & { receivedMessages?: string[] }).receivedMessages ?? []);
    await expect.poll(async () => (await received()).filter((from) => from === 'foreign')).toHaveLength(3);

    await page.evaluate(() => {
      for (const message of [
        { type: 'resize', height: 5000 },
        { type: 'loader', visible: true },
        { type: 'modal', open: true },
      ]) {
        window.postMessage(message, window.location.origin);
      }
    });
    await expect.poll(async () => (await received()).filter((from) => from === 'self')).toHaveLength(3);

    // A genuine message after the others: once it is applied, the ignored ones had their turn.
    await frame.getByRole('button', { name: 'Agregar contenido' }).click();
    await expectSizedToContent(frameElement, frame);
    expect(await heightOf(frameElement)).toBeLessThan(5000);
    await expect(page.getByRole('status').filter({ hasText: LOADING_TEXT })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Mi Bait pospago' })).not.toHaveAttribute('inert');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  });
});

test.describe('postpaid page, mobile', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('fits the frame to the width and passes axe', async ({ page }) => {
    const { frameElement, frame } = await openPostpaid(page);
    await expectSizedToContent(frameElement, frame);
    expect((await frameElement.boundingBox())?.width).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(page);
  });
});
