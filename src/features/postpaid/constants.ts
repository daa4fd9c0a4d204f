/** The frame is this much taller than the height its page reports (spec account 9). */
export const POSTPAID_FRAME_EXTRA_HEIGHT_PX = 100;

/** Height of the frame until its page reports one, so the first screen is not a sliver. */
export const POSTPAID_FRAME_INITIAL_HEIGHT_PX = 640;

/**
 * The addresses inside the postpaid host (not in the spec; decision 042). The port-in flow adds
 * this query parameter to the entry page; the bill payment is a hash route of the same page, so
 * the host needs no server rewrites and the local stand-in is one static file.
 */
export const POSTPAID_FRAME_PORT_IN_PARAM = { name: 'typeService', value: 'portabilidad' } as const;
export const POSTPAID_FRAME_PAY_BILL_ROUTE = '#/pagar-factura';

/**
 * A loader the frame turned on and never turned off (its page crashed or navigated away) is
 * dropped after this long, so the page is never left behind a backdrop for good.
 */
export const POSTPAID_LOADER_TIMEOUT_MS = 30_000;

/** The only schemes a configured postpaid address may use. */
export const POSTPAID_FRAME_PROTOCOLS: readonly string[] = ['https:', 'http:'];
