import { env } from '@/shared/config/env';
import { DESKTOP_IMAGE_MIN_WIDTH_PX } from '@/shared/constants';

/** Banner images switch from imageMobile to imageDesktop at this viewport width (spec 9). */
export const BANNER_DESKTOP_MIN_WIDTH_PX = DESKTOP_IMAGE_MIN_WIDTH_PX;

/** The media query of the desktop image, also used to tell mobile from desktop for actions. */
export const BANNER_DESKTOP_MEDIA = `(min-width: ${BANNER_DESKTOP_MIN_WIDTH_PX}px)`;

/** The page key of the root URL, whose last segment is empty (spec 2.3). */
export const HOME_BANNER_PAGE = 'home';

/** What the operator publishes when VITE_BANNER_PAGES is empty: the pages of the contract's examples. */
export const DEFAULT_BANNER_PAGES = 'home:carousel,paquetes';

/** A page's banner slot: whether it asks for its banners, and whether their carousel has controls. */
export type BannerSlot = { carousel: boolean };

/**
 * The slot of each page that has banners (decision 195), from `home:carousel,paquetes`; `*`
 * gives every page a slot without reserved room (the spec's behaviour: ask, a 404 clears).
 * A page without a slot does not ask, so it never logs a 404.
 */
export function bannerSlots(setting: string): (page: string) => (BannerSlot & { reserved: boolean }) | undefined {
  const text = setting.trim() || DEFAULT_BANNER_PAGES;
  if (text === '*') return () => ({ carousel: false, reserved: false });
  const slots = new Map(
    text.split(',').flatMap((entry) => {
      const [page = '', kind] = entry.trim().split(':');
      return page ? [[page, { carousel: kind === 'carousel', reserved: true }] as const] : [];
    }),
  );
  return (page) => slots.get(page);
}

/** The slot of a page key in this build. */
export const bannerSlotOf = bannerSlots(env.bannerPages);

/**
 * The app's store pages for goToStore. The spec names no address: these are assumptions to be
 * replaced by the operator's real listings (decision 032).
 */
export const APP_STORE_LINKS = {
  ios: 'https://apps.apple.com/mx/app/mi-bait/id1500000000',
  other: 'https://play.google.com/store/apps/details?id=mx.bait.mibait',
} as const;
