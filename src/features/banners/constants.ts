import { env } from '@/shared/config/env';
import { DESKTOP_IMAGE_MIN_WIDTH_PX } from '@/shared/ui/breakpoints';

/** Banner images switch from imageMobile to imageDesktop at this viewport width (spec 9). */
const BANNER_DESKTOP_MIN_WIDTH_PX = DESKTOP_IMAGE_MIN_WIDTH_PX;

/** The media query of the desktop image, also used to tell mobile from desktop for actions. */
export const BANNER_DESKTOP_MEDIA = `(min-width: ${BANNER_DESKTOP_MIN_WIDTH_PX}px)`;

/** The page key of the root URL, whose last segment is empty (spec 2.3). */
export const HOME_BANNER_PAGE = 'home';

/**
 * VITE_BANNER_PAGES when empty: every page asks for its banners, as the spec says (a 404 clears
 * them), and the pages of the contract's examples keep their carousel's room while they load.
 */
const DEFAULT_BANNER_PAGES = '*,home:carousel,paquetes';

/** A page's banner slot: whether it asks for its banners, and whether their carousel has controls. */
export type BannerSlot = { carousel: boolean };

/**
 * The slot of each page (decisions 195 and 211), from `*,home:carousel,paquetes`: a listed page
 * asks and keeps the carousel's room while it loads (`:carousel`, with the controls' row too);
 * `*` lets every other page ask, without reserved room (a page may have none). Without `*`, a
 * page not listed does not ask, so it never logs a 404: the operator's choice for a console
 * without errors, at the cost of a redeploy to show banners on a new page.
 */
export function bannerSlots(setting: string): (page: string) => (BannerSlot & { reserved: boolean }) | undefined {
  const entries = (setting.trim() || DEFAULT_BANNER_PAGES).split(',').map((entry) => entry.trim().split(':'));
  const slots = new Map(entries.map(([page = '', kind]) => [page, { carousel: kind === 'carousel', reserved: page !== '*' }] as const));
  return (page) => slots.get(page) ?? slots.get('*');
}

/** The slot of a page key in this build. */
export const bannerSlotOf = bannerSlots(env.bannerPages);

/**
 * The app's store pages for goToStore. The spec names no address: these are assumptions to be
 * replaced by the operator's real listings.
 */
export const APP_STORE_LINKS = {
  ios: 'https://apps.apple.com/mx/app/mi-bait/id1500000000',
  other: 'https://play.google.com/store/apps/details?id=mx.bait.mibait',
} as const;
