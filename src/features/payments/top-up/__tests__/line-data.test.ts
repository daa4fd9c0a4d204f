import { describe, expect, it } from 'vitest';
import { buildPurchase } from '@/shared/domain/analytics/commerce';
import type { Offer } from '@/shared/domain/offers/offer';
import { campaignOf, checkedNumberOf, isJourneyPage, needsServiceNumber, paymentChannelOf, toAnalyticsProduct, toPaymentPurchase } from '../line-data';
import { lineDataSchema } from '../schemas';

const offer = (type: Offer['type']): Offer => ({
  offerId: '1100101012',
  rechargeName: 'Bait 200',
  price: 200,
  type,
  validity: '30 días',
  duration: 30,
  includeMessage: ['12 GB para navegar'],
  associated: false,
});

const messagesOf = (withServiceNumber: boolean, values: { serviceNumber: string; phone: string; email: string }) => {
  const result = lineDataSchema(withServiceNumber).safeParse(values);
  // The form shows the first message of each field, as the resolver does.
  const first: Record<string, string> = {};
  for (const issue of result.success ? [] : result.error.issues) first[issue.path.join('.')] ??= issue.message;
  return first;
};

describe('line data rules', () => {
  it('asks the service number only for offer types 3 and 8', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].filter(needsServiceNumber)).toEqual([3, 8]);
  });

  it('gives the exact messages of the spec', () => {
    expect(messagesOf(true, { serviceNumber: '', phone: '', email: '' })).toEqual({
      serviceNumber: 'Campo requerido',
      phone: 'Campo requerido',
      email: 'Campo requerido',
    });
    expect(messagesOf(true, { serviceNumber: '123', phone: '55123', email: 'ana@' })).toEqual({
      serviceNumber: 'Número de servicio inválido',
      phone: 'Número de teléfono inválido',
      email: 'Correo inválido',
    });
    expect(messagesOf(false, { serviceNumber: '', phone: '5512345678', email: 'ana@correo.mx' })).toEqual({});
    expect(messagesOf(false, { serviceNumber: '', phone: '55123456789', email: 'ana@correo.mx' })).toEqual({ phone: 'Número de teléfono inválido' });
  });

  it('checks the recharged number: the service number for types 3 and 8, else the phone', () => {
    const values = { serviceNumber: '4411223344', phone: '5512345678', email: 'a@b.mx' };
    expect(checkedNumberOf(values, 3)).toBe('4411223344');
    expect(checkedNumberOf(values, 1)).toBe('5512345678');
  });

  it("pays on channel 'asociados' only for associates' offers on /recargas-asociados", () => {
    expect(paymentChannelOf('/recargas-asociados', 4)).toBe('asociados');
    expect(paymentChannelOf('/recargas-asociados', 1)).toBe('pagos');
    expect(paymentChannelOf('/recargas', 4)).toBe('pagos');
  });

  it('tags the payment detail on the journey pages only', () => {
    // /haz-tu-portabilidad is where the /portabilidad alias lands: the tag fires there.
    expect(['/cambiate-a-bait', '/mi-bait-prepago', '/haz-tu-portabilidad', '/portabilidad', '/e-sim'].every(isJourneyPage)).toBe(true);
    expect(isJourneyPage('/recargas')).toBe(false);
  });
});

describe('toPaymentPurchase', () => {
  it('maps the offer and the line data, strips spaces and reads the utm campaign', () => {
    const purchase = toPaymentPurchase({
      offer: offer(3),
      values: { serviceNumber: '44 1122 3344', phone: '55 1234 5678', email: ' ana@correo.mx ' },
      channel: 'pagos',
      uuid: 'u-1',
      logged: false,
      search: '?utm_source=fb&utm_campaign=verano',
    });
    expect(purchase).toEqual({
      channel: 'pagos',
      uuid: 'u-1',
      offer: { offerId: '1100101012', name: 'Bait 200', price: 200, duration: 30, type: 3, description: 'Bait 200, 12 GB para navegar' },
      phone: '5512345678',
      serviceNumber: '4411223344',
      email: 'ana@correo.mx',
      logged: false,
      campaign: { source: 'fb', campaign: 'verano' },
    });
  });

  it('has no service number for other types, and no campaign without utm', () => {
    const purchase = toPaymentPurchase({
      offer: offer(1),
      values: { serviceNumber: '', phone: '5512345678', email: 'a@b.mx' },
      channel: 'pagos',
      uuid: 'u',
      logged: true,
      search: '',
    });
    expect(purchase).not.toHaveProperty('serviceNumber');
    expect(purchase).not.toHaveProperty('campaign');
    expect(campaignOf('?x=1')).toBeUndefined();
  });

  it('gives analytics the offer only, in MXN', () => {
    const event = buildPurchase('u-1', [toAnalyticsProduct(offer(1))]);
    expect(event).toEqual({
      event: 'purchase',
      ecommerce: {
        transaction_id: 'u-1',
        currency: 'MXN',
        value: 200,
        items: [{ item_id: '1100101012', item_name: 'Bait 200', item_category: 'mbb', item_category2: 'mbb', item_variant: '1', price: 200, quantity: 1 }],
      },
    });
  });
});
