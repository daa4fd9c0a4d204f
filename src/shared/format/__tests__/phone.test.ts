import { describe, expect, it } from 'vitest';
import { formatPhone } from '../phone';

describe('formatPhone', () => {
  it.each([
    ['5512345678', '55 12 34 56 78'],
    ['3312345678', '33 12 34 56 78'],
    [' 55 1234 5678 ', '55 12 34 56 78'],
    ['55-1234-5678', '55 12 34 56 78'],
  ])('groups %s in five parts as %s', (phone, expected) => {
    expect(formatPhone(phone)).toBe(expected);
  });

  it.each([
    ['', ''],
    ['12345', '12345'],
    ['551234567890', '551234567890'],
    ['55123456ab', '55123456ab'],
  ])('leaves %j, which is no 10-digit number, as it came', (phone, expected) => {
    expect(formatPhone(phone)).toBe(expected);
  });
});
