import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OTP_LOCKOUT_MESSAGE, otpRecords, VALID_OTP_CODE } from '@mocks/behaviors/otp';
import { registeredNumbers } from '@mocks/behaviors/registration';
import { accessTokenFor, currentSession } from '@mocks/behaviors/session';
import { API, exampleOf, HOUR_MS, NOW, send } from './helpers';

const NUMBER = '5534567890';
const generate = (baitNumber = NUMBER, type = 'mbb') => send('POST', `${API}/conn/page/api/app/registro/${type}/otp/generar`, { baitNumber });
const validate = (otpCode: string, baitNumber = NUMBER) => send('POST', `${API}/conn/page/api/app/registro/mbb/otp/validar`, { baitNumber, otpCode });
const register = (type: string, form: Record<string, unknown>) =>
  send('POST', `${API}/conn/page/api/app/registro/${type}/usuario`, {
    name: 'Juan Pérez',
    number: NUMBER,
    email: 'juan.perez@correo.example',
    allowNotifications: true,
    registerConfirmation: 'Secreta#2026',
    confirmation: 'Secreta#2026',
    uuid: String(exampleOf('validateRegisterOtp', 'otpValid').uuid),
    ...form,
  });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('registration code', () => {
  it('is generated, and the valid code yields the registration uuid', async () => {
    expect((await generate()).body).toEqual(exampleOf('generateRegisterOtp', 'otpSent'));
    expect((await validate(VALID_OTP_CODE)).body).toEqual(exampleOf('validateRegisterOtp', 'otpValid'));
  });

  it('locks out after the third wrong code until unlockDate, one hour later; then a resend works', async () => {
    await generate();
    expect((await validate('0000')).body).toEqual(exampleOf('validateRegisterOtp', 'wrongCode'));
    expect((await validate('0000')).body).toEqual(exampleOf('validateRegisterOtp', 'wrongCode'));
    const locked = await validate('0000');
    expect(locked.body).toEqual({ ...exampleOf('validateRegisterOtp', 'wrongCode'), message: OTP_LOCKOUT_MESSAGE });

    const unlockDate = new Date(NOW.getTime() + HOUR_MS).toISOString();
    expect((await generate()).body).toEqual({ ...exampleOf('generateRegisterOtp', 'lockedOut'), unlockDate });
    expect((await validate(VALID_OTP_CODE)).body).toMatchObject({ success: false, message: OTP_LOCKOUT_MESSAGE });
    expect(otpRecords()).toEqual([{ flow: 'registro', number: NUMBER, attemptsRemaining: 0, unlockDate }]);

    vi.setSystemTime(NOW.getTime() + HOUR_MS);
    expect((await generate()).body).toEqual(exampleOf('generateRegisterOtp', 'otpSent'));
    expect(otpRecords()).toEqual([{ flow: 'registro', number: NUMBER, attemptsRemaining: 3 }]);
    expect((await validate(VALID_OTP_CODE)).body.success).toBe(true);
  });
});

describe('registerUser', () => {
  it('answers the user of the form, starts the session, and the number answers statusCode 1 afterwards', async () => {
    const answer = await register('mbb', {});
    expect(answer.body).toEqual({
      ...exampleOf('registerUser', 'registered'),
      name: 'Juan Pérez',
      email: 'juan.perez@correo.example',
      number: NUMBER,
      serviceNumber: '',
      userType: 1,
      access: accessTokenFor(NUMBER),
      refreshToken: expect.any(String),
    });
    expect(registeredNumbers()).toEqual([NUMBER]);
    expect(currentSession()).toMatchObject({ operationId: 'registerUser', user: { number: NUMBER, name: 'Juan Pérez' } });
    expect((await send('POST', `${API}/conn/page/api/app/consumoV3`, { access: accessTokenFor(NUMBER) })).body.success).toBe(true);

    const again = await generate();
    expect(again.body).toEqual(exampleOf('generateRegisterOtp', 'alreadyRegistered'));
    expect(again.body.statusCode).toBe(1);
    expect((await generate(NUMBER, 'hbb')).body.statusCode).toBe(1);
    expect((await generate('5500001111')).body.statusCode).toBe(0);
  });

  it('keeps the service number and line type of hbb and mifi, and refuses a number registered already', async () => {
    const answer = await register('mifi', { serviceNumber: '8112223333' });
    expect(answer.body).toMatchObject({ success: true, serviceNumber: '8112223333', userType: 3, access: accessTokenFor('8112223333') });
    expect((await register('mifi', { serviceNumber: '8112223333' })).body).toEqual(exampleOf('registerUser', 'registerFailed'));
  });
});

describe('registration state', () => {
  it('starts empty in every test', async () => {
    expect(registeredNumbers()).toEqual([]);
    expect(otpRecords()).toEqual([]);
    expect((await generate()).body.statusCode).toBe(0);
  });
});
