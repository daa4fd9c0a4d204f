/**
 * Work that waits until the page is interactive (decision 194): the footer's content and the
 * visitor's guest start this long after the page's load event, once the browser is idle, so they
 * never compete with the first paint, the page's own code or its data.
 */
export const AFTER_LOAD_IDLE_DELAY_MS = 5_000;

/** Calls `run` once, `delayMs` after the page's load event when the browser is idle; returns the cancel. */
export function afterLoadAndIdle(run: () => void, delayMs: number = AFTER_LOAD_IDLE_DELAY_MS): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const schedule = () => {
    timer = setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(run);
      else run();
    }, delayMs);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}
