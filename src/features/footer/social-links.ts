/** The four networks of the social bar, in the order shown (addresses in the brand config). */
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'x', 'tiktok'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** The chat link of the social bar: wa.me with the number and the prefilled greeting (spec 2.5). */
export function whatsappChatUrl(number: string, greeting: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(greeting)}`;
}
