import { describe, expect, it } from 'vitest';
import { toBalance, toConsumptionLine, type BalanceAnswer } from '../api/to-balance';

const zero = { mb_usados: 0, mb_totales: 0, mb_disponibles: 0, min_disponibles: 0, min_usados: 0, sms_disponibles: 0, sms_usados: 0 };

describe('toConsumptionLine', () => {
  it.each([
    ['datosVelocidadNormal', { mb_usados: 1536, mb_totales: 5120, mb_disponibles: 3584 }, 'megabytes', [1536, 5120, 3584]],
    ['datosVelocidadReducida', { mb_usados: 10, mb_totales: 100, mb_disponibles: 90 }, 'megabytes', [10, 100, 90]],
    ['datosUsoInternacional', { mb_usados: 120, mb_totales: 2048, mb_disponibles: 1928 }, 'megabytes', [120, 2048, 1928]],
    ['datosRedesSociales', { mb_usados: 420, mb_totales: 2048, mb_disponibles: 1628 }, 'megabytes', [420, 2048, 1628]],
    // Minutes and SMS carry used and available only: the total is their sum.
    ['minutos', { min_usados: 150, min_disponibles: 1350 }, 'minutes', [150, 1500, 1350]],
    ['sms', { sms_usados: 40, sms_disponibles: 460 }, 'messages', [40, 500, 460]],
  ] as const)('maps %s to its kind, unit and amounts', (nombre, amounts, unit, [used, total, available]) => {
    expect(toConsumptionLine({ ...zero, ...amounts, nombre }, false)).toEqual({
      kind: nombre,
      unit,
      used,
      total,
      available,
      unlimited: false,
    });
  });

  it('reads data fields for data only, never the minutes of the same item', () => {
    const line = toConsumptionLine({ ...zero, nombre: 'datosVelocidadNormal', min_usados: 99, sms_usados: 9 }, false);
    expect(line).toMatchObject({ used: 0, total: 0, available: 0 });
  });

  it('trims the name and drops a name outside the six of the spec', () => {
    expect(toConsumptionLine({ ...zero, nombre: ' minutos ' }, false)?.kind).toBe('minutos');
    expect(toConsumptionLine({ ...zero, nombre: 'Minutos' }, false)).toBeUndefined();
    expect(toConsumptionLine({ ...zero, nombre: 'xQzPlmNt' }, false)).toBeUndefined();
  });

  it('marks as unlimited only an uncounted line of an unlimited plan', () => {
    expect(toConsumptionLine({ ...zero, nombre: 'datosVelocidadReducida' }, true)?.unlimited).toBe(true);
    expect(toConsumptionLine({ ...zero, nombre: 'datosVelocidadReducida' }, false)?.unlimited).toBe(false);
    expect(toConsumptionLine({ ...zero, nombre: 'datosVelocidadNormal', mb_totales: 51200, mb_disponibles: 40960 }, true)?.unlimited).toBe(false);
  });

  it('reads a negative or non-finite count as zero', () => {
    const line = toConsumptionLine({ ...zero, nombre: 'sms', sms_usados: -5, sms_disponibles: Number.NaN }, false);
    expect(line).toMatchObject({ used: 0, available: 0, total: 0 });
  });
});

describe('toBalance', () => {
  it('maps the whole answer: lines in the spec order, next top-up, shared data, plan, offerings', () => {
    const answer: BalanceAnswer = {
      success: true,
      consumo: [
        { ...zero, nombre: 'sms', sms_usados: 40, sms_disponibles: 460 },
        { ...zero, nombre: 'datosVelocidadNormal', mb_usados: 1536, mb_totales: 5120, mb_disponibles: 3584 },
        { ...zero, nombre: 'desconocido' },
      ],
      proxima_recarga: '2026-12-21T23:59:59-06:00',
      comparteDatos: true,
      offeringsIds: [{ expireDate: '2026-12-21T23:59:59-06:00', offeringId: '1100201' }],
      esIlimitado: false,
    };
    expect(toBalance(answer)).toEqual({
      lines: [
        { kind: 'datosVelocidadNormal', unit: 'megabytes', used: 1536, total: 5120, available: 3584, unlimited: false },
        { kind: 'sms', unit: 'messages', used: 40, total: 500, available: 460, unlimited: false },
      ],
      nextTopUp: '2026-12-21T23:59:59-06:00',
      sharesData: true,
      unlimited: false,
      offerings: [{ id: '1100201', expiresAt: '2026-12-21T23:59:59-06:00' }],
    });
  });

  it('reads the minimal answer (success only) as an empty balance', () => {
    expect(toBalance({ success: true })).toEqual({ lines: [], sharesData: false, unlimited: false, offerings: [] });
  });

  it('keeps the unlimited plan flag', () => {
    expect(toBalance({ success: true, esIlimitado: true })?.unlimited).toBe(true);
  });

  it('gives nothing when the server could not read the balance (success false)', () => {
    expect(toBalance({ success: false })).toBeUndefined();
    expect(toBalance({ success: false, consumo: [{ ...zero, nombre: 'sms' }] })).toBeUndefined();
  });
});
