import { describe, expect, it } from 'vitest';
import { readGatewayMessage } from '../gateway-messages';

const GATEWAY_ORIGIN = 'https://pasarela.example';
const frame = { name: 'the gateway frame window' };
const gateway = { origin: GATEWAY_ORIGIN, frame };

function read(data: unknown, origin = GATEWAY_ORIGIN, source: unknown = frame) {
  return readGatewayMessage({ origin, data, source }, gateway);
}

describe('gateway messages (spec payments 4, "Gateway events handled")', () => {
  it('maps each well-formed event of the gateway frame', () => {
    expect(read({ event: 'PaymentFormLoad' })).toEqual({ type: 'formLoaded' });
    expect(read({ event: 'GoToDetail' })).toEqual({ type: 'goToDetail' });
    expect(read({ event: 'ChangeOnForm', data: { complete: true } })).toEqual({ type: 'formChanged', complete: true });
    expect(read({ event: 'ChangeLegal', data: 0, accepted: true })).toEqual({ type: 'legalChanged', consent: 'terms', accepted: true });
    expect(read({ event: 'ChangeLegal', data: 1, accepted: false })).toEqual({ type: 'legalChanged', consent: 'whatsapp', accepted: false });
    expect(read({ event: 'RequestPayment', data: { token: 'gwt_7Hq2LmX9pR4sT1vW8yZ3' } })).toEqual({
      type: 'paymentRequested',
      token: 'gwt_7Hq2LmX9pR4sT1vW8yZ3',
    });
    expect(read({ event: 'PaymentError', data: { code: 'card_declined', message_to_purchaser: 'Tu banco rechazó el pago.' } })).toEqual({
      type: 'paymentFailed',
      code: 'card_declined',
      messageToPurchaser: 'Tu banco rechazó el pago.',
    });
    expect(read({ event: 'PaymentError', data: { code: 'C003' } })).toEqual({ type: 'paymentFailed', code: 'C003' });
  });

  it('ignores messages from any other origin or window, even well-formed ones', () => {
    const payment = { event: 'RequestPayment', data: { token: 'gwt_7Hq2LmX9pR4sT1vW8yZ3' } };
    expect(read(payment, 'https://evil.example')).toBeUndefined();
    expect(read(payment, 'https://pasarela.example:8443')).toBeUndefined();
    expect(read(payment, 'null')).toBeUndefined();
    expect(read(payment, GATEWAY_ORIGIN, { name: 'another window' })).toBeUndefined();
    expect(read(payment, GATEWAY_ORIGIN, null)).toBeUndefined();
    expect(readGatewayMessage({ origin: GATEWAY_ORIGIN, data: payment, source: null }, { origin: GATEWAY_ORIGIN, frame: null })).toBeUndefined();
  });

  it.each([
    ['not an object', 'RequestPayment'],
    ['null', null],
    ['an unknown event', { event: 'StealCard', data: {} }],
    ['an unexpected field', { event: 'GoToDetail', data: 'x' }],
    ['no token', { event: 'RequestPayment', data: {} }],
    ['a token with markup', { event: 'RequestPayment', data: { token: '<img src=x onerror=alert(1)>' } }],
    ['a legal consent other than 0 and 1', { event: 'ChangeLegal', data: 2, accepted: true }],
    ['a legal consent given as text', { event: 'ChangeLegal', data: '0', accepted: true }],
    ['a form change without its flag', { event: 'ChangeOnForm' }],
    ['an error whose message is not text', { event: 'PaymentError', data: { message_to_purchaser: 42 } }],
    ['an error message beyond 300 characters', { event: 'PaymentError', data: { message_to_purchaser: 'x'.repeat(301) } }],
  ])('ignores a malformed message: %s', (_case, data) => {
    expect(read(data)).toBeUndefined();
  });
});
