import type { OperationId } from './generated/scenario-outcomes';
import { formatScenarioParam, type ScenarioMap } from './scenarios';

/** A page whose own scenarios (typed from the contract) set up the outcome, e.g. a payment provider. */
function pageWithScenarios(path: string, scenarios: ScenarioMap): string {
  return `${path}?scenario=${formatScenarioParam(scenarios)}`;
}

/**
 * The page where each operation's outcome shows, for the links of docs/scenarios.md and the QA
 * panel. A screen that starts using an operation adds its page here; keys are the contract's
 * operationIds, so a mistyped one fails the typecheck (decision 150).
 */
export const scenarioPages: Partial<Record<OperationId, string>> = {
  // Start-up of every page: the flags, their conditions (the IP lookup only when a condition
  // lists IPs), the guest eSIM setting, and the banners of the page (home's here).
  getFeatureFlags: '/',
  getFeatureConditions: '/',
  lookupIp: '/',
  getGuestEsimSetting: '/',
  getPageBanners: '/',
  verifyImei: '/compatibilidad',
  createContactRequest: '/cambiate-a-bait',
  // Password recovery: mbb and hbb lines call the profile endpoint, mifi lines its twin.
  sendProfileOperation: '/recuperacion',
  sendMifiProfileOperation: '/recuperacion?type=mifi',
  // Login (the number check and its captcha configuration show on every account form; login first).
  getCaptchaInfo: '/login',
  validateLineNumber: '/login',
  loginLegacyMbb: '/login',
  loginLegacyHbb: '/login?type=hbb',
  loginLegacyMifi: '/login?type=mifi',
  // Logout is in the user menu once logged in: log in on /login, then "Cerrar sesión".
  logoutLegacy: '/login',
  // Registration: the code and the complete registration follow /registro (the latter needs its data).
  validateIccid: '/registro?type=hbb',
  generateRegisterOtp: '/registro',
  validateRegisterOtp: '/registro',
  registerUser: '/registro',
  // Recurring top-ups and the profile (logged in). The profile's save is sendProfileOperation
  // (operation registro), listed above under its recovery page.
  listActiveRecurringTopUps: '/recurrente',
  deactivateRecurringTopUp: '/recurrente',
  getBasicProfile: '/editar-perfil',
  // An SSO customer deletes the account from the profile page ("Eliminar cuenta").
  deleteSsoAccount: '/editar-perfil',
  // Balance (logged in): consumoV3 for a legacy session, consumoSSO for a single sign-on one.
  getConsumption: '/home',
  getSsoConsumption: '/home',
  // Area code, "Gestiona tu Bait" (public): the line check and line form, then the NIRs and the
  // change. Its owner's name comes from getBasicProfile, listed above under the profile.
  checkBaitLine: '/cambio-nir',
  submitLineForm: '/cambio-nir',
  listAvailableNirs: '/cambio-nir',
  changeNir: '/cambio-nir',
  // Top-up modal (any offer card's "Comprar"): the number check of its line data; the associates
  // page checks its line with the same operation before buying. The WhatsApp opt-in is ticked in
  // the modal's legacy variant, after the line data.
  validateTopUpLine: '/recargas-asociados',
  optInWhatsapp: '/recargas',
  // Card form of the payment plugin (provider type 1), in the top-up modal of any offer card: the
  // neighbourhoods of the postal code, then the card processor's token (its mock-build stand-in).
  searchNeighbourhoods: '/recargas',
  createCardToken: '/recargas',
  // Hosted checkout (provider type 2): the gateway's frame (its mock-build stand-in) makes this
  // call when its pay button is pressed; the page's own scenario picks the hosted provider.
  createGatewayPayment: pageWithScenarios('/recargas', { getFeatureFlags: 'allOn' }),
  // The payment plugin in the top-up modal of any offer card, after the line data: the channel's
  // secure data, the plugin configuration, then (after the card form) the charge.
  getSecureData: '/recargas',
  getPaymentPlugin: '/recargas',
  chargePayment: '/recargas',
  // The wallet button (provider type 3): its order, created by the SDK's stand-in when "Pagar con
  // monedero" is pressed (legal text ticked), before the approval window opens.
  createWalletOrder: pageWithScenarios('/recargas', { getPaymentPlugin: 'walletProvider' }),
  // Single sign-on (flag sso): /sso's intro, number, code and legacy form; the code exchange on
  // /sso-callback, reached from the identity provider (its stand-in in mock mode) with a code.
  getSsoIntroImages: '/sso',
  verifySsoProfile: '/sso',
  sendSsoOtp: '/sso',
  checkSsoOtp: '/sso',
  loginSsoLegacy: '/sso',
  loginSso: '/sso-callback?code=4f1c2e9a7b3d5f8e0a6c&state=b7e2c91d&email_verify=true',
  // Home-internet coverage of an address (/cobertura): the check, the capacity by coverage id, the result saved.
  checkHomeCoverage: '/cobertura',
  getServiceabilityByCoverageId: '/cobertura',
  saveHomeCoverageResult: '/cobertura',
  // Port-in request (/haz-tu-portabilidad): its guest, the steps and request, the number's portability.
  getPortabilityGuest: '/haz-tu-portabilidad',
  trackPortabilityStep: '/haz-tu-portabilidad',
  lookupLinePortability: '/haz-tu-portabilidad',
  // Replacement-SIM purchase (a SIM offer's ?oferta= link on any page): the guest of the SIM
  // journey, its steps (shipping fields 1-9, journey 10-20) and the postal code of the shipping.
  assignGuestSession: '/e-sim?oferta=1700701001',
  updateJourney: '/e-sim?oferta=1700701001',
  lookupReplacementSimPostalCode: '/e-sim?oferta=1700701001',
  // eSIM purchase (an eSIM offer's ?oferta= link on any page): the IMEI check 600 ms after typing,
  // the stored visitor's confirmation (assignGuestSession above gives a new one), the journey
  // steps and payment markers, and the check of "Proceder al pago".
  validateImei: '/e-sim?oferta=1700701002',
  getGuestInformation: '/e-sim?oferta=1700701002',
  trackEsimStep: '/e-sim?oferta=1700701002',
  checkEsimPurchase: '/e-sim?oferta=1700701002',
  // Offer lists, each on its page (the associates' one after its line check); the help widget's
  // catalogue in the header of every page (its button opens it); the frequent questions.
  listPrepaidOffers: '/recargas',
  listPackageOffers: '/paquetes',
  listInternationalOffers: '/paquetes-bait-internacionales',
  listPortableInternetOffers: '/internet-portatil',
  listHomeInternetOffers: '/internet-en-casa',
  listBusinessOffers: '/internet-empresarial',
  listBusinessMifiOffers: '/internet-empresarial',
  listAssociateOffers: '/recargas-asociados',
  listSimOffers: '/e-sim',
  getWidgetCatalogue: '/',
  listFrequentQuestions: '/centros-de-atencion',
  // Invoices (/facturacion, public): the four lists load with the page; the registration on "Solicitar factura".
  listBillingRechargeMethods: '/facturacion',
  listTaxRegimes: '/facturacion',
  listCfdiUsages: '/facturacion',
  listBillingPaymentMethods: '/facturacion',
  registerBill: '/facturacion',
  // Card replacement (logged in; "Cambiar tarjeta" of a recurring top-up): the processor's setup on
  // load, the code after the new card, its check, then the replacement.
  getCardReplacementProcessor: '/cambiar-tarjeta?recarga=rec-8f3a2c71&linea=5512345678',
  sendCardReplacementOtp: '/cambiar-tarjeta?recarga=rec-8f3a2c71&linea=5512345678',
  validateCardReplacementOtp: '/cambiar-tarjeta?recarga=rec-8f3a2c71&linea=5512345678',
  registerCardReplacement: '/cambiar-tarjeta?recarga=rec-8f3a2c71&linea=5512345678',
  // SIM replacement (/reposicion-sim, public; the footer and the user menu link it): the code after
  // the line's data, its check, then the request.
  requestSimReplacementOtp: '/reposicion-sim',
  validateSimReplacementOtp: '/reposicion-sim',
  requestSimReplacement: '/reposicion-sim',
  // After a paid top-up whose WhatsApp consent was ticked (legacy variant of the modal): the notice.
  sendWhatsappNotice: '/recargas',
  // After a paid eSIM: the ICCID and number assigned, shown with the success text.
  getEsimPortability: '/e-sim?oferta=1700701002',
};

/** The page of an operation read from the contract (any operationId), or undefined when no screen shows it. */
export function scenarioPageOf(operationId: string): string | undefined {
  return (scenarioPages as Partial<Record<string, string>>)[operationId];
}
