import type { Page, Request } from '@playwright/test';
import { REAL_MODE_SERVICE_KEY } from '../../scripts/lib/real-mode';
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { expectNoPolicyViolations, watchContentSecurityPolicy, type PolicyWatch } from './content-security-policy';
import packageJson from '../../package.json' with { type: 'json' };

/** What Prism answers getSecureData for the captacion channel: its first example (decision 266). */
const CHANNEL_KEYS = { ordAccess: 'bGxhdmVyby1kZS1wcnVlYmEtYmFpdA==', ordServicio: 'srv-pagos-4f7c2a9e' } as const;

/**
 * The app in real mode (`vite --mode real`) against Prism mocks of the six contract files
 * (scripts/real-mode-server.ts, decision 071): no MSW in the page, the real client's base URLs
 * and the headers of spec 7 on the wire.
 */

const IMEI = '356938035643809';
const XSRF_TOKEN = 'token-xsrf-prism';

/** Every request the page makes, to look at after the steps. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

/** No mock service worker: none registered, none controlling the page, its script never asked for. */
async function expectNoMockServiceWorker(page: Page, requests: Request[]): Promise<void> {
  expect(requests.map((request) => request.url()).filter((url) => url.includes('mockServiceWorker'))).toEqual([]);
  const workers = await page.evaluate(async () => ({
    registrations: (await navigator.serviceWorker.getRegistrations()).length,
    controlled: navigator.serviceWorker.controller !== null,
  }));
  expect(workers).toEqual({ registrations: 0, controlled: false });
}

const CAPTCHA_HOST = 'www.google.com';
const DRIFT_PANEL = 'Respuestas fuera del contrato';

/** Spec 7: the QA host's calls reach the page's own origin carrying app-version, origen and the service key. */
async function expectProductionHeaders(page: Page, request: Request, serviceKey = REAL_MODE_SERVICE_KEY): Promise<void> {
  const origin = new URL(page.url()).origin;
  expect(new URL(request.url()).origin).toBe(origin);
  const headers = await request.allHeaders();
  expect(headers['app-version']).toBe(packageJson.version);
  expect(headers['origen']).toBe(origin);
  expect(headers['ordservicio']).toBe(serviceKey);
}

test.describe('the app on a non-mock backend (Prism)', () => {
  // Every page these tests load runs under the Content Security Policy, with no violation (decision 120).
  let policy: PolicyWatch;
  test.beforeEach(async ({ page }) => {
    policy = await watchContentSecurityPolicy(page);
  });
  test.afterEach(() => expectNoPolicyViolations(policy));

  test.beforeEach(async ({ context, baseURL, allowedRemoteHosts }) => {
    await context.addCookies([{ name: 'XSRF-TOKEN', value: XSRF_TOKEN, url: baseURL ?? '' }]);
    // Real mode loads the captcha provider's script (decision 056); this run stays on the machine.
    allowedRemoteHosts.push(CAPTCHA_HOST);
    await context.route(`https://${CAPTCHA_HOST}/recaptcha/**`, (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
  });

  test('compatibility: the IMEI check goes through the QA redirect with the production headers, no MSW', async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto('/compatibilidad');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const check = page.waitForRequest((request) => request.url().includes('/api/core/captacion/imei/'));
    await page.getByRole('textbox', { name: 'IMEI' }).fill(IMEI);
    await page.getByRole('button', { name: 'Verificar' }).click();
    const request = await check;
    await expect(page.getByRole('status')).toContainText('¡Felicidades! Su equipo es compatible con nuestra red');
    await expectProductionHeaders(page, request);
    expect((await request.allHeaders())['x-xsrf-token']).toBe(XSRF_TOKEN);
    expect((await request.response())?.status()).toBe(200);
    await expectNoSeriousA11yViolations(page);

    // The site's assets come from their own base URL (the site-assets mock), not from the page's origin.
    const flagOrigins = requests
      .filter((candidate) => candidate.url().endsWith('/assets/config/feature-flags.json'))
      .map((candidate) => new URL(candidate.url()).origin);
    expect(flagOrigins).toHaveLength(1);
    expect(flagOrigins).not.toContain(new URL(page.url()).origin);
    await expectNoMockServiceWorker(page, requests);
    // The dev server's response validator runs, and Prism's answers keep the contract.
    await expect(page.getByRole('complementary', { name: DRIFT_PANEL })).toHaveCount(0);
  });

  test('contact request: the channel keys and the production headers reach the backend, which stores it', async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto('/cambiate-a-bait?utm_source=e2e');
    await page.getByRole('button', { name: 'Contáctame por teléfono' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cámbiate a Bait vía Telefónica' });
    await dialog.getByRole('textbox', { name: 'Nombre' }).fill('Ana López');
    await dialog.getByRole('textbox', { name: 'Teléfono de contacto' }).fill('5512345678');
    await dialog.getByRole('textbox', { name: 'Confirma tu número' }).pressSequentially('5512345678');
    await dialog.getByRole('checkbox', { name: /He leído, entiendo y consiento/ }).check();
    await expectNoSeriousA11yViolations(page);

    const sent = page.waitForRequest('**/api/core/captacion/contacto');
    await dialog.getByRole('button', { name: 'ENVIAR DATOS' }).click();
    const request = await sent;
    await expectProductionHeaders(page, request, CHANNEL_KEYS.ordServicio);
    expect((await request.allHeaders())['ordaccess']).toBe(CHANNEL_KEYS.ordAccess);
    expect(request.postDataJSON()).toEqual({
      campania: { campaign: '', content: '', medium: '', source: 'e2e' },
      persona: { compatible: true, nombre: 'Ana López', telefono: '5512345678', tipo: 1 },
    });

    const alert = page.getByRole('dialog', { name: 'Aviso' });
    await expect(alert).toContainText('Hemos guardado tus datos');
    await expectNoSeriousA11yViolations(page);
    await expectNoMockServiceWorker(page, requests);
    await expect(page.getByRole('complementary', { name: DRIFT_PANEL })).toHaveCount(0);
  });

  test('offer pages: each list is read from the backend and shown as cards; a drifted answer is reported, not fatal', async ({ page }) => {
    const requests = recordRequests(page);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    // A backend that adds a field the contract does not allow (additionalProperties: false).
    await page.route('**/assets/config/feature-flags.json', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), beta: true } });
    });
    for (const path of ['/recargas', '/paquetes', '/internet-en-casa']) {
      const list = page.waitForResponse(
        (response) => response.url().includes('/api/') && response.request().method() === 'GET' && /ofert|paquet|recarg|internet/i.test(response.url()),
      );
      await page.goto(path);
      const response = await list;
      expect(response.status(), path).toBe(200);
      await expectProductionHeaders(page, response.request());
      await expect(page.getByRole('article').first(), path).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    }
    await expectNoMockServiceWorker(page, requests);
    const panel = page.getByRole('complementary', { name: DRIFT_PANEL });
    await expect(panel).toContainText('1 respuesta no cumple el contrato');
    await panel.getByText(/no cumple el contrato/).click();
    await expect(panel.getByRole('listitem')).toContainText('getFeatureFlags GET /assets/config/feature-flags.json → 200');
    expect(warnings.some((warning) => warning.startsWith('[contract] getFeatureFlags'))).toBe(true);
  });

  test('login: the legacy login reaches the backend with the production headers and opens the account', async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('textbox', { name: 'Número Bait' }).pressSequentially('5512345678');
    await page.getByLabel('Contraseña', { exact: true }).fill('Bait#2026x');
    await expectNoSeriousA11yViolations(page);

    const sent = page.waitForRequest('**/conn/page/api/bait/api/aplicacion/acceso');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    const request = await sent;
    await expectProductionHeaders(page, request);
    expect((await request.allHeaders())['x-xsrf-token']).toBe(XSRF_TOKEN);
    expect(request.postDataJSON()).toMatchObject({ baitNumber: '5512345678' });

    // Prism answers the contract's first example: María's mobile line.
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText('Hola, María Hernández')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectNoMockServiceWorker(page, requests);
    await expect(page.getByRole('complementary', { name: DRIFT_PANEL })).toHaveCount(0);
  });
});
