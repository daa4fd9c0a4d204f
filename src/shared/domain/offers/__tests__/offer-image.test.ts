import { describe, expect, it } from 'vitest';
import { offerImagesOf } from '../offer-image';

describe('offer card images (spec payments 2, decision 189)', () => {
  it('chooses the image by type and price', () => {
    expect(offerImagesOf({ type: 1, price: 200, offerId: '1100101012' })).toEqual({
      mobile: '/assets/ofertas/movil/bait-200.webp',
      desktop: '/assets/ofertas/escritorio/bait-200.webp',
    });
    expect(offerImagesOf({ type: 2, price: 349, offerId: '1200201030' })?.desktop).toBe('/assets/ofertas/escritorio/internet-en-casa-349.webp');
    expect(offerImagesOf({ type: 6, price: 49.5, offerId: '1600601003' })?.mobile).toBe('/assets/ofertas/movil/paquete-49-5.webp');
  });

  it('by offer id for international offers', () => {
    expect(offerImagesOf({ type: 5, price: 150, offerId: '1500501003' })?.mobile).toBe('/assets/ofertas/movil/internacional-1500501003.webp');
  });

  it("uses the offer's own images when the answer brings them, and none for a type the pattern does not name", () => {
    expect(offerImagesOf({ type: 1, price: 100, offerId: '1', imageMobile: '/m.webp', imageDesktop: '/d.webp' })).toEqual({
      mobile: '/m.webp',
      desktop: '/d.webp',
    });
    expect(offerImagesOf({ type: 42 as never, price: 100, offerId: '1' })).toBeUndefined();
  });
});
