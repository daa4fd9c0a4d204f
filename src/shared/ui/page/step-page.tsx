import { Suspense, type ReactNode } from 'react';
import { classNames } from '../class-names';
import { columnStyles } from './column';
import styles from './step-page.module.css';
import { useStepPlacement } from './use-step-placement';
import { formGrid } from '../form-grid/form-grid';
import { panelStyles } from '../surface/panel';

/**
 * Class names of a page of steps: `form`, a step's column of fields; `actions`, its buttons side
 * by side; `notice` (with `failure`), a boxed message such as a refusal; `success`, the boxed
 * answer that ends the flow.
 */
export const stepPageStyles = {
  form: formGrid.column,
  actions: styles.actions,
  notice: styles.notice,
  failure: styles.failure,
  success: classNames(panelStyles.panel, styles.success),
};

export interface StepPageProps {
  heading: string;
  /** Changes with the step: the new step's heading is then scrolled into view and focused. */
  step: string;
  /** Shown while a lazily loaded step arrives. */
  loading: string;
  children: ReactNode;
}

/**
 * A narrow page that walks through steps one at a time (the SIM replacement, the card
 * replacement): its h1, and the current step, which may be loaded
 * lazily (route budget).
 */
export function StepPage({ heading, step, loading, children }: StepPageProps) {
  const stepArea = useStepPlacement(step);
  return (
    <div className={columnStyles.narrowColumn}>
      <h1>{heading}</h1>
      <div ref={stepArea}>
        <Suspense fallback={<p role="status">{loading}</p>}>{children}</Suspense>
      </div>
    </div>
  );
}
