import type { PostpaidFlow } from '@/shared/domain/routing/postpaid-query';
import { POSTPAID_FRAME_PAY_BILL_ROUTE, POSTPAID_FRAME_PORT_IN_PARAM, POSTPAID_FRAME_PROTOCOLS } from './constants';

export interface PostpaidFrameAddress {
  /** What the frame loads. */
  href: string;
  /** The only origin whose messages the page accepts. */
  origin: string;
}

/**
 * The frame's address for a flow. `baseUrl` (env `VITE_POSTPAID_URL`) may be absolute or relative
 * to the page (the local stand-in in mock mode). Undefined when it is empty, not a URL, or not
 * http(s): the page then says the area is unavailable instead of framing something unknown.
 */
export function postpaidFrameAddress(baseUrl: string, flow: PostpaidFlow | undefined, pageHref: string): PostpaidFrameAddress | undefined {
  if (baseUrl.trim() === '') return undefined;
  let url: URL;
  try {
    url = new URL(baseUrl, pageHref);
  } catch {
    return undefined;
  }
  if (!POSTPAID_FRAME_PROTOCOLS.includes(url.protocol)) return undefined;
  if (flow === 'portIn') url.searchParams.set(POSTPAID_FRAME_PORT_IN_PARAM.name, POSTPAID_FRAME_PORT_IN_PARAM.value);
  if (flow === 'payBill') url.hash = POSTPAID_FRAME_PAY_BILL_ROUTE;
  return { href: url.href, origin: url.origin };
}
