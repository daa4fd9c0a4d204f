import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { otpRecords, VALID_OTP_CODE } from '@mocks/behaviors/otp';
import { recoveryUuidFor } from '@mocks/behaviors/recovery';
import { accessTokenFor, currentSession } from '@mocks/behaviors/session';
import { API, exampleOf, HOUR_MS, NOW, send } from './helpers';

const LINE = '5534567890';
const SERVICE = '8134567890';

const encoded = (payload: Record<string, unknown>) => ({ data: btoa(JSON.stringify(payload)) });
const profile = (payload: Record<string, unknown>) => send('POST', `${API}/api/core/bait/servicio/perfil`, encoded(payload));
const mifiProfile = (payload: Record<string, unknown>) => send('POST', `${API}/api/core/bait/servicio/perfilMifi`, encoded(payload));
const pin = (code: string) => profile({ numero: LINE, operacion: 'validar_pin', pin: code });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('password recovery mock (recovery.ts)', () => {
  it("sends the code, passes 1234 with the line's uuid and sets the password, starting the session", async () => {
    expect((await profile({ operation: 'recuperacionv2', baitNumber: LINE })).body).toEqual(exampleOf('sendProfileOperation', 'codeSent'));
    expect((await pin(VALID_OTP_CODE)).body).toEqual({ success: true, uuid: recoveryUuidFor(LINE) });
    const answer = await profile({ numero: LINE, operacion: 'restablecer_pass', pass: 'Bait#2026x', uuid: recoveryUuidFor(LINE) });
    expect(answer.body).toMatchObject({ success: true, number: LINE, serviceNumber: '', userType: 1, access: accessTokenFor(LINE) });
    expect(currentSession()?.user.number).toBe(LINE);
  });

  it('locks the line at the third wrong code for an hour, also for a new request', async () => {
    await profile({ operation: 'recuperacionv2', baitNumber: LINE });
    expect((await pin('0000')).body).toEqual(exampleOf('sendProfileOperation', 'pinInvalid'));
    expect((await pin('0000')).body).toEqual(exampleOf('sendProfileOperation', 'pinInvalid'));
    const unlockDate = new Date(NOW.getTime() + HOUR_MS).toISOString();
    expect((await pin('0000')).body).toMatchObject({ success: false, unlockDate });
    expect((await profile({ operation: 'recuperacionv2', baitNumber: LINE })).body).toMatchObject({ unlockDate });
    expect(otpRecords()).toEqual([{ flow: 'recuperacion', number: LINE, attemptsRemaining: 0, unlockDate }]);
    vi.setSystemTime(NOW.getTime() + HOUR_MS + 1);
    expect((await profile({ operation: 'recuperacionv2', baitNumber: LINE })).body).toEqual(exampleOf('sendProfileOperation', 'codeSent'));
  });

  it('refuses a password without the uuid of the line', async () => {
    const answer = await profile({ numero: LINE, operacion: 'restablecer_pass', pass: 'Bait#2026x', uuid: recoveryUuidFor('5500000000') });
    expect(answer.body).toEqual(exampleOf('sendProfileOperation', 'passwordNotSet'));
    expect(currentSession()).toBeUndefined();
  });

  it('keys hbb and mifi lines by the service number; mifi users are type 3', async () => {
    await mifiProfile({ operation: 'recuperacionv2', baitNumber: LINE, serviceNumber: SERVICE });
    expect((await mifiProfile({ numero: LINE, operacion: 'validar_pin', servicio: SERVICE, pin: VALID_OTP_CODE })).body).toEqual({
      success: true,
      uuid: recoveryUuidFor(SERVICE),
    });
    const answer = await mifiProfile({
      numero: LINE,
      operacion: 'restablecer_passv2',
      servicio: SERVICE,
      pass: 'Bait#2026x',
      uuid: recoveryUuidFor(SERVICE),
    });
    expect(answer.body).toMatchObject({ success: true, number: LINE, serviceNumber: SERVICE, userType: 3, access: accessTokenFor(SERVICE) });
  });
});
