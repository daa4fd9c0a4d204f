import { describe, expect, it } from 'vitest';
import { formatMxn, formatMxnTotal } from '../currency';

describe('formatMxn', () => {
  it.each([
    [100, '$100.00'],
    [0, '$0.00'],
    [49.5, '$49.50'],
    [1234.567, '$1,234.57'],
    [100000, '$100,000.00'],
  ])('formats %d as %s', (amount, expected) => {
    expect(formatMxn(amount)).toBe(expected);
  });
});

describe('formatMxnTotal', () => {
  it('names the currency after the amount, as both purchase dialogs show their total', () => {
    expect(formatMxnTotal(299)).toBe('$299.00 MXN');
  });
});
