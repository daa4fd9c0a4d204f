import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../date-time';

describe('formatDateTime', () => {
  it.each([
    ['2026-12-21T23:59:59-06:00', '21/12/2026 23:59:59'],
    ['2026-02-05T08:07:06-06:00', '05/02/2026 08:07:06'],
    // Another offset is shown in Mexico City's hour.
    ['2026-12-22T05:59:59Z', '21/12/2026 23:59:59'],
    ['2026-01-01T00:00:00-06:00', '01/01/2026 00:00:00'],
  ])('formats %s as %s (dd/MM/yyyy HH:mm:ss, es-MX)', (iso, expected) => {
    expect(formatDateTime(iso)).toBe(expected);
  });

  it.each(['', 'mañana', '2026-13-45'])('gives nothing for %j, which is no date', (text) => {
    expect(formatDateTime(text)).toBeUndefined();
  });
});
