/**
 * The three advertising and analytics tags (spec payments 7, "Advertising tags"):
 * their environment variables and the vendors' standard script addresses, used when a tag's id is
 * set and its address is empty. No imports: the build's Content Security Policy reads it too.
 */
export const TAG_NAMES = ['tagManager', 'socialPixel', 'videoPixel'] as const;
export type TagName = (typeof TAG_NAMES)[number];

const TAG_VARIABLES: Record<TagName, { id: string; scriptUrl: string }> = {
  tagManager: { id: 'VITE_TAG_MANAGER_ID', scriptUrl: 'VITE_TAG_MANAGER_SCRIPT_URL' },
  socialPixel: { id: 'VITE_SOCIAL_PIXEL_ID', scriptUrl: 'VITE_SOCIAL_PIXEL_SCRIPT_URL' },
  videoPixel: { id: 'VITE_VIDEO_PIXEL_ID', scriptUrl: 'VITE_VIDEO_PIXEL_SCRIPT_URL' },
};

export const DEFAULT_TAG_SCRIPT_URLS: Record<TagName, string> = {
  tagManager: 'https://www.googletagmanager.com/gtm.js',
  socialPixel: 'https://connect.facebook.net/en_US/fbevents.js',
  videoPixel: 'https://analytics.tiktok.com/i18n/pixel/events.js',
};

/** Hosts the tags send their hits to (a comma-separated list of addresses), allowed in connect-src. */
export const TAG_CONNECT_VARIABLE = 'VITE_TAG_CONNECT_URLS';

export interface TagSetting {
  /** Empty: the tag is off. */
  id: string;
  scriptUrl: string;
}

/** A tag's setting from the environment: its id, and its address or the vendor's default. */
export function tagSettingOf(environment: Record<string, string | undefined>, tag: TagName): TagSetting {
  const id = environment[TAG_VARIABLES[tag].id]?.trim() ?? '';
  const scriptUrl = environment[TAG_VARIABLES[tag].scriptUrl]?.trim() || DEFAULT_TAG_SCRIPT_URLS[tag];
  return { id, scriptUrl };
}
