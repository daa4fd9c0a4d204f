/** Banner images switch from imageMobile to imageDesktop at this viewport width (spec 9). */
export const BANNER_DESKTOP_MIN_WIDTH_PX = 676;

/** The media query of the desktop image, also used to tell mobile from desktop for actions. */
export const BANNER_DESKTOP_MEDIA = `(min-width: ${BANNER_DESKTOP_MIN_WIDTH_PX}px)`;

/** The page key of the root URL, whose last segment is empty (spec 2.3). */
export const HOME_BANNER_PAGE = 'home';

/**
 * The app's store pages for goToStore. The spec names no address: these are assumptions to be
 * replaced by the operator's real listings (decision 032).
 */
export const APP_STORE_LINKS = {
  ios: 'https://apps.apple.com/mx/app/mi-bait/id1500000000',
  other: 'https://play.google.com/store/apps/details?id=mx.bait.mibait',
} as const;
