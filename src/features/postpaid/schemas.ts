import { z } from 'zod/mini';

/**
 * What the postpaid frame may post to this page (decision 042 documents it for the postpaid
 * team). Strict: an unknown type, a missing or extra field, or a wrong value type is ignored.
 */
export const postpaidMessageSchema = z.discriminatedUnion('type', [
  /** The height of the frame's content, in CSS pixels. */
  z.strictObject({ type: z.literal('resize'), height: z.number().check(z.nonnegative()) }),
  /** Show (true) or hide (false) the page's loader backdrop. */
  z.strictObject({ type: z.literal('loader'), visible: z.boolean() }),
  /** The frame opened (true) or closed (false) a modal of its own. */
  z.strictObject({ type: z.literal('modal'), open: z.boolean() }),
]);

export type PostpaidMessage = z.infer<typeof postpaidMessageSchema>;
