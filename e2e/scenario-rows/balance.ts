import { testSessionUser } from '../../src/shared/testing/session-user';
import { maria } from '../session';
import { showsOnLoad, type ScreenOutcome, type ScenarioOutcome } from './types';

const PATH = '/home';
/** A customer of the single sign-on: /home reads consumoSSO with the bearer token. */
const ssoMaria = testSessionUser({ isLegacy: false });
const FAILURE = 'Hubo un error al obtener la información. Por favor inténtalo de nuevo';
/** Decision 079: a 401 ends the session and /login says why. */
const SESSION_ENDED = 'Tu sesión ha expirado, inicia sesión nuevamente.';
const NO_PLAN = 'No tienes un paquete vigente con saldo que mostrar. Recarga para seguir disfrutando de tu línea.';

const legacy = (outcome: ScenarioOutcome<'getConsumption'>, shows: string): ScreenOutcome => ({
  operationId: 'getConsumption',
  outcome,
  path: PATH,
  act: showsOnLoad,
  shows,
  session: maria,
});

const sso = (outcome: ScenarioOutcome<'getSsoConsumption'>, shows: string, link?: ScreenOutcome['link']): ScreenOutcome => ({
  operationId: 'getSsoConsumption',
  outcome,
  path: PATH,
  act: showsOnLoad,
  shows,
  session: ssoMaria,
  ...(link ? { link } : {}),
});

/** Every outcome of the two consumption calls as /home shows it. */
export const balanceRows: ScreenOutcome[] = [
  legacy('limitedData', 'Datos para redes sociales'),
  legacy('unlimited', 'Tu plan es ilimitado'),
  legacy('sharedData', 'Tu línea comparte sus datos con otras líneas.'),
  // Active offers by name: the answer's, else the prepaid list's (decision 187).
  legacy('namedOfferings', 'Paquete Redes Sociales 7 días'),
  legacy('failure', FAILURE),
  legacy('session401', SESSION_ENDED),
  sso('balance', 'Oferta 1809887001'),
  sso('unlimited', 'Tu plan es ilimitado'),
  sso('noActivePlan', NO_PLAN, { name: 'Recargar', href: '/recargas' }),
  sso('failure', FAILURE),
  sso('sessionExpired', SESSION_ENDED),
];
