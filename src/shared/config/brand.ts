/** The brand and its contact data: set here once, read everywhere else. */
export const brand = {
  name: 'Bait',
  slug: 'bait',
  privacyNoticeUrl: 'https://www.bait.com.mx/aviso-de-privacidad',
} as const;
