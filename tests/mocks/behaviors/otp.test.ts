import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OTP_MAX_ATTEMPTS, otpRecords, VALID_OTP_CODE } from '@mocks/behaviors/otp';
import { API, exampleOf, HOUR_MS, NOW, send } from './helpers';

const SSO_SEND = `${API}/api/core/sso/otp/send`;
const SSO_CHECK = `${API}/api/core/sso/otp/check`;
const SIM_OTP = `${API}/api/core/bait/servicio/reemplazo-sim/otp`;
const CARD_SEND = `${API}/api/upd-card/v1/send-otp`;
const CARD_VALIDATE = `${API}/api/upd-card/v1/validate-otp`;

const NUMBER = '5512345678';
const WRONG_CODE = '9999';
const UNLOCK_DATE = new Date(NOW.getTime() + HOUR_MS).toISOString();
const simHeaders = { Ordservicio: 'servicio', 'X-XSRF-TOKEN': 'xsrf' };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the fixed rules', () => {
  it(`keep ${OTP_MAX_ATTEMPTS} attempts and let "${VALID_OTP_CODE}" pass`, () => {
    expect(OTP_MAX_ATTEMPTS).toBe(3);
    expect(VALID_OTP_CODE).toMatch(/^[0-9]{4}$/);
  });
});

describe.each([
  {
    flow: 'SIM replacement',
    request: (dn: string) => send('POST', SIM_OTP, { dn }, simHeaders),
    validate: (dn: string, otp: string) => send('PATCH', SIM_OTP, { dn, otp }),
    operations: { request: 'requestSimReplacementOtp', validate: 'validateSimReplacementOtp' },
  },
  {
    flow: 'card replacement',
    request: (dn: string) => send('POST', CARD_SEND, { dn }),
    validate: (dn: string, otp: string) => send('POST', CARD_VALIDATE, { dn, otp }),
    operations: { request: 'sendCardReplacementOtp', validate: 'validateCardReplacementOtp' },
  },
])('$flow code', ({ request, validate, operations }) => {
  it('is sent with every attempt, and the valid code passes', async () => {
    const sent = await request(NUMBER);
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ ...exampleOf(operations.request, 'sent'), attemptsRemaining: OTP_MAX_ATTEMPTS });
    const valid = await validate(NUMBER, VALID_OTP_CODE);
    expect(valid.status).toBe(200);
    expect(valid.body).toEqual(exampleOf(operations.validate, 'validated'));
  });

  it('counts wrong codes down, then locks out for one hour, and a resend after that works again', async () => {
    await request(NUMBER);
    const first = await validate(NUMBER, WRONG_CODE);
    expect(first.status).toBe(400);
    expect(first.body).toEqual(exampleOf(operations.validate, 'wrongCode'));
    expect(first.body.attemptsRemaining).toBe(2);

    const second = await validate(NUMBER, WRONG_CODE);
    expect(second.status).toBe(400);
    expect(second.body).toEqual(exampleOf(operations.validate, 'lastAttemptRemaining'));

    const third = await validate(NUMBER, WRONG_CODE);
    expect(third.status).toBe(429);
    expect(third.body).toEqual({ ...exampleOf(operations.validate, 'lockedOut'), unlockDate: UNLOCK_DATE });

    // While locked, the valid code and a new code request both answer the lockout.
    vi.setSystemTime(NOW.getTime() + HOUR_MS - 1000);
    expect(await validate(NUMBER, VALID_OTP_CODE)).toMatchObject({ status: 429, body: { unlockDate: UNLOCK_DATE } });
    const resendWhileLocked = await request(NUMBER);
    expect(resendWhileLocked.status).toBe(429);
    expect(resendWhileLocked.body).toEqual({ ...exampleOf(operations.request, 'lockedOut'), unlockDate: UNLOCK_DATE });

    // Another line is not locked.
    expect((await request('5599998888')).status).toBe(200);

    vi.setSystemTime(NOW.getTime() + HOUR_MS);
    const resend = await request(NUMBER);
    expect(resend.status).toBe(200);
    expect(resend.body.attemptsRemaining).toBe(OTP_MAX_ATTEMPTS);
    expect((await validate(NUMBER, WRONG_CODE)).body.attemptsRemaining).toBe(2);
    expect((await validate(NUMBER, VALID_OTP_CODE)).status).toBe(200);
  });

  it('starts the attempts again after a new code request and after a valid code', async () => {
    await request(NUMBER);
    await validate(NUMBER, WRONG_CODE);
    await validate(NUMBER, WRONG_CODE);
    await request(NUMBER);
    expect((await validate(NUMBER, WRONG_CODE)).body.attemptsRemaining).toBe(2);
    await validate(NUMBER, VALID_OTP_CODE);
    expect((await validate(NUMBER, WRONG_CODE)).body.attemptsRemaining).toBe(2);
  });
});

describe('SSO code', () => {
  const sendCode = () => send('POST', SSO_SEND, { identificador: NUMBER });
  const check = (otp: string) => send('POST', SSO_CHECK, { identificador: NUMBER, otp, uuid: String(exampleOf('sendSsoOtp', 'otpSent').uuid) });

  it('counts remainingAttempts down and locks out with unlockDate one hour ahead', async () => {
    expect((await sendCode()).body).toEqual({ ...exampleOf('sendSsoOtp', 'otpSent'), remainingAttempts: OTP_MAX_ATTEMPTS });
    expect((await check(WRONG_CODE)).body).toEqual({ ...exampleOf('checkSsoOtp', 'wrongCode'), remainingAttempts: 2 });
    expect((await check(WRONG_CODE)).body).toEqual({ ...exampleOf('checkSsoOtp', 'wrongCode'), remainingAttempts: 1 });
    const locked = await check(WRONG_CODE);
    expect(locked.status).toBe(200);
    expect(locked.body).toEqual({ ...exampleOf('checkSsoOtp', 'lockedOut'), unlockDate: UNLOCK_DATE });
    expect((await sendCode()).body).toEqual({ ...exampleOf('sendSsoOtp', 'lockedOut'), unlockDate: UNLOCK_DATE });
    expect((await check(VALID_OTP_CODE)).body.code).toBe(2);
    expect(otpRecords()).toEqual([{ flow: 'sso', number: NUMBER, attemptsRemaining: 0, unlockDate: UNLOCK_DATE }]);

    vi.setSystemTime(NOW.getTime() + HOUR_MS + 1);
    expect((await sendCode()).body).toMatchObject({ success: true, code: 0, remainingAttempts: OTP_MAX_ATTEMPTS });
    expect((await check(VALID_OTP_CODE)).body).toEqual(exampleOf('checkSsoOtp', 'otpValid'));
  });

  it('accepts the valid code at once', async () => {
    await sendCode();
    expect((await check(VALID_OTP_CODE)).body).toEqual(exampleOf('checkSsoOtp', 'otpValid'));
    expect(otpRecords()).toEqual([]);
  });
});

describe('OTP state', () => {
  it('starts empty in every test', async () => {
    expect(otpRecords()).toEqual([]);
    expect((await send('POST', CARD_VALIDATE, { dn: NUMBER, otp: WRONG_CODE })).body.attemptsRemaining).toBe(2);
  });
});
