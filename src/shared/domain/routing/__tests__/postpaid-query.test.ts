import { describe, expect, it } from 'vitest';
import { postpaidFlowOf, postpaidSearch } from '../postpaid-query';

describe('postpaidSearch (spec 2.4: typeService and billPay exclude each other, other parameters merge)', () => {
  it('adds typeService=portabilidad for the port-in flow', () => {
    expect(postpaidSearch('', 'portIn')).toBe('?typeService=portabilidad');
  });

  it('adds billPay=pagar-factura for the bill payment', () => {
    expect(postpaidSearch('', 'payBill')).toBe('?billPay=pagar-factura');
  });

  it('clears billPay when the port-in flow is set', () => {
    expect(postpaidSearch('?billPay=pagar-factura', 'portIn')).toBe('?typeService=portabilidad');
  });

  it('clears typeService when the bill payment is set', () => {
    expect(postpaidSearch('?typeService=portabilidad', 'payBill')).toBe('?billPay=pagar-factura');
  });

  it('keeps every other parameter of the current address', () => {
    expect(postpaidSearch('?utm_source=facebook&billPay=pagar-factura&utm_medium=cpc', 'portIn')).toBe(
      '?utm_source=facebook&utm_medium=cpc&typeService=portabilidad',
    );
  });

  it('without a flow keeps the current parameters as they are', () => {
    expect(postpaidSearch('?utm_source=banner')).toBe('?utm_source=banner');
    expect(postpaidSearch('')).toBe('');
  });
});

describe('postpaidFlowOf', () => {
  it('reads the flow a link asks for', () => {
    expect(postpaidFlowOf('?typeService=portabilidad')).toBe('portIn');
    expect(postpaidFlowOf('?billPay=pagar-factura')).toBe('payBill');
    expect(postpaidFlowOf('?utm_source=x')).toBeUndefined();
  });

  it('ignores other values of the two parameters', () => {
    expect(postpaidFlowOf('?typeService=otra')).toBeUndefined();
    expect(postpaidFlowOf('?billPay=1')).toBeUndefined();
  });

  it('lets billPay win when a hand-made link has both', () => {
    expect(postpaidFlowOf('?typeService=portabilidad&billPay=pagar-factura')).toBe('payBill');
  });
});
