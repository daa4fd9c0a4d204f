import { z } from 'zod/mini';

/**
 * The messages the gateway's card frame posts to the page (spec payments 4, "Gateway events
 * handled"), as `{ event, data }`. The wire names stay in this file; `readGatewayMessage` maps
 * them to app names.
 */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{8,80}$/;
const TEXT_MAX = 300;

const gatewayMessageSchema = z.discriminatedUnion('event', [
  z.strictObject({ event: z.literal('PaymentFormLoad') }),
  z.strictObject({ event: z.literal('GoToDetail') }),
  z.strictObject({ event: z.literal('ChangeOnForm'), data: z.strictObject({ complete: z.boolean() }) }),
  // data 0: terms; 1: WhatsApp.
  z.strictObject({ event: z.literal('ChangeLegal'), data: z.union([z.literal(0), z.literal(1)]), accepted: z.boolean() }),
  z.strictObject({ event: z.literal('RequestPayment'), data: z.strictObject({ token: z.string().check(z.regex(TOKEN_PATTERN)) }) }),
  z.strictObject({
    event: z.literal('PaymentError'),
    data: z.strictObject({
      code: z.optional(z.string().check(z.maxLength(60))),
      message_to_purchaser: z.optional(z.string().check(z.maxLength(TEXT_MAX))),
    }),
  }),
]);

export type GatewayEvent =
  | { type: 'formLoaded' }
  | { type: 'goToDetail' }
  | { type: 'formChanged'; complete: boolean }
  | { type: 'legalChanged'; consent: 'terms' | 'whatsapp'; accepted: boolean }
  | { type: 'paymentRequested'; token: string }
  | { type: 'paymentFailed'; code?: string; messageToPurchaser?: string };

/** What the page needs to know of a MessageEvent to judge it. */
export interface IncomingMessage {
  origin: string;
  data: unknown;
  source: unknown;
}

/**
 * The event of a message, or undefined when the page must ignore it: a message from any origin
 * but the gateway's, from any window but the gateway's frame, or with malformed data.
 */
export function readGatewayMessage(message: IncomingMessage, gateway: { origin: string; frame: unknown }): GatewayEvent | undefined {
  if (message.origin !== gateway.origin || !gateway.frame || message.source !== gateway.frame) return undefined;
  const parsed = gatewayMessageSchema.safeParse(message.data);
  if (!parsed.success) return undefined;
  const wire = parsed.data;
  switch (wire.event) {
    case 'PaymentFormLoad':
      return { type: 'formLoaded' };
    case 'GoToDetail':
      return { type: 'goToDetail' };
    case 'ChangeOnForm':
      return { type: 'formChanged', complete: wire.data.complete };
    case 'ChangeLegal':
      return { type: 'legalChanged', consent: wire.data === 0 ? 'terms' : 'whatsapp', accepted: wire.accepted };
    case 'RequestPayment':
      return { type: 'paymentRequested', token: wire.data.token };
    case 'PaymentError':
      return {
        type: 'paymentFailed',
        ...(wire.data.code ? { code: wire.data.code } : {}),
        ...(wire.data.message_to_purchaser ? { messageToPurchaser: wire.data.message_to_purchaser } : {}),
      };
  }
}
