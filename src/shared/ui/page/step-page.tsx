import { Suspense } from 'react';
import { classNames } from '../class-names';
import { columnStyles } from './column';
import type { PageFrameProps, PageVariant } from './page';
import { useStepPlacement } from './use-step-placement';

export interface StepOptions {
  /** The 40rem column of the flows of steps and the profile; otherwise 48rem. */
  narrow?: boolean;
  /**
   * The current step, for a page that walks through steps: when it changes, the new step's heading
   * is scrolled into view and focused.
   */
  step?: string;
  /** Shown while a lazily loaded step arrives. */
  loading?: string;
}

/**
 * A page in one centred column (the account pages, the invoice request, the SIM and card
 * replacement): its h1, then its content, or the current step, which may be loaded lazily
 * (route budget).
 */
function StepFrame({ heading, intro, className, narrow = false, step, loading, children }: PageFrameProps & StepOptions) {
  const stepArea = useStepPlacement(step ?? '');
  return (
    <div className={classNames(narrow ? columnStyles.narrowColumn : columnStyles.column, className)}>
      {heading}
      {intro !== undefined && <p>{intro}</p>}
      {step === undefined ? (
        children
      ) : (
        <div ref={stepArea}>
          <Suspense fallback={loading === undefined ? null : <p role="status">{loading}</p>}>{children}</Suspense>
        </div>
      )}
    </div>
  );
}

export const stepLayout: PageVariant<StepOptions> = StepFrame;
