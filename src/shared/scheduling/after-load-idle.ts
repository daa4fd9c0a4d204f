/**
 * Work that waits until the page is interactive: the footer's content and the
 * visitor's guest start this long after the page's load event, once the browser is idle, so they
 * never compete with the first paint, the page's own code or its data.
 */
export const AFTER_LOAD_IDLE_DELAY_MS = 5_000;

export interface AfterLoadIdleOptions {
  /** How long after the load event the idle wait starts; 0 starts it at the load event. */
  delayMs?: number;
  /** The longest the browser may stay busy before `run` goes anyway (requestIdleCallback's timeout); none by default. */
  idleTimeoutMs?: number;
  /** The window whose load event and idle time are awaited (a test passes its own). */
  target?: Window;
}

/**
 * Calls `run` once, `delayMs` (5 s by default) after the page's load event, when the browser is
 * idle; returns the cancel. The one scheduler of work that must not compete with the page (the
 * footer, the visitor's guest, the consented tags' scripts).
 */
export function afterLoadAndIdle(
  run: () => void,
  { delayMs = AFTER_LOAD_IDLE_DELAY_MS, idleTimeoutMs, target = window }: AfterLoadIdleOptions = {},
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const whenIdle = () => {
    if (typeof target.requestIdleCallback === 'function')
      idle = target.requestIdleCallback(run, idleTimeoutMs === undefined ? undefined : { timeout: idleTimeoutMs });
    // Without idle callbacks (Safari) the delay alone keeps it out of the page's way.
    else run();
  };
  const schedule = () => {
    if (delayMs > 0) timer = setTimeout(whenIdle, delayMs);
    else whenIdle();
  };
  if (target.document.readyState === 'complete') schedule();
  else target.addEventListener('load', schedule, { once: true });
  return () => {
    target.removeEventListener('load', schedule);
    clearTimeout(timer);
    if (idle !== undefined) target.cancelIdleCallback(idle);
  };
}
