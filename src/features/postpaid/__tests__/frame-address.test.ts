import { describe, expect, it } from 'vitest';
import { postpaidFrameAddress } from '../frame-address';

const PAGE = 'https://www.bait.example/mi-bait-pospago?utm_source=correo';

describe('postpaidFrameAddress', () => {
  it('loads the entry page by default, and accepts messages from its origin only', () => {
    expect(postpaidFrameAddress('https://pospago.example.com/', undefined, PAGE)).toEqual({
      href: 'https://pospago.example.com/',
      origin: 'https://pospago.example.com',
    });
  });

  it("adds typeService=portabilidad for the port-in flow, keeping the entry page's own query", () => {
    expect(postpaidFrameAddress('https://pospago.example.com/app?canal=web', 'portIn', PAGE)?.href).toBe(
      'https://pospago.example.com/app?canal=web&typeService=portabilidad',
    );
  });

  it('switches to the pay-bill page for the bill payment', () => {
    expect(postpaidFrameAddress('https://pospago.example.com/', 'payBill', PAGE)?.href).toBe('https://pospago.example.com/#/pagar-factura');
  });

  it('resolves a relative entry page against the site, as the local stand-in in mock mode', () => {
    expect(postpaidFrameAddress('/pospago/index.html', 'portIn', PAGE)).toEqual({
      href: 'https://www.bait.example/pospago/index.html?typeService=portabilidad',
      origin: 'https://www.bait.example',
    });
  });

  it.each([[''], ['   '], ['javascript:alert(1)'], ['data:text/html,hola'], ['http://[mal']])('gives no address for %j', (baseUrl) => {
    expect(postpaidFrameAddress(baseUrl, undefined, PAGE)).toBeUndefined();
  });
});
