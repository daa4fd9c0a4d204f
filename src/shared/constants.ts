/** Business constants of the specification, named once. */

/** A phone or service number has exactly this many digits (spec 5 and 9). */
export const PHONE_DIGITS = 10;

/** The ICCID of a SIM: this fixed prefix, then 13 digits the visitor types; 19 digits in all (spec 3 and 5). */
export const ICCID_PREFIX = '895214';
export const ICCID_TYPED_DIGITS = 13;

/** An IMEI has between these many digits (spec 5 and 9). */
export const IMEI_MIN_DIGITS = 13;
export const IMEI_MAX_DIGITS = 17;

/** The `tipo` of a contact request tells the adviser how to reach the visitor (spec 3 and 9). */
export const CONTACT_TIPO = {
  phone: 1,
  whatsapp: 2,
} as const;

/** From this width up the site shows its desktop layout: header dropdowns, PDFs in a modal (spec 2.4 and 9). */
export const DESKTOP_MIN_WIDTH_PX = 1024;
export const DESKTOP_MEDIA_QUERY = `(min-width: ${DESKTOP_MIN_WIDTH_PX}px)`;

/** Images switch from their mobile to their desktop version at this viewport width: banners and offer cards (spec 9: 676px). */
export const DESKTOP_IMAGE_MIN_WIDTH_PX = 676;
