/** Height of the gateway's embedded frame, in pixels (spec payments 2 and 9). */
export const GATEWAY_FRAME_HEIGHT_PX = 700;

/** The element the gateway embeds its frame into. */
export const GATEWAY_FRAME_ELEMENT_ID = 'payment-gateway-frame';
