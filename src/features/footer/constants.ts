/**
 * The footer's content loads at the visitor's first interaction or this long after the page's load
 * event, once the browser is idle (decision 194): after the page is interactive, before anyone
 * could scroll to it.
 */
export const FOOTER_IDLE_DELAY_MS = 5_000;
