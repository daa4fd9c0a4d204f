/**
 * What a spec written by the QA panel's "Copiar prueba" types where the tester typed a secret
 * (decision 274): the public test values of the mocks, never what was typed.
 */
import { defaultCardData } from './payment-flow';
import { VALID_OTP_CODE } from '../mocks/behaviors/otp';
import { WRONG_CREDENTIAL } from '../mocks/behaviors/session';
import type { QaSecretKind } from '../src/app/qa-panel/playwright-spec';

export const QA_TEST_DATA = {
  cardNumber: defaultCardData.cardNumber,
  cardExpiry: defaultCardData.expiry,
  cardCvv: defaultCardData.cvv,
  /** Any password but the wrong one logs in; this one also meets the registration's rules. */
  password: 'Bait#2026x',
  wrongPassword: WRONG_CREDENTIAL,
  otpCode: VALID_OTP_CODE,
  wrongOtpCode: '0000',
} as const satisfies Record<QaSecretKind, string>;
