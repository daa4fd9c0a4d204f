import { VIDEO_ID_PLACEHOLDER } from './constants';

/** What a video id may look like: the video host's 11 characters, with room for other hosts. */
const VIDEO_ID_PATTERN = /^[A-Za-z0-9_-]{6,64}$/;
/** Path segments after which the next segment is the id: /embed/ID, /shorts/ID, /live/ID, /v/ID. */
const ID_BEFORE_SEGMENTS = new Set(['embed', 'shorts', 'live', 'v']);
const SHORT_LINK_HOSTS = new Set(['youtu.be', 'www.youtu.be']);

function validId(candidate: string | null | undefined): string | null {
  return candidate && VIDEO_ID_PATTERN.test(candidate) ? candidate : null;
}

/**
 * The video id of an item's `media` link (spec 3: "the id is extracted"): `?v=ID`,
 * `youtu.be/ID`, `/embed/ID` (and /shorts/, /live/, /v/), or a bare id. Null when none is found,
 * so an unknown link never becomes an embed of some other page.
 */
export function extractVideoId(media: string | null | undefined): string | null {
  const text = media?.trim();
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return validId(text);
  }
  const fromQuery = validId(url.searchParams.get('v'));
  if (fromQuery) return fromQuery;
  const segments = url.pathname.split('/').filter(Boolean);
  if (SHORT_LINK_HOSTS.has(url.hostname.toLowerCase())) return validId(segments[0]);
  const marker = segments.findIndex((segment) => ID_BEFORE_SEGMENTS.has(segment.toLowerCase()));
  return marker === -1 ? null : validId(segments[marker + 1]);
}

/** The player address for `videoId` from the configured template (VITE_WIDGET_VIDEO_URL). */
export function videoEmbedUrl(template: string, videoId: string): string {
  return template.split(VIDEO_ID_PLACEHOLDER).join(encodeURIComponent(videoId));
}
