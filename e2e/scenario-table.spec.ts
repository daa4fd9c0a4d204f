/**
 * Every outcome of the contract that a screen shows, reproduced through `?scenario=` and checked
 * by the Spanish text the visitor reads. A flow that gains a screen adds its rows here.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { gotoWithScenarios } from './scenarios';

type ScreenOutcome = {
  operationId: string;
  outcome: string;
  path: string;
  act: (page: Page) => Promise<void>;
  shows: string;
  /** A link the outcome offers, checked by its name and target. */
  link?: { name: string; href: string };
};

const IMEI = '356938035643809';
const COMPATIBLE_WITHOUT_ESIM = 'Su equipo es compatible con nuestra red, pero no cuenta con tecnología eSIM.';
const NOT_COMPATIBLE = 'Lo sentimos. Su equipo no es compatible con nuestra red';
const CONTACT_FAILURE = 'Lo sentimos, hubo un error al guardar tu información. Por favor inténtalo de nuevo';
const CONTACT_SAVED = 'Hemos guardado tus datos, a la brevedad uno de nuestros agentes se pondrá en contacto contigo vía Whatsapp';

async function checkImei(page: Page) {
  await page.getByRole('textbox', { name: 'IMEI' }).fill(IMEI);
  await page.getByRole('button', { name: 'Verificar' }).click();
}

async function sendWhatsappContactRequest(page: Page) {
  await page.getByRole('button', { name: 'Contáctame por WhatsApp' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cámbiate a Bait vía WhatsApp' });
  await dialog.getByRole('textbox', { name: 'Nombre' }).fill('Ana López');
  await dialog.getByRole('textbox', { name: 'Teléfono(whatsapp)' }).fill('5512345678');
  await dialog.getByRole('textbox', { name: 'Confirma tu número' }).fill('5512345678');
  await dialog.getByRole('checkbox', { name: /He leído, entiendo y consiento/ }).check();
  await dialog.getByRole('button', { name: 'ENVIAR DATOS' }).click();
}

const PHYSICAL_SIM_LINK = { name: 'Obtén tu SIM física', href: '/cambiate-a-bait' };

const imei = (outcome: string, shows: string, link?: ScreenOutcome['link']): ScreenOutcome => ({
  operationId: 'verifyImei',
  outcome,
  path: '/compatibilidad',
  act: checkImei,
  shows,
  ...(link ? { link } : {}),
});
const contact = (outcome: string, shows: string): ScreenOutcome => ({
  operationId: 'createContactRequest',
  outcome,
  path: '/cambiate-a-bait',
  act: sendWhatsappContactRequest,
  shows,
});

const screenOutcomes: ScreenOutcome[] = [
  imei('homologadosOVolte', 'Felicidades! Su equipo es compatible con nuestra red'),
  imei('vozapp', 'es necesario descargar la aplicación VozAPP'),
  imei('noEsim', 'Su equipo es compatible con nuestra red, pero no admite eSIM.', PHYSICAL_SIM_LINK),
  imei('badRequest', COMPATIBLE_WITHOUT_ESIM, PHYSICAL_SIM_LINK),
  imei('error500', 'Estimado usuario, ha ocurrido un error interno del servidor. Por favor, inténtalo de nuevo más tarde.'),
  imei('notCompatible', NOT_COMPATIBLE),
  imei('successFalse', NOT_COMPATIBLE),
  imei('networkError', 'Estimado usuario, ha ocurrido un error interno del servidor.'),
  contact('saved', CONTACT_SAVED),
  contact('notSaved', CONTACT_FAILURE),
  contact('serverError', CONTACT_FAILURE),
  contact('networkError', CONTACT_FAILURE),
  { operationId: 'listPrepaidOffers', outcome: 'empty', path: '/recargas', act: async () => {}, shows: 'No hay ofertas disponibles por el momento.' },
  { operationId: 'listPrepaidOffers', outcome: 'successFalse', path: '/recargas', act: async () => {}, shows: 'No pudimos cargar las ofertas. Por favor inténtalo de nuevo.' },
  { operationId: 'listInternationalOffers', outcome: 'empty', path: '/paquetes-bait-internacionales', act: async () => {}, shows: 'No hay ofertas disponibles por el momento.' },
  { operationId: 'listFrequentQuestions', outcome: 'successFalse', path: '/centros-de-atencion', act: async () => {}, shows: 'No pudimos cargar las preguntas frecuentes. Por favor inténtalo de nuevo.' },
];

test.describe('outcomes reproduced by ?scenario=', () => {
  for (const row of screenOutcomes) {
    test(`${row.operationId}:${row.outcome} on ${row.path}`, async ({ page, allowedConsoleErrors }) => {
      if (row.outcome === 'networkError') allowedConsoleErrors.push(/net::ERR_FAILED/);
      await gotoWithScenarios(page, row.path, { [row.operationId]: row.outcome });
      await row.act(page);
      await expect(page.getByText(row.shows)).toBeVisible();
      if (row.link) await expect(page.getByRole('link', { name: row.link.name })).toHaveAttribute('href', row.link.href);
      await expectNoSeriousA11yViolations(page);
    });
  }
});
