import { OTP_MAX_ATTEMPTS, VALID_OTP_CODE } from './behaviors/otp';
import { WRONG_CREDENTIAL } from './behaviors/session';

/**
 * The data that works in mock mode, in one place: the browser tests' helpers fill forms with it,
 * and the README's QA section shows it (`testDataMarkdown`, checked by tests/docs/readme-test-data.test.ts).
 */
export const TEST_DATA = {
  /** The card stand-ins accept any well-formed card; this one is what every payment test types. */
  card: { number: '4242424242424242', expiry: '11/33', cvv: '987', holder: 'Ana López Núñez' },
  /** The line and e-mail the forms are filled with. */
  line: '5512345678',
  email: 'ana.lopez@correo.mx',
  /** The one-time code that passes, for every code the mocks check (registration, recovery, SSO, SIM and card replacement). */
  otpCode: VALID_OTP_CODE,
  otpMaxAttempts: OTP_MAX_ATTEMPTS,
  /** Any password logs in but this one. */
  failingPassword: WRONG_CREDENTIAL,
  /** A postal code the address mock knows, with one of its neighbourhoods. */
  postalCode: '04100',
  neighbourhood: 'Villa Coyoacán',
} as const;

export const TEST_DATA_START = '<!-- test-data:start (generated from mocks/test-data.ts) -->';
export const TEST_DATA_END = '<!-- test-data:end -->';

/** The Markdown block the README's QA section opens with, markers included, generated from TEST_DATA. */
export function testDataMarkdown(): string {
  const { card } = TEST_DATA;
  return [
    TEST_DATA_START,
    '| what | value |',
    '|---|---|',
    `| card | \`${card.number}\`, expiry \`${card.expiry}\`, CVV \`${card.cvv}\`, holder ${card.holder} (a decline: \`?scenario=chargePayment:declined\`) |`,
    `| line number and e-mail | \`${TEST_DATA.line}\`, \`${TEST_DATA.email}\` |`,
    `| one-time code that passes | \`${TEST_DATA.otpCode}\` (${String(TEST_DATA.otpMaxAttempts)} wrong codes lock the number for an hour) |`,
    `| password that fails | \`${TEST_DATA.failingPassword}\` (any other logs in) |`,
    `| number already registered | any number once it has registered in the tab; at once: \`/registro?scenario=generateRegisterOtp:alreadyRegistered\` |`,
    `| postal code | \`${TEST_DATA.postalCode}\` (${TEST_DATA.neighbourhood}) |`,
    TEST_DATA_END,
  ].join('\n');
}
