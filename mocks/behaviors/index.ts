import { keepContactRequest } from './contact-requests';
import { checkEsimPurchase, trackEsimStep } from './esim-journey';
import { assignGuestSession, getGuestInformation, getPortabilityGuest } from './guest-sessions';
import { checkSsoOtp, requestSimReplacementOtp, sendCardReplacementOtp, sendSsoOtp, validateCardReplacementOtp, validateSimReplacementOtp } from './otp';
import { answerCharge, answerPaymentPlugin, rememberSecureDataKey } from './payments';
import { lookupReplacementSimPostalCode, searchNeighbourhoods } from './postal-codes';
import { getBasicProfile, saveProfileData } from './profile';
import { sendMifiProfileOperation, sendProfileOperation } from './recovery';
import { deactivateRecurringTopUp, listActiveRecurringTopUps } from './recurring-top-ups';
import { generateRegisterOtp, registerUser, validateRegisterOtp } from './registration';
import { getConsumption, getSsoConsumption, loginLegacyHbb, loginLegacyMbb, loginLegacyMifi, loginSso, loginSsoLegacy, logoutLegacy } from './session';
import { rememberVerifiedLine, requestSimReplacement } from './sim-replacement';
import type { AnswerFilter, Behavior } from './types';

/** Stateful answers by operationId: only where a flow needs memory between calls. */
export const behaviors: Partial<Record<string, Behavior>> = {
  createContactRequest: keepContactRequest,
  // Session (session.ts)
  loginLegacyMbb,
  loginLegacyHbb,
  loginLegacyMifi,
  loginSso,
  loginSsoLegacy,
  getConsumption,
  getSsoConsumption,
  logoutLegacy,
  // One-time codes (otp.ts) and registration (registration.ts)
  generateRegisterOtp,
  validateRegisterOtp,
  registerUser,
  // Password recovery (recovery.ts)
  // The profile page's save (operation registro, profile.ts) comes before the recovery's operations.
  sendProfileOperation: (context) => saveProfileData(context) ?? sendProfileOperation(context),
  sendMifiProfileOperation,
  sendSsoOtp,
  checkSsoOtp,
  requestSimReplacementOtp,
  validateSimReplacementOtp,
  // The replacement request of a line whose code was validated (sim-replacement.ts)
  requestSimReplacement,
  sendCardReplacementOtp,
  validateCardReplacementOtp,
  // The basic profile (profile.ts): the profile page and the customer uuid of the recurring top-ups
  getBasicProfile,
  // Recurring top-ups (recurring-top-ups.ts)
  listActiveRecurringTopUps,
  deactivateRecurringTopUp,
  // Guest sessions and the eSIM purchase (guest-sessions.ts, esim-journey.ts)
  assignGuestSession,
  getGuestInformation,
  getPortabilityGuest,
  trackEsimStep,
  checkEsimPurchase,
  // One source of the places of a postal code for both lookups (postal-codes.ts)
  searchNeighbourhoods,
  lookupReplacementSimPostalCode,
};

/** Asynchronous last steps on every answer of an operation (types.ts): the payment encryption (payments.ts). */
export const answerFilters: Partial<Record<string, AnswerFilter>> = {
  getSecureData: rememberSecureDataKey,
  getPaymentPlugin: answerPaymentPlugin,
  chargePayment: answerCharge,
  // A valid SIM replacement code verifies its line for the request (sim-replacement.ts).
  validateSimReplacementOtp: rememberVerifiedLine,
};
