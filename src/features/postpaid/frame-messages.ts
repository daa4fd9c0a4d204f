import { POSTPAID_FRAME_EXTRA_HEIGHT_PX } from './constants';
import { postpaidMessageSchema, type PostpaidMessage } from './schemas';

/** Who may talk to the page: the postpaid host's origin, from this page's own frame window. */
export interface PostpaidSender {
  origin: string;
  window: MessageEventSource | null | undefined;
}

/**
 * The message, when it comes from the postpaid host's origin AND from the embedded frame's window
 * and is well formed; otherwise undefined. Both checks are needed: the origin alone would accept
 * another window of the postpaid host (a popup, another frame), the window alone a frame that has
 * navigated to a foreign site.
 */
export function acceptPostpaidMessage(event: Pick<MessageEvent, 'origin' | 'source' | 'data'>, sender: PostpaidSender): PostpaidMessage | undefined {
  if (!sender.window || event.source !== sender.window) return undefined;
  if (event.origin !== sender.origin) return undefined;
  const parsed = postpaidMessageSchema.safeParse(event.data);
  return parsed.success ? parsed.data : undefined;
}

/** The frame's height for a reported content height (spec account 9: reported + 100). */
export function frameHeightFor(reportedHeight: number): number {
  return Math.ceil(reportedHeight) + POSTPAID_FRAME_EXTRA_HEIGHT_PX;
}
