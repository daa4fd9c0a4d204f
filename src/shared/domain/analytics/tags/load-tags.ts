import { afterLoadAndIdle } from '../../../scheduling/after-load-idle';
import type { AnalyticsEvent } from '../events';
import { withoutPersonalData } from '../personal-data';
import { pixelCallsOf, type PixelCall } from './pixel-events';
import { DEFAULT_TAG_SCRIPT_URLS, type TagName, type TagSetting } from './tag-defaults';

type QueueFunction = ((...args: unknown[]) => void) & {
  queue?: unknown[];
  callMethod?: (...args: unknown[]) => void;
  push?: unknown;
  loaded?: boolean;
  version?: string;
};
type VideoPixel = unknown[] & Record<string, unknown> & { methods?: string[] };
type TagWindow = Window & { dataLayer?: unknown[]; fbq?: QueueFunction; _fbq?: QueueFunction; ttq?: VideoPixel; TiktokAnalyticsObject?: string };

/** The video pixel's queued methods, as its own snippet declares them. */
const VIDEO_PIXEL_METHODS = [
  'page',
  'track',
  'identify',
  'instances',
  'debug',
  'on',
  'off',
  'once',
  'ready',
  'alias',
  'group',
  'enableCookie',
  'disableCookie',
  'holdConsent',
  'revokeConsent',
  'grantConsent',
];

export interface TagsHandle {
  /** The event as the tags may see it: the personal-data check of decision 142. */
  clean: <T extends object>(event: T) => T;
  /** Hands an event to the pixels, checked for personal data. */
  forward: (event: AnalyticsEvent) => void;
  /** Consent withdrawn: the pixels are told and receive nothing more. */
  stop: () => void;
  /** Consent given again on the same page. */
  resume: () => void;
}

function withQuery(address: string, query: Record<string, string>): string {
  const separator = address.includes('?') ? '&' : '?';
  return `${address}${separator}${new URLSearchParams(query).toString()}`;
}

/** The social pixel's queue function, as its snippet creates it: calls wait in `queue` until the script arrives. */
function installSocialPixel(target: TagWindow): QueueFunction {
  if (target.fbq) return target.fbq;
  const fbq: QueueFunction = (...args: unknown[]) => {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue?.push(args);
  };
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = '2.0';
  fbq.queue = [];
  target.fbq = fbq;
  target._fbq ??= fbq;
  return fbq;
}

/** The video pixel's queue, as its snippet creates it: an array whose methods push `[method, ...args]` onto it. */
function installVideoPixel(target: TagWindow, id: string): VideoPixel {
  target.TiktokAnalyticsObject = 'ttq';
  const ttq: VideoPixel = target.ttq ?? (Object.assign([], { methods: VIDEO_PIXEL_METHODS }) as unknown as VideoPixel);
  for (const method of VIDEO_PIXEL_METHODS) {
    ttq[method] ??= (...args: unknown[]) => {
      ttq.push([method, ...args]);
    };
  }
  ttq._i ??= {};
  (ttq._i as Record<string, unknown>)[id] = [];
  ttq._t ??= {};
  (ttq._t as Record<string, number>)[id] = Date.now();
  target.ttq = ttq;
  return ttq;
}

function callVideoPixel(ttq: VideoPixel | undefined, [method, ...args]: PixelCall): void {
  const call = ttq?.[method];
  if (typeof call === 'function') (call as (...values: unknown[]) => void).apply(ttq, args);
}

/** The tags' scripts wait for the load event and an idle browser, 4 s at most: they never compete with the first paint or the first input. */
const TAG_SCRIPTS_IDLE_TIMEOUT_MS = 4000;

function appendScript(target: TagWindow, src: string): void {
  const script = target.document.createElement('script');
  script.async = true;
  script.src = src;
  target.document.head.append(script);
}

/**
 * Starts the configured tags once the visitor has consented: their queues at once
 * (so nothing pushed from now on is lost), their scripts after load when the browser is idle.
 */
export function startTags(settings: Record<TagName, TagSetting>, target: TagWindow = window): TagsHandle {
  // An empty address is the vendor's own (tag-defaults.ts), as the build's policy assumes.
  const withDefault = (tag: TagName): TagSetting => ({ id: settings[tag].id, scriptUrl: settings[tag].scriptUrl.trim() || DEFAULT_TAG_SCRIPT_URLS[tag] });
  const [tagManager, socialPixel, videoPixel] = [withDefault('tagManager'), withDefault('socialPixel'), withDefault('videoPixel')];
  const scripts: string[] = [];
  if (tagManager.id) {
    target.dataLayer ??= [];
    // What the app pushed before the tags started is checked now, before the tag manager reads it.
    const layer = target.dataLayer;
    layer.forEach((entry, index) => {
      if (entry !== null && typeof entry === 'object') layer[index] = withoutPersonalData(entry);
    });
    target.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    scripts.push(withQuery(tagManager.scriptUrl, { id: tagManager.id }));
  }
  const fbq = socialPixel.id ? installSocialPixel(target) : undefined;
  if (fbq) {
    fbq('init', socialPixel.id);
    scripts.push(socialPixel.scriptUrl);
  }
  const ttq = videoPixel.id ? installVideoPixel(target, videoPixel.id) : undefined;
  if (ttq) scripts.push(withQuery(videoPixel.scriptUrl, { sdkid: videoPixel.id, lib: 'ttq' }));
  afterLoadAndIdle(() => scripts.forEach((src) => appendScript(target, src)), { delayMs: 0, idleTimeoutMs: TAG_SCRIPTS_IDLE_TIMEOUT_MS, target });

  let stopped = false;
  return {
    clean: withoutPersonalData,
    forward(event) {
      if (stopped) return;
      const { social, video } = pixelCallsOf(withoutPersonalData(event));
      if (fbq) for (const call of social) fbq(...call);
      for (const call of video) callVideoPixel(ttq, call);
    },
    stop() {
      if (stopped) return;
      stopped = true;
      fbq?.('consent', 'revoke');
      callVideoPixel(ttq, ['revokeConsent']);
    },
    resume() {
      if (!stopped) return;
      stopped = false;
      fbq?.('consent', 'grant');
      callVideoPixel(ttq, ['grantConsent']);
    },
  };
}
