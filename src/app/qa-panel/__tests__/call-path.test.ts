import { describe, expect, it } from 'vitest';
import { callPath } from '../call-path';

describe('callPath', () => {
  it('keeps the path and the query of an address, without its origin or fragment', () => {
    expect(callPath('http://127.0.0.1:5173/api/core/ofertas?canal=pagos#arriba')).toBe('/api/core/ofertas?canal=pagos');
  });

  it('leaves what is not an absolute address as it is', () => {
    expect(callPath('/api/core/ofertas')).toBe('/api/core/ofertas');
  });
});
