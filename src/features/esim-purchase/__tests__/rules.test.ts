import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EsimImeiOutcome } from '@/shared/domain/imei-check/api/imei-result';
import { IMEI_CHECK_DELAY_MS, IMEI_CHECK_MIN_LENGTH } from '../constants';
import { canPay, createImeiCheckScheduler, imeiOutcomeMessage, imeiToCheck, stepOnBlur, type ImeiCheckState } from '../rules';
import { emptyEsimForm, type EsimForm } from '../schemas';

const filled: EsimForm = { contactNumber: '5512345678', email: 'ana@correo.mx', emailconfirmar: 'ana@correo.mx', imei: '356938035643809' };
const capable: EsimImeiOutcome = { kind: 'esimCapable', key: 'HOMOLOGADOS O VOLTE' };

describe('constants', () => {
  it('checks 600 ms after typing stops, from 13 characters', () => {
    expect(IMEI_CHECK_DELAY_MS).toBe(600);
    expect(IMEI_CHECK_MIN_LENGTH).toBe(13);
  });
});

describe('stepOnBlur', () => {
  it.each([
    ['contactNumber', 'telefono', '5512345678'],
    ['email', 'correo', 'ana@correo.mx'],
    ['emailconfirmar', 'emailconfirmar', 'ana@correo.mx'],
    ['imei', 'imei', '356938035643809'],
  ] as const)('a valid %s records %s with its value', (field, paso, valor) => {
    expect(stepOnBlur(field, filled)).toEqual({ paso, valor });
  });

  it.each([
    ['contactNumber', { contactNumber: '551234567' }],
    ['contactNumber', { contactNumber: '' }],
    ['email', { email: 'ana@correo' }],
    ['emailconfirmar', { emailconfirmar: 'otra@correo.mx' }],
    ['emailconfirmar', { email: 'ana', emailconfirmar: 'ana' }],
    ['imei', { imei: '356938035643' }],
  ] as const)('an invalid %s records nothing (%o)', (field, change) => {
    expect(stepOnBlur(field, { ...filled, ...change })).toBeUndefined();
  });

  it('an empty form records nothing', () => {
    for (const field of ['contactNumber', 'email', 'emailconfirmar', 'imei'] as const) expect(stepOnBlur(field, emptyEsimForm)).toBeUndefined();
  });
});

describe('imeiToCheck', () => {
  it.each([
    ['', undefined],
    ['123456789012', undefined],
    ['1234567890123', '1234567890123'],
    ['12345678901234567', '12345678901234567'],
    ['123456789012345678', undefined],
  ])('%s -> %s', (imei, expected) => {
    expect(imeiToCheck(imei)).toBe(expected);
  });
});

describe('canPay', () => {
  const done = (outcome: EsimImeiOutcome, imei = filled.imei): ImeiCheckState => ({ status: 'done', imei, outcome });
  it('needs a valid form and an eSIM-capable device for the IMEI typed', () => {
    expect(canPay(true, done(capable), filled.imei)).toBe(true);
    expect(canPay(true, done({ kind: 'esimCapable', key: 'VOZAPP' }), filled.imei)).toBe(true);
  });
  it.each<[string, boolean, ImeiCheckState]>([
    ['invalid form', false, done(capable)],
    ['no check yet', true, { status: 'idle' }],
    ['check under way', true, { status: 'checking', imei: filled.imei }],
    ['answer for another IMEI', true, done(capable, '356938035643800')],
    ['compatible without eSIM', true, done({ kind: 'noEsim' })],
    ['not compatible', true, done({ kind: 'notCompatible' })],
    ['service error', true, done({ kind: 'serviceError', serverMessage: undefined })],
  ])('blocked: %s', (_name, formValid, check) => {
    expect(canPay(formValid, check, filled.imei)).toBe(false);
  });
});

describe('imeiOutcomeMessage', () => {
  it('is green only for an eSIM-capable device; the SIM link only without eSIM', () => {
    expect(imeiOutcomeMessage(capable)).toEqual({ message: '¡Felicidades! Su equipo es compatible con nuestra red', positive: true, offersPhysicalSim: false });
    expect(imeiOutcomeMessage({ kind: 'noEsim' })).toMatchObject({ positive: false, offersPhysicalSim: true });
    expect(imeiOutcomeMessage({ kind: 'notCompatible' })).toEqual({
      message: 'Lo sentimos. Su equipo no es compatible con nuestra red',
      positive: false,
      offersPhysicalSim: false,
    });
  });
  it('shows the server message of a service error, or the default text', () => {
    expect(imeiOutcomeMessage({ kind: 'serviceError', serverMessage: 'Servicio en mantenimiento' }).message).toBe('Servicio en mantenimiento');
    expect(imeiOutcomeMessage({ kind: 'serviceError', serverMessage: undefined }).message).toBe('Error al obtener la respuesta del servicio');
  });
});

describe('createImeiCheckScheduler (controlled clock)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('checks 600 ms after the last keystroke, once, and only from 13 digits', () => {
    vi.useFakeTimers();
    const check = vi.fn();
    const scheduler = createImeiCheckScheduler(check);
    scheduler.typed('123456789012');
    vi.advanceTimersByTime(1000);
    expect(check).not.toHaveBeenCalled();

    scheduler.typed('1234567890123');
    vi.advanceTimersByTime(599);
    scheduler.typed('12345678901234');
    vi.advanceTimersByTime(599);
    expect(check).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(check).toHaveBeenCalledExactlyOnceWith('12345678901234');
  });

  it('a shorter IMEI or cancel drops the pending check', () => {
    vi.useFakeTimers();
    const check = vi.fn();
    const scheduler = createImeiCheckScheduler(check);
    scheduler.typed('1234567890123');
    scheduler.typed('123456789012');
    vi.advanceTimersByTime(600);
    scheduler.typed('1234567890123');
    scheduler.cancel();
    vi.advanceTimersByTime(600);
    expect(check).not.toHaveBeenCalled();
  });
});
