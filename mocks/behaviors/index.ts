import { keepContactRequest } from './contact-requests';
import { checkEsimPurchase, trackEsimStep } from './esim-journey';
import { assignGuestSession, getGuestInformation, getPortabilityGuest } from './guest-sessions';
import {
  checkSsoOtp,
  requestSimReplacementOtp,
  sendCardReplacementOtp,
  sendSsoOtp,
  validateCardReplacementOtp,
  validateSimReplacementOtp,
} from './otp';
import { sendMifiProfileOperation, sendProfileOperation } from './recovery';
import { deactivateRecurringTopUp, listActiveRecurringTopUps } from './recurring-top-ups';
import { generateRegisterOtp, registerUser, validateRegisterOtp } from './registration';
import {
  getConsumption,
  getSsoConsumption,
  loginLegacyHbb,
  loginLegacyMbb,
  loginLegacyMifi,
  loginSso,
  loginSsoLegacy,
  logoutLegacy,
} from './session';
import type { Behavior } from './types';

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
  sendProfileOperation,
  sendMifiProfileOperation,
  sendSsoOtp,
  checkSsoOtp,
  requestSimReplacementOtp,
  validateSimReplacementOtp,
  sendCardReplacementOtp,
  validateCardReplacementOtp,
  // Recurring top-ups (recurring-top-ups.ts)
  listActiveRecurringTopUps,
  deactivateRecurringTopUp,
  // Guest sessions and the eSIM purchase (guest-sessions.ts, esim-journey.ts)
  assignGuestSession,
  getGuestInformation,
  getPortabilityGuest,
  trackEsimStep,
  checkEsimPurchase,
};
