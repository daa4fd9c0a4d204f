import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { anHourFromNow, chooseScenarios } from '@/shared/testing/mock-api';
import { VALID_OTP_CODE } from '@mocks/behaviors/otp';
import {
  checkReplacementCode,
  processorSetupOf,
  processorSetupQueryOptions,
  ProcessorSetupError,
  registerReplacement,
  sendReplacementCode,
} from '../api/card-replacement-api';

const DN = '5512345678';

describe('processorSetupOf', () => {
  it('needs both the store and the key', () => {
    expect(processorSetupOf({ success: true, merchantId: 'tienda', publicKey: 'key' })).toEqual({ merchantId: 'tienda', publicKey: 'key' });
    expect(() => processorSetupOf({ success: true, merchantId: 'tienda' })).toThrow(ProcessorSetupError);
    expect(() => processorSetupOf(undefined)).toThrow(ProcessorSetupError);
  });
});

describe('against the mocks', () => {
  it('walks the whole replacement: setup, code, wrong code, valid code, registration', async () => {
    const client = new QueryClient();
    expect(await client.fetchQuery(processorSetupQueryOptions())).toEqual({ merchantId: 'tiendademo01', publicKey: 'key_MockPublicKey0001' });
    expect(await sendReplacementCode(DN)).toEqual({ kind: 'sent', message: 'Te enviamos un código de verificación por SMS.' });
    expect(await checkReplacementCode(DN, '9999')).toMatchObject({ kind: 'wrong', attemptsRemaining: 2 });
    const valid = await checkReplacementCode(DN, VALID_OTP_CODE);
    expect(valid.kind).toBe('valid');
    const uuid = valid.kind === 'valid' ? valid.uuid : '';
    expect(await registerReplacement({ dn: DN, uuid, token: 'tok_1', recurringTopUpId: 'rec-8f3a2c71' })).toEqual({
      kind: 'replaced',
      message: 'Tu tarjeta fue actualizada correctamente.',
    });
  });

  it('locks the line after the third wrong code', async () => {
    const dn = '5598765432';
    await sendReplacementCode(dn);
    await checkReplacementCode(dn, '0000');
    expect(await checkReplacementCode(dn, '0000')).toMatchObject({ kind: 'wrong', attemptsRemaining: 1 });
    expect(await checkReplacementCode(dn, '0000')).toMatchObject({ kind: 'locked' });
    expect(await sendReplacementCode(dn)).toMatchObject({ kind: 'locked' });
  });

  it('reads the refusals of the contract', async () => {
    chooseScenarios({ getCardReplacementProcessor: 'unavailable', registerCardReplacement: 'rejected', sendCardReplacementOtp: 'lockedOut' });
    const error = await new QueryClient().fetchQuery(processorSetupQueryOptions()).catch((caught: unknown) => caught);
    expect((error as ProcessorSetupError).serverMessage).toBe('Por el momento no es posible cambiar tu tarjeta. Inténtalo más tarde.');
    expect(await sendReplacementCode(DN)).toEqual({ kind: 'locked', unlockDate: anHourFromNow() });
    expect(await registerReplacement({ dn: DN, uuid: '3f6c2b1e-8d4a-4c7e-9b2f-1a5d7e9c0b34', token: 't', recurringTopUpId: undefined })).toEqual({
      kind: 'rejected',
      message: 'No fue posible actualizar tu tarjeta. Verifica los datos e inténtalo de nuevo.',
    });
    chooseScenarios({ validateCardReplacementOtp: 'lastAttemptRemaining', registerCardReplacement: 'networkError' });
    expect(await checkReplacementCode(DN, '1111')).toEqual({
      kind: 'wrong',
      message: 'El código ingresado es incorrecto. Te queda 1 intento.',
      attemptsRemaining: 1,
    });
    expect(await registerReplacement({ dn: DN, uuid: '3f6c2b1e-8d4a-4c7e-9b2f-1a5d7e9c0b34', token: 't', recurringTopUpId: undefined })).toEqual({
      kind: 'rejected',
      message: undefined,
    });
  });
});
