import type { ReactNode } from 'react';
import { classNames } from '../class-names';
import styles from './page.module.css';

/**
 * Class names of a landing page's layout: `stack`, its blocks one under the other; `status`,
 * `outcome` and `note`, the live answer under a PageSection's form (an outcome in bold, a pending
 * or secondary line muted). A page in one column: column.ts; a tool or information page:
 * article-page.tsx. Each in a module of its own, so a page loads only the layout it uses.
 */
export const pageStyles = {
  stack: styles.stack,
  status: styles.status,
  outcome: styles.outcome,
  note: styles.note,
};

export interface PageHeroProps {
  heading: string;
  intro: string;
  /** Names the section after its heading (aria-labelledby). */
  headingId?: string;
  /** The home page's taller band with its lines closer together. */
  tall?: boolean;
  /** Under the intro (the page's calls to action). */
  children?: ReactNode;
}

/** The navy band that opens a landing page: its h1 in yellow, an intro and its actions. */
export function PageHero({ heading, intro, headingId, tall = false, children }: PageHeroProps) {
  return (
    <section className={classNames(styles.hero, tall ? styles.heroTall : styles.heroRegular)} aria-labelledby={headingId}>
      <h1 id={headingId}>{heading}</h1>
      <p className={styles.intro}>{intro}</p>
      {children}
    </section>
  );
}

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

/** What opens a page: its h1 and the introduction under it (the pages' text tables). */
export interface PageHead {
  heading: string;
  intro: string;
}

/** A link of a page to a related page or flow. */
export interface PageLink {
  to: string;
  label: string;
}
