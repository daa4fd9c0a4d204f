import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { decodeValue } from '@/shared/storage/encoded-storage';
import { anHourFromNow, recordRequests, server, chooseScenarios, type ScenarioOutcome } from '@/shared/testing/mock-api';
import { requestRecoveryCode, setRecoveryPassword, validateRecoveryPin, type RecoveryLine } from '../api/recovery-api';

const PROFILE_PATH = '/api/core/bait/servicio/perfil';
const MIFI_PROFILE_PATH = '/api/core/bait/servicio/perfilMifi';
const MBB: RecoveryLine = { lineType: 'mbb', number: '5512345678' };
const HBB: RecoveryLine = { lineType: 'hbb', number: '5587654321', serviceNumber: '3312345678' };
const MIFI: RecoveryLine = { lineType: 'mifi', number: '5512345678', serviceNumber: '8112345678' };
const HOUR_MS = 60 * 60 * 1000;

async function decodedBodies(requests: Request[]): Promise<unknown[]> {
  return Promise.all(requests.map(async (request) => decodeValue(((await request.json()) as { data: string }).data)));
}

describe('recovery calls: what they send', () => {
  it('mbb: recuperacionv2, validar_pin and restablecer_pass on the profile endpoint, encoded', async () => {
    const requests = recordRequests(PROFILE_PATH);
    await requestRecoveryCode(MBB);
    const pin = await validateRecoveryPin(MBB, '1234');
    const uuid = pin.kind === 'valid' ? pin.uuid : '';
    await setRecoveryPassword(MBB, 'Bait#2026x', uuid);
    expect(await decodedBodies(requests)).toEqual([
      { operation: 'recuperacionv2', baitNumber: '5512345678' },
      { numero: '5512345678', operacion: 'validar_pin', pin: '1234' },
      { numero: '5512345678', operacion: 'restablecer_pass', pass: 'Bait#2026x', uuid },
    ]);
  });

  it('hbb: recuperacion_hbbv2, validar_pin_hbb and restablecer_pass_hbb with the service number', async () => {
    const requests = recordRequests(PROFILE_PATH);
    await requestRecoveryCode(HBB);
    const pin = await validateRecoveryPin(HBB, '1234');
    const uuid = pin.kind === 'valid' ? pin.uuid : '';
    await setRecoveryPassword(HBB, 'Bait#2026x', uuid);
    expect(await decodedBodies(requests)).toEqual([
      { operation: 'recuperacion_hbbv2', baitNumber: '5587654321', serviceNumber: '3312345678' },
      { numero: '5587654321', operacion: 'validar_pin_hbb', servicio: '3312345678', pin: '1234' },
      { numero: '5587654321', operacion: 'restablecer_pass_hbb', servicio: '3312345678', pass: 'Bait#2026x', uuid },
    ]);
  });

  it('mifi: recuperacionv2, validar_pin and restablecer_passv2 on the mifi endpoint', async () => {
    const requests = recordRequests(MIFI_PROFILE_PATH);
    await requestRecoveryCode(MIFI);
    const pin = await validateRecoveryPin(MIFI, '1234');
    const uuid = pin.kind === 'valid' ? pin.uuid : '';
    const outcome = await setRecoveryPassword(MIFI, 'Bait#2026x', uuid);
    expect(await decodedBodies(requests)).toEqual([
      { operation: 'recuperacionv2', baitNumber: '5512345678', serviceNumber: '8112345678' },
      { numero: '5512345678', operacion: 'validar_pin', servicio: '8112345678', pin: '1234' },
      { numero: '5512345678', operacion: 'restablecer_passv2', servicio: '8112345678', pass: 'Bait#2026x', uuid },
    ]);
    expect(outcome).toMatchObject({ kind: 'set', user: { number: '5512345678', serviceNumber: '8112345678', userType: 3 } });
  });
});

describe('recovery calls on the stateful mock (no scenario)', () => {
  it('sends the code, passes 1234 and sets the password with the uuid', async () => {
    expect(await requestRecoveryCode(MBB)).toEqual({ kind: 'sent' });
    const pin = await validateRecoveryPin(MBB, '1234');
    expect(pin).toEqual({ kind: 'valid', uuid: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown });
    const outcome = await setRecoveryPassword(MBB, 'Bait#2026x', pin.kind === 'valid' ? pin.uuid : '');
    expect(outcome).toMatchObject({ kind: 'set', user: { number: '5512345678', userType: 1 } });
  });

  it('locks the number at the third wrong code for an hour; asking again answers the lockout', async () => {
    await requestRecoveryCode(MBB);
    const wrong = { kind: 'invalid', message: 'Lo sentimos, ha superado los cambios de número permitidos' };
    expect(await validateRecoveryPin(MBB, '0000')).toEqual(wrong);
    expect(await validateRecoveryPin(MBB, '0000')).toEqual(wrong);
    const locked = await validateRecoveryPin(MBB, '0000');
    expect(locked.kind).toBe('locked');
    const unlockDate = locked.kind === 'locked' ? Date.parse(locked.unlockDate) : 0;
    expect(Math.abs(unlockDate - (Date.now() + HOUR_MS))).toBeLessThan(60_000);
    expect(await requestRecoveryCode(MBB)).toEqual({ kind: 'locked', unlockDate: new Date(unlockDate).toISOString() });
    expect(await validateRecoveryPin(MBB, '1234')).toMatchObject({ kind: 'locked' });
  });

  it('refuses a password without the uuid of the validated code', async () => {
    expect(await setRecoveryPassword(MBB, 'Bait#2026x', '3f6c1b7e-2a4d-4c8e-9b1f-6d2e8a7c5b40')).toEqual({
      kind: 'failed',
      message: 'Ha ocurrido un error con tu sesión, por favor intenta más tarde.',
    });
  });
});

describe('recovery calls: every outcome of the contract', () => {
  it.each<[ScenarioOutcome<'sendProfileOperation'> & ScenarioOutcome<'sendMifiProfileOperation'>, unknown]>([
    ['codeSent', { kind: 'sent' }],
    ['notRegistered', { kind: 'notRegistered', message: 'El número ingresado no está registrado, regístrate para continuar.' }],
    // The example's date is written for one day; the mocks date the lockout from the request.
    ['lockedOut', { kind: 'locked', unlockDate: anHourFromNow() }],
    ['codeNotGenerated', { kind: 'failed', message: 'No fue posible generar tu código de verificación por favor intentalo más tarde' }],
  ])('step 1, %s', async (example, expected) => {
    chooseScenarios({ sendProfileOperation: example, sendMifiProfileOperation: example });
    expect(await requestRecoveryCode(MBB)).toEqual(expected);
    expect(await requestRecoveryCode(MIFI)).toEqual(expected);
  });

  it.each<[ScenarioOutcome<'sendProfileOperation'> & ScenarioOutcome<'sendMifiProfileOperation'>, unknown]>([
    ['pinValid', { kind: 'valid', uuid: '3f6c1b7e-2a4d-4c8e-9b1f-6d2e8a7c5b40' }],
    ['pinInvalid', { kind: 'invalid', message: 'Lo sentimos, ha superado los cambios de número permitidos' }],
    // The example's date is written for one day; the mocks date the lockout from the request.
    ['lockedOut', { kind: 'locked', unlockDate: anHourFromNow() }],
  ])('step 2, %s', async (example, expected) => {
    chooseScenarios({ sendProfileOperation: example, sendMifiProfileOperation: example });
    expect(await validateRecoveryPin(HBB, '1234')).toEqual(expected);
    expect(await validateRecoveryPin(MIFI, '1234')).toEqual(expected);
  });

  it.each<[ScenarioOutcome<'sendProfileOperation'>, unknown]>([
    ['passwordSet', { kind: 'set', user: expect.objectContaining({ name: 'María Hernández', number: '5512345678' }) as unknown }],
    ['passwordNotSet', { kind: 'failed', message: 'Ha ocurrido un error con tu sesión, por favor intenta más tarde.' }],
  ])('step 3, %s', async (example, expected) => {
    chooseScenarios({ sendProfileOperation: example });
    expect(await setRecoveryPassword(MBB, 'Bait#2026x', '3f6c1b7e-2a4d-4c8e-9b1f-6d2e8a7c5b40')).toEqual(expected);
  });

  it('an HTTP error reads as a failure with no server message', async () => {
    server.use(http.post(`*${PROFILE_PATH}`, () => HttpResponse.json({ message: 'Bad gateway' }, { status: 502 })));
    expect(await requestRecoveryCode(MBB)).toEqual({ kind: 'failed', message: undefined });
    expect(await validateRecoveryPin(MBB, '1234')).toEqual({ kind: 'invalid', message: undefined });
    expect(await setRecoveryPassword(MBB, 'Bait#2026x', 'x')).toEqual({ kind: 'failed', message: undefined });
  });
});
