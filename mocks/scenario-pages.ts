/**
 * The page where each operation's outcome shows, for the links of docs/scenarios.md and the QA
 * panel. A screen that starts using an operation adds its page here.
 */
export const scenarioPages: Partial<Record<string, string>> = {
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
  // An SSO customer deletes the account from the profile page ("Eliminar cuenta", decision 087).
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
  // The payment plugin in the top-up modal of any offer card, after the line data: the channel's
  // secure data, the plugin configuration, then (after the card form) the charge.
  getSecureData: '/recargas',
  getPaymentPlugin: '/recargas',
  chargePayment: '/recargas',
  // Single sign-on (flag sso): /sso's intro, number, code and legacy form; the code exchange on
  // /sso-callback, reached from the identity provider (its stand-in in mock mode) with a code.
  getSsoIntroImages: '/sso',
  verifySsoProfile: '/sso',
  sendSsoOtp: '/sso',
  checkSsoOtp: '/sso',
  loginSsoLegacy: '/sso',
  loginSso: '/sso-callback?code=4f1c2e9a7b3d5f8e0a6c&state=b7e2c91d&email_verify=true',
};
