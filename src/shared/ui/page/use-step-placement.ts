import { useCallback, useEffect, useRef } from 'react';

/** The heading a step marks as its own; without one, the first h2 or h3 of the step's area. */
const STEP_HEADING_SELECTORS = ['[data-step-heading]', 'h2, h3'];

/**
 * The step's heading, not one of a previous step that a suspended Suspense boundary keeps mounted
 * but hidden (`display: none` on its top elements) while the new step loads.
 */
function shownStepHeading(area: HTMLElement): HTMLElement | undefined {
  const isShown = (heading: HTMLElement) => {
    for (let node: HTMLElement | null = heading; node && node !== area; node = node.parentElement) {
      if (node.style.display === 'none' || node.hidden) return false;
    }
    return true;
  };
  for (const selector of STEP_HEADING_SELECTORS) {
    const heading = [...area.querySelectorAll<HTMLElement>(selector)].find(isShown);
    if (heading) return heading;
  }
  return undefined;
}

/**
 * Brings a step's heading to the visitor: scrolled to the top of the viewport (its CSS
 * `scroll-margin-top` keeps it below the sticky header) and focused, so Tab and screen readers
 * go on from the new step instead of from a button that went away with the old one.
 */
export function placeStepHeading(heading: HTMLElement): void {
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
  // jsdom has no scrollIntoView; every browser has.
  heading.scrollIntoView?.({ block: 'start' });
}

/**
 * The one mechanism of every multi-step flow (SIM and card replacement, registration, recovery,
 * lockouts, top-up, eSIM, port-in, NIR change): put the returned ref on the element that holds
 * the steps and pass a key that changes with the step. On each change after the first render the
 * new step's heading is placed by `placeStepHeading`; a step that is still loading (a lazy chunk)
 * is placed as soon as its heading appears. The first step is left alone: a page that opens does
 * not steal the focus or the scroll.
 */
export function useStepPlacement(stepKey: string): (element: HTMLElement | null) => void {
  const area = useRef<HTMLElement | null>(null);
  const shownKey = useRef(stepKey);

  useEffect(() => {
    if (shownKey.current === stepKey) return undefined;
    shownKey.current = stepKey;
    const element = area.current;
    if (!element) return undefined;
    const heading = shownStepHeading(element);
    if (heading) {
      placeStepHeading(heading);
      return undefined;
    }
    const arrival = new MutationObserver(() => {
      const arrived = shownStepHeading(element);
      if (!arrived) return;
      arrival.disconnect();
      placeStepHeading(arrived);
    });
    arrival.observe(element, { childList: true, subtree: true, attributes: true, attributeFilter: ['style', 'hidden'] });
    return () => arrival.disconnect();
  }, [stepKey]);

  return useCallback((element: HTMLElement | null) => {
    area.current = element;
  }, []);
}
