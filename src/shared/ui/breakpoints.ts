/** From this width up the site shows its desktop layout: header dropdowns, PDFs in a modal (spec 2.4 and 9). */
const DESKTOP_MIN_WIDTH_PX = 1024;
export const DESKTOP_MEDIA_QUERY = `(min-width: ${DESKTOP_MIN_WIDTH_PX}px)`;

/** Images switch from their mobile to their desktop version at this viewport width: banners and offer cards (spec 9: 676px). */
export const DESKTOP_IMAGE_MIN_WIDTH_PX = 676;
