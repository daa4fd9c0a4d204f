import type { ReactNode } from 'react';
import styles from './page-section.module.css';

/**
 * Class names of the live answer under a PageSection's form: `status`, its lines; `outcome` in
 * bold; `note`, a pending or secondary line, muted.
 */
export const pageStyles = {
  status: styles.status,
  outcome: styles.outcome,
  note: styles.note,
};

export interface PageSectionProps {
  headingId: string;
  heading: string;
  intro?: string;
  children: ReactNode;
}

/** A titled block of a page (the coverage check, the port-in request): its h2, an intro, its content. */
export function PageSection({ headingId, heading, intro, children }: PageSectionProps) {
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {intro && <p>{intro}</p>}
      {children}
    </section>
  );
}
