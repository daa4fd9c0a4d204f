import { rowScenario, showsOnLoad, type OperationId, type ScenarioOutcome, type ScreenOutcome } from './types';

const HOME_HEADING = 'Telefonía e internet de prepago con Bait';
/** A page of offers that every flag leaves in place. */
const BUSINESS_PATH = '/internet-empresarial';
const BUSINESS_LIST = 'Ofertas para tu negocio';
/** The header's login leads to /sso while the sso flag is on, to /login otherwise. */
const SSO_LOGIN = { name: 'Iniciar sesión', href: '/sso' };
const LEGACY_LOGIN = { name: 'Iniciar sesión', href: '/login' };
const CAROUSEL = { role: 'region', name: 'Promociones' } as const;
/** The header's postpaid group shows while the pospaid flag is on. */
const POSTPAID_MENU = { role: 'button', name: 'Bait Pospago' } as const;

/** What a page reads before its first render, and its banners. */
const START_UP = 'start-up';

const row = <Id extends OperationId>(
  operationId: Id,
  outcome: ScenarioOutcome<Id>,
  path: string,
  shows: string,
  extra: Partial<Omit<ScreenOutcome, 'operationId' | 'outcome' | 'path' | 'shows'>> = {},
): ScreenOutcome => ({
  ...rowScenario(operationId, outcome),
  path,
  act: showsOnLoad,
  shows,
  sharedDocument: START_UP,
  ...extra,
});

/**
 * The flags (the header's login and postpaid group show which are on), their conditions for an
 * anonymous visitor (who has no number: the regex of ssoByIpAndRegex fails, so sso is off), the
 * banners of the home page. The conditions' IP lookup and percentage draw, and the site's PDFs,
 * are explained in e2e/scenario-rows/no-screen-reasons.ts.
 */
export const startUpRows: ScreenOutcome[] = [
  row('getFeatureFlags', 'allOn', BUSINESS_PATH, BUSINESS_LIST, { link: SSO_LOGIN, element: POSTPAID_MENU }),
  row('getFeatureFlags', 'withoutSso', BUSINESS_PATH, BUSINESS_LIST, { link: LEGACY_LOGIN, element: POSTPAID_MENU }),
  row('getFeatureFlags', 'allOff', BUSINESS_PATH, BUSINESS_LIST, { link: LEGACY_LOGIN, element: { ...POSTPAID_MENU, absent: true } }),
  row('getFeatureConditions', 'noConditions', BUSINESS_PATH, BUSINESS_LIST, { link: SSO_LOGIN }),
  row('getFeatureConditions', 'ssoByIpAndRegex', BUSINESS_PATH, BUSINESS_LIST, { link: LEGACY_LOGIN }),
  row('getPageBanners', 'homeBanners', '/', HOME_HEADING, { element: { role: 'group', name: '1 de 5' } }),
  row('getPageBanners', 'singleBanner', '/', HOME_HEADING, { element: { role: 'group', name: '1 de 1' } }),
  row('getPageBanners', 'noBanners', '/', HOME_HEADING, { element: { ...CAROUSEL, absent: true } }),
];
