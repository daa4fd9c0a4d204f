/**
 * Every multi-step flow at 390 px (issue 35): after each step, the new step's heading is in the
 * viewport, below the sticky header (nothing covers it) and focused (useStepPlacement). One page
 * load per flow on the default mocks, a scenario only for the lockouts; what each step shows is
 * checked by the flows' own specs and the scenario table, not here.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { fillLineData, openTopUpFromOfferCard } from './payment-flow';
import { CARD_REPLACEMENT_PATH, enterNewCard, enterReplacementCode } from './scenario-rows/card-replacement';
import { requestPortIn } from './scenario-rows/port-in';
import { enterSimReplacementCode, sendReplacementData, SIM_REPLACEMENT_PATH } from './scenario-rows/sim-replacement';
import { gotoWithScenarios } from './scenarios';
import { acceptCookiesBeforeVisit, startLoggedIn } from './session';

test.use({ viewport: { width: 390, height: 844 } });

const LOCKOUT_TITLE = '¡Ups! Parece que has alcanzado el número máximo de intentos';
const LINE = '5512345678';

/** The step heading named `name`: focused, wholly in the viewport, below the sticky header and not covered by it or anything else. */
async function expectPlaced(page: Page, name: string | RegExp): Promise<Locator> {
  const heading = page
    .getByRole('heading', { name })
    .or(page.locator('[data-step-heading]').filter({ hasText: name }))
    .first();
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport({ ratio: 1 });
  const placement = await heading.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const header = document.querySelector('header');
    const inDialog = element.closest('dialog') !== null;
    const hit = document.elementFromPoint(box.left + Math.min(8, box.width / 2), box.top + Math.min(4, box.height / 2));
    return {
      headerBottom: inDialog || !header ? 0 : header.getBoundingClientRect().bottom,
      top: box.top,
      uncovered: hit !== null && element.contains(hit),
    };
  });
  expect(placement.top, 'the heading starts below the sticky header').toBeGreaterThanOrEqual(placement.headerBottom);
  expect(placement.uncovered, 'nothing covers the heading').toBe(true);
  return heading;
}

/** The page, scrolled to its end first: a step change must bring its heading back into view. */
async function scrollToEnd(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
}

test.beforeEach(async ({ page }) => {
  await acceptCookiesBeforeVisit(page);
});

test('SIM replacement: data, code, request registered', async ({ page }) => {
  await page.goto(SIM_REPLACEMENT_PATH);
  await sendReplacementData(page);
  await expectPlaced(page, 'Código de verificación');
  await scrollToEnd(page);
  await enterSimReplacementCode(page, '1234');
  await expectPlaced(page, 'Solicitud registrada');
});

test('SIM replacement lockout: the lockout screen, not the footer', async ({ page }) => {
  await gotoWithScenarios(page, SIM_REPLACEMENT_PATH, { validateSimReplacementOtp: 'lockedOut' });
  await sendReplacementData(page);
  await expectPlaced(page, 'Código de verificación');
  await scrollToEnd(page);
  await enterSimReplacementCode(page, '9999');
  await expectPlaced(page, LOCKOUT_TITLE);
});

test('card replacement: card, code, card updated', async ({ page }) => {
  await startLoggedIn(page);
  await page.goto(CARD_REPLACEMENT_PATH);
  await enterNewCard(page);
  await expectPlaced(page, 'Código de verificación');
  await scrollToEnd(page);
  await enterReplacementCode(page, '1234');
  await expectPlaced(page, 'Tarjeta actualizada');
});

async function requestRegistrationCode(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: 'Número Bait', exact: true }).fill(LINE);
  await page.getByRole('textbox', { name: 'Confirma tu número Bait' }).fill(LINE);
  await scrollToEnd(page);
  await page.getByRole('button', { name: 'Enviar código' }).click();
}

test('registration: data, then the code', async ({ page }) => {
  await page.goto('/registro');
  await requestRegistrationCode(page);
  await expectPlaced(page, 'Paso 2 de 2: código de verificación');
});

test('registration lockout: the lockout screen in place of the code', async ({ page }) => {
  await gotoWithScenarios(page, '/registro', { generateRegisterOtp: 'lockedOut' });
  await requestRegistrationCode(page);
  await expectPlaced(page, LOCKOUT_TITLE);
});

test('recovery: number, code, new password', async ({ page }) => {
  await page.goto('/recuperacion');
  await page.getByRole('textbox', { name: 'Número Bait', exact: true }).fill(LINE);
  await page.getByRole('textbox', { name: 'Confirma tu número Bait' }).fill(LINE);
  await scrollToEnd(page);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expectPlaced(page, 'Paso 2 de 3: código de verificación');
  await page.getByRole('textbox', { name: 'Dígito 1 de 6' }).fill('1234');
  await scrollToEnd(page);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expectPlaced(page, 'Paso 3 de 3: nueva contraseña');
});

test('recovery lockout: the lockout under its step', async ({ page }) => {
  await gotoWithScenarios(page, '/recuperacion', { sendProfileOperation: 'lockedOut' });
  await page.getByRole('textbox', { name: 'Número Bait', exact: true }).fill(LINE);
  await page.getByRole('textbox', { name: 'Confirma tu número Bait' }).fill(LINE);
  await scrollToEnd(page);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expectPlaced(page, 'Paso 2 de 3: código de verificación');
  await expect(page.getByRole('heading', { name: LOCKOUT_TITLE })).toBeInViewport();
});

test('NIR change: line, NIR, outcome', async ({ page }) => {
  await page.goto('/cambio-nir');
  await page.getByRole('textbox', { name: 'Número Bait' }).pressSequentially(LINE);
  await scrollToEnd(page);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expectPlaced(page, 'Elige tu nueva lada');
  const select = page.getByRole('combobox', { name: 'Nueva lada (NIR)' });
  await select.pressSequentially('nuevo leon');
  await page.getByRole('option', { name: '81 · Monterrey, Nuevo León' }).click();
  await scrollToEnd(page);
  await page.getByRole('button', { name: 'Cambiar NIR' }).click();
  await expectPlaced(page, '¡Listo! Cambiamos tu NIR');
});

test('port-in: the request, then its outcome', async ({ page }) => {
  await page.goto('/haz-tu-portabilidad');
  await requestPortIn(page);
  await expectPlaced(page, 'Recibimos tu solicitud de portabilidad. Te escribiremos a tu correo electrónico para confirmar el cambio.');
});

test('top-up: the line data, then the summary and the card form', async ({ page }) => {
  const modal = await openTopUpFromOfferCard(page);
  await fillLineData(modal);
  await modal.getByRole('button', { name: 'Siguiente' }).click();
  await expectPlaced(page, 'Resumen de tu recarga');
});

test('eSIM: the visitor data, then the summary of the eSIM purchase', async ({ page }) => {
  await page.goto('/e-sim?flags=e-sim:on');
  await page.getByRole('article', { name: 'eSIM Bait 200' }).getByRole('button', { name: 'Comprar' }).click();
  const dialog = page.getByRole('dialog', { name: 'E-SIM', exact: true });
  await dialog.getByRole('textbox', { name: 'Teléfono de contacto' }).fill(LINE);
  await dialog.getByRole('textbox', { name: 'Correo electrónico', exact: true }).fill('ana.lopez@correo.mx');
  await dialog.getByRole('textbox', { name: 'Confirma tu correo electrónico' }).fill('ana.lopez@correo.mx');
  await dialog.getByRole('textbox', { name: 'IMEI' }).fill('356938035643809');
  await dialog.getByRole('button', { name: 'Proceder al pago' }).click();
  await expectPlaced(page, 'Resumen de tu compra de eSIM');
});
