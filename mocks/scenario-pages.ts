/**
 * The page where each operation's outcome shows, for the links of docs/scenarios.md and the QA
 * panel. A screen that starts using an operation adds its page here.
 */
export const scenarioPages: Partial<Record<string, string>> = {
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
};
