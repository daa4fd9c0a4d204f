import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { expectNoSeriousA11yViolationsAtBothWidths } from './keyboard/widths';

/** The notice's delay after start (spec 9: 4000 ms). */
const NOTICE_DELAY_MS = 4000;
/** The tags load after the load event when the browser is idle, at the latest after this (decision 142). */
const TAGS_IDLE_TIMEOUT_MS = 4000;

type TagWindow = Window & { __baitTagStandIns?: Record<string, Array<{ entry: unknown }>> };

/** How many messages each tag stand-in of mocks/public/tags/ recorded. */
function tagCounts(page: Page) {
  return page.evaluate(() => Object.fromEntries(Object.entries((window as TagWindow).__baitTagStandIns ?? {}).map(([tag, list]) => [tag, list.length])));
}

test.describe('cookie notice', () => {
  test('shows 4 s after start, accepting it loads the tags and is remembered after a reload', async ({ page }) => {
    const tagScripts: string[] = [];
    const foreignRequests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/tags/')) tagScripts.push(url.pathname);
      if (!['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol !== 'data:' && url.protocol !== 'blob:') foreignRequests.push(url.href);
    });
    await page.clock.install();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const notice = page.getByRole('region', { name: 'Aviso de cookies' });
    await expect(notice).toBeHidden();

    await page.clock.runFor(NOTICE_DELAY_MS);
    await expect(notice).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Not before consent: nothing of the three tags was asked for while the notice waited.
    expect(tagScripts).toEqual([]);
    await notice.getByRole('button', { name: 'Aceptar' }).click();
    await expect(notice).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBe('[1,2]');
    const events = await page.evaluate(() => (window as Window & { dataLayer?: Array<{ event?: string }> }).dataLayer?.map((entry) => entry.event));
    expect(events).toContain('cookie_consent');
    // After it, once the browser is idle (at once when nothing else waits, which the test cannot
    // hold back): the three stand-ins, which record what they get.
    await page.clock.runFor(TAGS_IDLE_TIMEOUT_MS);
    // The tag manager got the consent (and the banners shown since), the social pixel its init; the video pixel has no event yet.
    await expect.poll(() => tagCounts(page)).toEqual({ tagManager: expect.any(Number), socialPixel: 1, videoPixel: 0 });
    expect(await page.evaluate(() => (window as TagWindow).__baitTagStandIns?.tagManager?.[0]?.entry)).toEqual({ event: 'cookie_consent', consent: 'granted' });
    expect(tagScripts.sort()).toEqual(['/tags/fbevents.js', '/tags/gtm.js', '/tags/pixel-events.js']);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.clock.runFor(NOTICE_DELAY_MS * 2);
    await expect(notice).toBeHidden();
    // The stored consent loads the tags again; each one counts the page view.
    await page.clock.runFor(TAGS_IDLE_TIMEOUT_MS);
    const received = () => page.evaluate(() => JSON.stringify((window as TagWindow).__baitTagStandIns ?? {}));
    await expect.poll(received).toContain('["track","PageView"]');
    expect(await received()).toContain('["page"]');
    expect(await received()).toContain('"event":"page_view"');
    expect(foreignRequests).toEqual([]);
  });

  test('Configurar opens the settings and the cookie policy', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await page.clock.runFor(NOTICE_DELAY_MS);
    await page.getByRole('button', { name: 'Configurar' }).click();

    const settings = page.getByRole('dialog', { name: 'Configuración de cookies' });
    await expect(settings).toBeVisible();
    await settings.getByText('Cookies de rendimiento', { exact: true }).click();
    await expect(settings.getByText('Nos ayudan a saber cuántas personas visitan el sitio')).toBeVisible();
    await expectNoSeriousA11yViolationsAtBothWidths(page);

    await settings.getByRole('button', { name: 'Consulta nuestra Política de cookies' }).click();
    const policy = page.getByRole('dialog', { name: 'Política de cookies' });
    await expect(policy.getByText('Última actualización: 31 de octubre de 2021')).toBeVisible();
    await expectNoSeriousA11yViolationsAtBothWidths(page);
    await page.keyboard.press('Escape');
    await expect(policy).toBeHidden();
    await expect(settings).toBeVisible();

    // Refusing the performance cookies: stored, the notice closes, and no tag ever loads.
    const tagScripts: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/tags/')) tagScripts.push(request.url());
    });
    await expect(settings.getByRole('switch', { name: 'Permitir cookies de rendimiento' })).not.toBeChecked();
    await settings.getByRole('button', { name: 'Guardar mi elección' }).click();
    await expect(settings).toBeHidden();
    await expect(page.getByRole('region', { name: 'Aviso de cookies' })).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBe('[1]');
    await page.clock.runFor(TAGS_IDLE_TIMEOUT_MS * 2);
    expect(tagScripts).toEqual([]);
    expect(await tagCounts(page)).toEqual({});
  });
});
