import type { Page } from '@playwright/test';
import { rowScenario, showsOnLoad, type OperationId, type ScenarioOutcome, type ScreenOutcome } from './types';

const NO_OFFERS = 'No hay ofertas disponibles por el momento.';
const OFFERS_FAILED = 'No pudimos cargar las ofertas. Por favor inténtalo de nuevo.';

/** The offer pages, the frequent questions and the help widget keep nothing in their modules: one document for all. */
const OFFER_PAGES = 'offer pages';

const row = <Id extends OperationId>(
  operationId: Id,
  outcome: ScenarioOutcome<Id>,
  path: string,
  shows: string,
  act: ScreenOutcome['act'] = showsOnLoad,
  extra: Pick<ScreenOutcome, 'element'> = {},
): ScreenOutcome => ({
  ...rowScenario(operationId, outcome),
  path,
  act,
  shows,
  sharedDocument: OFFER_PAGES,
  ...extra,
});

/** Offer lists in the vocabulary of `lista`: a card of the answer, nothing to offer, the list unreadable. */
type ListOperation =
  | 'listHomeInternetOffers'
  | 'listAssociateOffers'
  | 'listPackageOffers'
  | 'listSimOffers'
  | 'listPortableInternetOffers'
  | 'listBusinessOffers'
  | 'listBusinessMifiOffers';

const list = (operationId: ListOperation, path: string, firstOffer: string): ScreenOutcome[] => [
  row(operationId, 'ok', path, firstOffer),
  row(operationId, 'empty', path, NO_OFFERS),
  row(operationId, 'successFalse', path, OFFERS_FAILED),
];

/** The help widget's button in the header of every page opens it. */
async function openWidget(page: Page) {
  await page.getByRole('button', { name: 'Beneficios y tiendas' }).click();
}

/**
 * Every offer list as its page shows it: a card named from the answer, the empty state or the
 * failure with its retry (after the one automatic retry); the frequent questions and the help
 * widget's catalogue likewise. The business page lists two kinds: each row changes one of them.
 */
export const offerRows: ScreenOutcome[] = [
  row('listPrepaidOffers', 'ok', '/recargas', 'Bait 100'),
  row('listPrepaidOffers', 'empty', '/recargas', NO_OFFERS),
  row('listPrepaidOffers', 'successFalse', '/recargas', OFFERS_FAILED),
  row('listInternationalOffers', 'ok', '/paquetes-bait-internacionales', 'Bait Internacional 150'),
  row('listInternationalOffers', 'empty', '/paquetes-bait-internacionales', NO_OFFERS),
  row('listInternationalOffers', 'successFalse', '/paquetes-bait-internacionales', OFFERS_FAILED),
  ...list('listPackageOffers', '/paquetes', 'Paquete 3 GB'),
  ...list('listHomeInternetOffers', '/internet-en-casa', 'Internet en Casa 349'),
  ...list('listPortableInternetOffers', '/internet-portatil', 'Internet Portátil 200'),
  ...list('listBusinessOffers', '/internet-empresarial', 'Negocio 250'),
  ...list('listBusinessMifiOffers', '/internet-empresarial', 'Negocio Portátil 400'),
  ...list('listAssociateOffers', '/recargas-asociados', 'Bait Socio 150'),
  // "SIM Bait 100" is also part of "eSIM Bait 100": a name no other card contains.
  ...list('listSimOffers', '/e-sim', 'eSIM Bait 200'),
  // A store offer's shared link opens the purchase dialog of that offer (decision 111).
  row('listStoreOffers', 'ok', '/?recarga=9900990001&tipo=99', 'Recarga en tienda 100', showsOnLoad, { element: { role: 'dialog', name: 'SIM' } }),
  row('listFrequentQuestions', 'ok', '/centros-de-atencion', '¿Cuánto tarda mi portabilidad?'),
  row('listFrequentQuestions', 'empty', '/centros-de-atencion', 'No hay preguntas frecuentes por el momento.'),
  row('listFrequentQuestions', 'successFalse', '/centros-de-atencion', 'No pudimos cargar las preguntas frecuentes. Por favor inténtalo de nuevo.'),
  row('getWidgetCatalogue', 'ok', '/', 'Paga tus recargas y acumula saldo', openWidget),
  row('getWidgetCatalogue', 'empty', '/', 'Por ahora no hay beneficios disponibles.', openWidget),
];
