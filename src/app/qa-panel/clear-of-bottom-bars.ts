import { useEffect, useState } from 'react';

/**
 * Marks a bar fixed to the bottom of the viewport (the cookie notice, the social bar on narrow
 * screens): the QA button keeps clear of its controls.
 */
const FIXED_BOTTOM_BAR_ATTRIBUTE = 'data-fixed-bottom';

const CONTROLS = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * How far above the viewport's bottom edge the QA button must sit so it covers no control: the
 * height of the tallest bottom bar with a control within `zoneRight` px of the left edge, where
 * the button is. A bar whose controls stay to the right (the social strip on most phones) keeps
 * the button beside them; a right-hand column that does not reach the bottom is ignored.
 */
export function liftOverBottomBars(root: ParentNode, viewportHeight: number, zoneRight: number): number {
  let lift = 0;
  for (const bar of root.querySelectorAll<HTMLElement>(`[${FIXED_BOTTOM_BAR_ATTRIBUTE}]`)) {
    const box = bar.getBoundingClientRect();
    if (box.height === 0 || box.bottom < viewportHeight - 1) continue;
    const reachesButton = [...bar.querySelectorAll<HTMLElement>(CONTROLS)].some((control) => {
      const place = control.getBoundingClientRect();
      return place.width > 0 && place.left < zoneRight;
    });
    if (reachesButton) lift = Math.max(lift, viewportHeight - box.top);
  }
  return lift;
}

/** The QA button's lift (px), measured again whenever a bottom bar comes, goes or changes size. */
export function useLiftOverBottomBars(zoneRight: number): number {
  const [lift, setLift] = useState(0);
  useEffect(() => {
    const measure = () => setLift(liftOverBottomBars(document, window.innerHeight, zoneRight));
    // jsdom has no ResizeObserver; the bars' arrivals and the window's size still count there.
    const sizes = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    let watched: Element[] = [];
    const watchBars = () => {
      const bars = [...document.querySelectorAll(`[${FIXED_BOTTOM_BAR_ATTRIBUTE}]`)];
      if (bars.length !== watched.length || bars.some((bar, index) => bar !== watched[index])) {
        sizes?.disconnect();
        bars.forEach((bar) => sizes?.observe(bar));
        watched = bars;
      }
      measure();
    };
    const arrivals = new MutationObserver(watchBars);
    arrivals.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('resize', measure);
    watchBars();
    return () => {
      arrivals.disconnect();
      sizes?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [zoneRight]);
  return lift;
}
