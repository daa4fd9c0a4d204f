/** The brand and its contact data: set here once, read everywhere else. */
export const brand = {
  name: 'Bait',
  slug: 'bait',
  privacyNoticeUrl: 'https://www.bait.com.mx/aviso-de-privacidad',
  /**
   * Footer contact data (spec 1). The spec gives no values: these are assumptions to be replaced
   * by the operator's real ones.
   */
  contact: {
    supportEmail: 'atencionaclientes@bait.com.mx',
    /** Toll-free, 10 digits; shown grouped and dialled through a tel: link. */
    tollFreePhone: '8002248000',
    /** Dialled from the customer's own line. */
    shortCode: '*282',
    /** The channel reserved for security and justice authorities. */
    authoritiesEmail: 'autoridades@bait.com.mx',
  },
  /** Social bar (spec 2.5). Assumed addresses and number (decision 040). */
  social: {
    facebook: 'https://www.facebook.com/BaitMX',
    instagram: 'https://www.instagram.com/bait_mx',
    x: 'https://x.com/Bait_MX',
    tiktok: 'https://www.tiktok.com/@bait_mx',
    /** WhatsApp number in international form without "+" (52 and 10 digits), as wa.me wants it. */
    whatsappNumber: '525522482248',
  },
  /**
   * The retail group the operator belongs to and four of its stores (spec 2.5 "Retail family").
   * The spec names none: assumed (decision 040).
   */
  retailFamily: {
    /** Shown as "Familia Walmart". */
    name: 'Walmart',
    stores: [
      { name: 'Walmart', url: 'https://www.walmart.com.mx' },
      { name: 'Bodega Aurrera', url: 'https://www.bodegaaurrera.com.mx' },
      { name: "Sam's Club", url: 'https://www.sams.com.mx' },
      { name: 'Walmart Express', url: 'https://www.walmartexpress.com.mx' },
    ],
  },
} as const;
