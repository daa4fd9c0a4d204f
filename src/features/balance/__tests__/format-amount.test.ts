import { describe, expect, it } from 'vitest';
import { formatAmount } from '../format-amount';

describe('formatAmount', () => {
  it.each([
    [0, 'megabytes', '0 MB'],
    [420, 'megabytes', '420 MB'],
    [1023.5, 'megabytes', '1,023.5 MB'],
    [1024, 'megabytes', '1 GB'],
    [3584, 'megabytes', '3.5 GB'],
    [1843.5, 'megabytes', '1.8 GB'],
    [51200, 'megabytes', '50 GB'],
    [1350, 'minutes', '1,350 min'],
    [460, 'messages', '460 SMS'],
  ] as const)('shows %d %s as %s', (amount, unit, expected) => {
    expect(formatAmount(amount, unit)).toBe(expected);
  });
});
