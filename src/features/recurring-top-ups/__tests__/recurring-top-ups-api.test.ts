import { describe, expect, it } from 'vitest';
import { chooseScenarios, type ScenarioOutcome } from '@/shared/testing/mock-api';
import { deactivateRecurringTopUp, toRecurringTopUp } from '../api/recurring-top-ups-api';
import { escapeHtml, formatDay } from '../format-day';

const UUID = '6b042125-686a-43e0-8a68-23cf5bee102e';

describe('toRecurringTopUp', () => {
  it('maps every field of the contract item', () => {
    expect(
      toRecurringTopUp({
        id: 'rec-1',
        telefono: '5512345678',
        nombre: 'Recarga 200',
        precio: 200,
        vigencia: 30,
        tarjeta: '4242',
        fechaAlta: '2026-10-01T10:15:00-06:00',
        proximoCobro: '2026-12-01',
      }),
    ).toEqual({
      id: 'rec-1',
      phone: '5512345678',
      name: 'Recarga 200',
      price: 200,
      validityDays: 30,
      cardLastDigits: '4242',
      createdAt: '2026-10-01T10:15:00-06:00',
      nextCharge: '2026-12-01',
    });
  });

  it('leaves the optional fields undefined', () => {
    expect(toRecurringTopUp({ id: 'rec-2', telefono: '5512345678', nombre: 'Paquete', precio: 100 })).toMatchObject({
      validityDays: undefined,
      cardLastDigits: undefined,
      createdAt: undefined,
      nextCharge: undefined,
    });
  });
});

describe('formatDay and escapeHtml', () => {
  it('shows a contract day as dd/MM/yyyy without shifting it, anything else as it came', () => {
    expect(formatDay('2026-12-01')).toBe('01/12/2026');
    expect(formatDay('mañana')).toBe('mañana');
  });

  it('keeps server text from becoming markup', () => {
    expect(escapeHtml(`<b>"Recarga" & 'más'</b>`)).toBe('&lt;b&gt;&quot;Recarga&quot; &amp; &#39;más&#39;&lt;/b&gt;');
  });
});

describe('deactivateRecurringTopUp', () => {
  it('is done when the server says so, with its message', async () => {
    chooseScenarios({ deactivateRecurringTopUp: 'deactivated' });
    expect(await deactivateRecurringTopUp({ uuid: UUID, id: 'rec-8f3a2c71' })).toEqual({
      kind: 'deactivated',
      message: 'Tu recarga recurrente fue desactivada.',
    });
  });

  it.each<[ScenarioOutcome<'deactivateRecurringTopUp'>, string | undefined]>([
    ['notDeactivated', 'No fue posible desactivar tu recarga recurrente, intenta más tarde.'],
    ['recurringTopUpNotFound', 'La recarga recurrente no existe o ya fue desactivada.'],
    ['networkError', undefined],
  ])('fails on %s, with the server message if any', async (outcome, message) => {
    chooseScenarios({ deactivateRecurringTopUp: outcome });
    expect(await deactivateRecurringTopUp({ uuid: UUID, id: 'rec-8f3a2c71' })).toEqual({ kind: 'failed', message });
  });
});
