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
