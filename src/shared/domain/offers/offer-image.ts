import { env } from '@/shared/config/env';
import { DESKTOP_IMAGE_MIN_WIDTH_PX } from '@/shared/ui/breakpoints';
import type { Offer } from './offer';

/**
 * Offer card images (spec payments 2 "Offers and banners": chosen by price, by offer id for
 * international offers, with a location pattern by type and price that the spec does not show).
 * Assumed pattern (decision 189), on the site's assets host:
 * `/assets/ofertas/{movil|escritorio}/{type name}-{price}.webp`, `{offer id}` instead of the price
 * for international offers. An offer whose answer brings its own images (imagenes) uses those.
 */
export const OFFER_IMAGE_FOLDER = '/assets/ofertas';

/** The name of each offer type in its images' file names (spec payments 3 "Offer type codes"). */
const TYPE_NAMES: Record<number, string> = {
  1: 'bait',
  2: 'internet-en-casa',
  3: 'internet-portatil',
  4: 'asociados',
  5: 'internacional',
  6: 'paquete',
  7: 'sim',
  8: 'mifi-empresarial',
  9: 'empresarial',
  99: 'tienda',
};

const INTERNATIONAL_OFFER_TYPE = 5;

/** The card image's box, as its files are cut: width and height keep the layout still while it loads. */
export const OFFER_IMAGE_SIZE = {
  mobile: { width: 320, height: 180 },
  desktop: { width: 400, height: 225 },
} as const;

/** The desktop image from this width on, as for banners. */
export const OFFER_IMAGE_DESKTOP_MEDIA = `(min-width: ${DESKTOP_IMAGE_MIN_WIDTH_PX}px)`;

export interface OfferImages {
  mobile: string;
  desktop: string;
}

function patternImage(folder: 'movil' | 'escritorio', offer: Pick<Offer, 'type' | 'price' | 'offerId'>): string | undefined {
  const typeName = TYPE_NAMES[offer.type];
  if (!typeName) return undefined;
  // A price of 99.5 is written 99-5: a dot would read as an extension.
  const key = offer.type === INTERNATIONAL_OFFER_TYPE ? offer.offerId : String(offer.price).replace('.', '-');
  return `${env.siteAssetsBaseUrl.replace(/\/+$/, '')}${OFFER_IMAGE_FOLDER}/${folder}/${typeName}-${key}.webp`;
}

/** The card images of an offer: its own, else the pattern's; undefined for a type the pattern does not name. */
export function offerImagesOf(offer: Pick<Offer, 'type' | 'price' | 'offerId' | 'imageMobile' | 'imageDesktop'>): OfferImages | undefined {
  const mobile = offer.imageMobile ?? patternImage('movil', offer);
  const desktop = offer.imageDesktop ?? patternImage('escritorio', offer);
  return mobile && desktop ? { mobile, desktop } : undefined;
}
