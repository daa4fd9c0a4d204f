/** Spanish texts of the banner carousel. */
export const bannerTexts = {
  region: 'Promociones',
} as const;
