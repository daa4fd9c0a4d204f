import type { Page } from '@playwright/test';
import { type ScreenOutcome, rowScenario, type OperationId, type ScenarioOutcome } from './types';

const AVAILABLE = '¡Buenas noticias! Tu domicilio tiene cobertura de Internet en casa.';
const NO_CAPACITY = 'Tu domicilio tiene cobertura, pero por ahora no hay capacidad disponible para contratar Internet en casa.';

/** Types an address on /cobertura and asks for its coverage. */
export async function checkCoverageOf(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: 'Calle' }).fill('Av. Insurgentes Sur');
  await page.getByRole('textbox', { name: 'Número' }).fill('1602');
  await page.getByRole('textbox', { name: 'Colonia' }).fill('Crédito Constructor');
  await page.getByRole('textbox', { name: 'Código postal' }).fill('03940');
  await page.getByRole('textbox', { name: 'Municipio o alcaldía' }).fill('Benito Juárez');
  await page.getByRole('textbox', { name: 'Estado' }).fill('Ciudad de México');
  await page.getByRole('button', { name: 'Consultar cobertura' }).click();
}

const coverage = <Id extends OperationId>(operationId: Id, outcome: ScenarioOutcome<Id>, shows: string, link?: ScreenOutcome['link']): ScreenOutcome => ({
  ...rowScenario(operationId, outcome),
  path: '/cobertura',
  act: checkCoverageOf,
  shows,
  ...(link ? { link } : {}),
});

/** Each outcome of the check, of the capacity of its coverage id and of the saved result. */
export const coverageRows: ScreenOutcome[] = [
  coverage('checkHomeCoverage', 'withService', AVAILABLE, { name: 'Ver ofertas de Internet en casa', href: '/internet-en-casa' }),
  coverage('checkHomeCoverage', 'noCapacity', 'La respuesta no incluye la ubicación de tu domicilio, por eso no se marca en el mapa.'),
  coverage('checkHomeCoverage', 'noService', 'Lo sentimos, por ahora tu domicilio no tiene cobertura de Internet en casa.'),
  coverage('checkHomeCoverage', 'failure', 'No fue posible consultar la cobertura de tu domicilio. Por favor inténtalo de nuevo.'),
  coverage('getServiceabilityByCoverageId', 'withCapacity', AVAILABLE),
  coverage('getServiceabilityByCoverageId', 'withoutCapacity', NO_CAPACITY),
  coverage(
    'getServiceabilityByCoverageId',
    'failure',
    'Tu domicilio tiene cobertura, pero no pudimos confirmar la capacidad disponible. Por favor inténtalo de nuevo.',
  ),
  coverage('saveHomeCoverageResult', 'saved', 'Guardamos el resultado de tu consulta.'),
  coverage('saveHomeCoverageResult', 'notSaved', 'No pudimos guardar el resultado de tu consulta, pero la respuesta de cobertura sigue siendo válida.'),
];
