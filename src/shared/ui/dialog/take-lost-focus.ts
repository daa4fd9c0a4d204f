import { placeStepHeading } from '../page/use-step-placement';

/**
 * Ref callback for the heading (with tabIndex={-1}) of a step that replaces another inside a
 * dialog: the button that led there went away with the old step and took the focus with it, so
 * the heading is placed as every step's heading is (useStepPlacement) and Tab and screen readers
 * go on from the new step. It never takes the focus from an element that has it.
 */
export function takeLostFocus(element: HTMLElement | null): void {
  if (element && (document.activeElement === null || document.activeElement === document.body)) placeStepHeading(element);
}
