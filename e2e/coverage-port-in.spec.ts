/**
 * /cobertura at a phone's and a desktop's width, the whole check with no scenario (the contract's
 * first examples); at 1280 px also the port-in request of /haz-tu-portabilidad. The other outcomes
 * are rows of the scenario table (e2e/scenario-rows/coverage.ts, port-in.ts).
 */
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, scaledTimeout, test } from './fixtures';
import { checkCoverageOf } from './scenario-rows/coverage';
import { requestPortIn } from './scenario-rows/port-in';
import { acceptCookiesBeforeVisit } from './session';

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost']);
const MAP_HOSTS = /tile|openstreetmap|mapbox|maps\.google|googleapis|arcgis|carto|leaflet|unpkg/i;

/** Every request the page makes, to tell that the map never reaches a remote host. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

async function checkCoverage(page: Page) {
  await page.goto('/cobertura');
  await expect(page.getByRole('heading', { level: 1, name: 'Cobertura' })).toBeVisible();
  const map = page.getByRole('img', { name: 'Mapa de México' });
  await expect(map).toBeVisible();
  await expect(page.getByText('Consulta tu domicilio para marcarlo en el mapa.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The messages of an empty address, then the check.
  await page.getByRole('button', { name: 'Consultar cobertura' }).click();
  await expect(page.getByText('La calle es obligatoria')).toBeVisible();
  await expect(page.getByText('El código postal es obligatorio')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Calle' })).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  await checkCoverageOf(page);
  await expect(page.getByText('¡Buenas noticias! Tu domicilio tiene cobertura de Internet en casa.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver ofertas de Internet en casa' })).toHaveAttribute('href', '/internet-en-casa');
  await expect(page.getByText('Guardamos el resultado de tu consulta.')).toBeVisible();
  await expect(page.getByText('Ubicación aproximada de tu domicilio: 19.3887, -99.1636.')).toBeVisible();
  await expect(page.getByTestId('coverage-map-marker')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
}

async function requestThePortIn(page: Page) {
  await page.goto('/portabilidad');
  await expect(page).toHaveURL(/\/haz-tu-portabilidad$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Solicita tu portabilidad' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Solicitar portabilidad' }).click();
  await expect(page.getByText('El NIP es obligatorio')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await requestPortIn(page);
  await expect(page.getByText('Recibimos tu solicitud de portabilidad.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The number 5512345678 has a portability registered in the mocks.
  await page.getByRole('textbox', { name: 'Número a portar' }).fill('5512345678');
  await page.getByRole('button', { name: 'Solicitar portabilidad' }).click();
  await expect(page.getByText('Tu número ya tiene una portabilidad registrada.')).toBeVisible();
  await expect(page.getByText('Número 55 12 34 56 78, SIM (ICCID) 8952140000123456789.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
}

function expectNoRemoteMap(urls: string[]) {
  const remote = urls.filter((url) => /^https?:/.test(url) && !LOCAL_HOSTS.has(new URL(url).hostname));
  expect(remote, 'requests to a remote host').toEqual([]);
  expect(
    urls.filter((url) => MAP_HOSTS.test(new URL(url).hostname)),
    'requests to a map host',
  ).toEqual([]);
}

test.describe('coverage on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a visitor checks the coverage of an address and sees it on the offline map', async ({ page }) => {
    const urls = recordRequests(page);
    await acceptCookiesBeforeVisit(page);
    await checkCoverage(page);
    expectNoRemoteMap(urls);
  });
});

test.describe('coverage and port-in on a desktop (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a visitor checks the coverage of an address, then asks to port a number in', async ({ page }) => {
    // Two pages walked with axe on every step.
    test.setTimeout(scaledTimeout(60_000));
    const urls = recordRequests(page);
    await acceptCookiesBeforeVisit(page);
    await checkCoverage(page);
    expectNoRemoteMap(urls);
    await requestThePortIn(page);
  });
});
