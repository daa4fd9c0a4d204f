import type { ReactNode } from 'react';
import { classNames } from '@/shared/ui/class-names';
import styles from './qa-panel.module.css';

interface PanelSectionProps {
  heading: ReactNode;
  /** Shown after the heading in brackets, e.g. how many calls the section lists. */
  count?: ReactNode;
  open?: boolean;
  /** For a list inside that is labelled by the heading. */
  headingId?: string;
  bodyClassName?: string;
  children: ReactNode;
}

/** One folding section of the QA panel: its heading (and count) as the summary, then its body. */
export function PanelSection({ heading, count, open = false, headingId, bodyClassName, children }: PanelSectionProps) {
  return (
    <details className={styles.section} open={open}>
      <summary className={styles.summary}>
        <h3 id={headingId} className={styles.sectionHeading}>
          {heading}
          {count !== undefined && (
            <>
              {' '}
              <span className={styles.count}>({count})</span>
            </>
          )}
        </h3>
      </summary>
      <div className={classNames(styles.sectionBody, bodyClassName)}>{children}</div>
    </details>
  );
}
