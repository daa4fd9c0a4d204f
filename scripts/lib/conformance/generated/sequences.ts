/**
 * The stateful sequences of the generated phase, as data: each step names an operation, the
 * request it sends, the answers that pass and the values it hands to later steps. A value of an
 * earlier answer (a token, a uuid, an id) is `{{name}}` once a step has saved it; a sequence's
 * `given` values are the contract's test data. A new sequence is a few lines here.
 */

/** The test data the sequences rely on, as the mock server keeps it (mocks/behaviors, README "The QA panel and the state of a tab"). */
export const TEST_DATA = {
  /** The line of the contract's examples: it logs in, recovers its password and has recurring top-ups. */
  line: '5512345678',
  password: 'Bait#2026x',
  newPassword: 'Bait#2027y',
  /** The one-time code that passes (mocks/behaviors/otp.ts); any other is wrong. */
  rightCode: '1234',
  wrongCode: '0000',
  /** The password that fails a login (mocks/behaviors/session.ts). */
  wrongPassword: 'incorrecta',
  /** A uuid no code validation gave. */
  unknownUuid: 'ffffffff-ffff-4fff-bfff-ffffffffffff',
} as const;

/** A value of a request: a literal, `{{name}}` (alone: the value as it is; inside a text: as text), or the base64 of a JSON payload. */
export type StepValue = string | number | boolean | null | StepValue[] | { [key: string]: StepValue } | Base64Json;
type Base64Json = { base64Json: StepValue };

/** What a place of the answer must hold, beyond an equal value: something at all, a list with items, a list without an item. */
export type Matcher = { kind: 'present' } | { kind: 'non-empty' } | { kind: 'lacks-item'; item: Record<string, StepValue> };

/** One acceptable answer: its status and, per JSON pointer into the body, the value (`{{name}}` allowed) or a matcher. */
export type Outcome = { status: number; body?: Record<string, string | number | boolean | null | Matcher> };

export type SequenceStep = {
  operationId: string;
  /** What the step shows, as a finding reads it: 'a wrong code is refused'. */
  does: string;
  path?: Record<string, StepValue>;
  query?: Record<string, StepValue>;
  header?: Record<string, StepValue>;
  body?: StepValue;
  /** The answers that pass: one, or any of several. */
  expect: Outcome | Outcome[];
  /** Values of the answer that later steps use: name → JSON pointer into the body. */
  save?: Record<string, string>;
  /**
   * The test data this step needs from the server. When the answer does not pass, the sequence is
   * skipped (a warning naming this), not failed: a server without that data cannot run it.
   */
  needs?: string;
};

export type SequenceDefinition = {
  name: string;
  title: string;
  /** The contract files whose operations the steps call; the sequence runs when all are checked. */
  files: string[];
  /** Values known before the first step; `fresh-line` draws a 10-digit number no earlier run used. */
  given?: Record<string, string | { fresh: 'line' }>;
  steps: SequenceStep[];
};

const present: Matcher = { kind: 'present' };
const nonEmpty: Matcher = { kind: 'non-empty' };
const lacksItem = (item: Record<string, StepValue>): Matcher => ({ kind: 'lacks-item', item });
const base64Json = (value: StepValue): Base64Json => ({ base64Json: value });

const succeeded: Outcome = { status: 200, body: { '/success': true } };
const refused: Outcome = { status: 200, body: { '/success': false } };

export const SEQUENCES: SequenceDefinition[] = [
  {
    name: 'registration',
    title: 'Registration: a code is sent, a wrong code refused, the right one passes, the user is created once',
    files: ['main-api.yaml'],
    given: { number: { fresh: 'line' } },
    steps: [
      {
        operationId: 'generateRegisterOtp',
        does: 'a code is sent to a number without an account',
        path: { type: 'mbb' },
        body: { baitNumber: '{{number}}' },
        expect: { status: 200, body: { '/success': true, '/statusCode': 0 } },
        needs: 'a number without an account that can get a code',
      },
      {
        operationId: 'validateRegisterOtp',
        does: 'a wrong code is refused',
        path: { type: 'mbb' },
        body: { baitNumber: '{{number}}', otpCode: TEST_DATA.wrongCode },
        expect: refused,
      },
      {
        operationId: 'validateRegisterOtp',
        does: 'the right code passes and gives the registration uuid',
        path: { type: 'mbb' },
        body: { baitNumber: '{{number}}', otpCode: TEST_DATA.rightCode },
        expect: { status: 200, body: { '/success': true, '/uuid': present } },
        save: { uuid: '/uuid' },
      },
      {
        operationId: 'validateRegisterOtp',
        does: 'a wrong code is still refused after the right one passed',
        path: { type: 'mbb' },
        body: { baitNumber: '{{number}}', otpCode: TEST_DATA.wrongCode },
        expect: refused,
      },
      {
        operationId: 'registerUser',
        does: 'the user is created with the uuid of the code',
        path: { type: 'mbb' },
        body: {
          name: 'Prueba Secuencia',
          number: '{{number}}',
          email: 'prueba.secuencia@correo.example',
          allowNotifications: false,
          registerConfirmation: TEST_DATA.password,
          confirmation: TEST_DATA.password,
          uuid: '{{uuid}}',
        },
        expect: { status: 200, body: { '/success': true, '/number': '{{number}}', '/access': present } },
        save: { access: '/access' },
      },
      {
        operationId: 'getConsumption',
        does: "the new user's session reads the balance",
        body: { access: '{{access}}' },
        expect: succeeded,
      },
      {
        operationId: 'registerUser',
        does: 'the same uuid does not create the user twice',
        path: { type: 'mbb' },
        body: {
          name: 'Prueba Secuencia',
          number: '{{number}}',
          email: 'prueba.secuencia@correo.example',
          allowNotifications: false,
          registerConfirmation: TEST_DATA.password,
          confirmation: TEST_DATA.password,
          uuid: '{{uuid}}',
        },
        expect: refused,
      },
      {
        operationId: 'generateRegisterOtp',
        does: 'the number now has an account (statusCode 1)',
        path: { type: 'mbb' },
        body: { baitNumber: '{{number}}' },
        expect: { status: 200, body: { '/success': false, '/statusCode': 1 } },
      },
    ],
  },
  {
    name: 'login-logout',
    title: 'Login, the session read, logout, then the same token is refused',
    files: ['main-api.yaml'],
    steps: [
      {
        operationId: 'loginLegacyMbb',
        does: 'a wrong password is refused',
        body: { baitNumber: TEST_DATA.line, loginConfirmation: TEST_DATA.wrongPassword },
        expect: refused,
      },
      {
        operationId: 'loginLegacyMbb',
        does: 'the line logs in and gets an access token',
        body: { baitNumber: TEST_DATA.line, loginConfirmation: TEST_DATA.password },
        expect: { status: 200, body: { '/success': true, '/access': present } },
        save: { access: '/access' },
        needs: `the line ${TEST_DATA.line} with its password`,
      },
      {
        operationId: 'getBasicProfile',
        does: 'the profile of the line is read',
        path: { dn: TEST_DATA.line },
        expect: { status: 200, body: { '/success': true, '/informacion/dn': TEST_DATA.line } },
      },
      {
        operationId: 'getConsumption',
        does: "the session's token reads the balance",
        body: { access: '{{access}}' },
        expect: succeeded,
      },
      {
        operationId: 'logoutLegacy',
        does: 'the logout ends the session',
        body: { operation: 'logout', numero: TEST_DATA.line, access: '{{access}}' },
        expect: succeeded,
      },
      {
        operationId: 'getConsumption',
        does: 'the token of the ended session reads nothing',
        body: { access: '{{access}}' },
        expect: [{ status: 401 }, refused],
      },
      {
        operationId: 'logoutLegacy',
        does: 'a second logout finds no session',
        body: { operation: 'logout', numero: TEST_DATA.line, access: '{{access}}' },
        expect: refused,
      },
    ],
  },
  {
    name: 'recovery',
    title: 'Password recovery: a code is sent, a wrong code refused, the right one gives a uuid, the new password logs in',
    files: ['main-api.yaml'],
    steps: [
      {
        operationId: 'sendProfileOperation',
        does: 'a recovery code is sent',
        body: { data: base64Json({ operation: 'recuperacionv2', baitNumber: TEST_DATA.line }) },
        expect: succeeded,
        needs: `the line ${TEST_DATA.line} registered and not locked`,
      },
      {
        operationId: 'sendProfileOperation',
        does: 'a wrong code is refused',
        body: { data: base64Json({ numero: TEST_DATA.line, operacion: 'validar_pin', pin: TEST_DATA.wrongCode }) },
        expect: refused,
      },
      {
        operationId: 'sendProfileOperation',
        does: 'the right code passes and gives the uuid',
        body: { data: base64Json({ numero: TEST_DATA.line, operacion: 'validar_pin', pin: TEST_DATA.rightCode }) },
        expect: { status: 200, body: { '/success': true, '/uuid': present } },
        save: { uuid: '/uuid' },
      },
      {
        operationId: 'sendProfileOperation',
        does: 'a uuid no code gave sets no password',
        body: {
          data: base64Json({ numero: TEST_DATA.line, operacion: 'restablecer_pass', pass: TEST_DATA.newPassword, uuid: TEST_DATA.unknownUuid }),
        },
        expect: refused,
      },
      {
        operationId: 'sendProfileOperation',
        does: 'the uuid of the code sets the new password',
        body: { data: base64Json({ numero: TEST_DATA.line, operacion: 'restablecer_pass', pass: TEST_DATA.newPassword, uuid: '{{uuid}}' }) },
        expect: succeeded,
      },
      {
        operationId: 'loginLegacyMbb',
        does: 'the new password logs in',
        body: { baitNumber: TEST_DATA.line, loginConfirmation: TEST_DATA.newPassword },
        expect: { status: 200, body: { '/success': true, '/access': present } },
      },
    ],
  },
  {
    name: 'recurring-top-up',
    title: 'A recurring top-up is deactivated, then gone from the list, and a second deactivation finds nothing',
    files: ['main-api.yaml', 'payments-api.yaml'],
    steps: [
      {
        operationId: 'getBasicProfile',
        does: "the customer's uuid is read from the profile",
        path: { dn: TEST_DATA.line },
        expect: { status: 200, body: { '/success': true, '/informacion/uuid': present } },
        save: { uuid: '/informacion/uuid' },
        needs: `a profile for the line ${TEST_DATA.line}`,
      },
      {
        operationId: 'listActiveRecurringTopUps',
        does: 'the active recurring top-ups are listed',
        path: { uuid: '{{uuid}}' },
        expect: { status: 200, body: { '/success': true, '/lista': nonEmpty } },
        save: { id: '/lista/0/id' },
        needs: `an active recurring top-up of the line ${TEST_DATA.line}`,
      },
      {
        operationId: 'deactivateRecurringTopUp',
        does: 'the first one is deactivated',
        path: { uuid: '{{uuid}}' },
        body: { id: '{{id}}' },
        expect: succeeded,
      },
      {
        operationId: 'listActiveRecurringTopUps',
        does: 'the deactivated one is gone from the list',
        path: { uuid: '{{uuid}}' },
        expect: { status: 200, body: { '/success': true, '/lista': lacksItem({ id: '{{id}}' }) } },
      },
      {
        operationId: 'deactivateRecurringTopUp',
        does: 'deactivating it again finds nothing',
        path: { uuid: '{{uuid}}' },
        body: { id: '{{id}}' },
        expect: [{ status: 404 }, refused],
      },
    ],
  },
];
