import type { ReactNode } from 'react';
import { classNames } from '../class-names';
import styles from './landing-page.module.css';
import type { PageFrameProps, PageVariant } from './page';

export interface LandingOptions {
  /** The home page's taller band with its lines closer together. */
  tall?: boolean;
  /** The offer pages open without the navy band: the heading, a muted intro and their links. */
  band?: boolean;
  /** Under the intro, inside the opening (the page's calls to action, its related links). */
  actions?: ReactNode;
}

/**
 * A landing page: the navy band with the h1 in yellow, its intro and actions, then the page's
 * blocks one under the other.
 */
function LandingFrame({ heading, headingId, intro, className, tall = false, band = true, actions, children }: PageFrameProps & LandingOptions) {
  return (
    <div className={classNames(styles.stack, className)}>
      {band ? (
        <section className={classNames(styles.hero, tall ? styles.heroTall : styles.heroRegular)} aria-labelledby={headingId}>
          {heading}
          <p className={styles.intro}>{intro}</p>
          {actions}
        </section>
      ) : (
        <header className={styles.opening}>
          {heading}
          <p className={styles.openingIntro}>{intro}</p>
          {actions}
        </header>
      )}
      {children}
    </div>
  );
}

export const landingLayout: PageVariant<LandingOptions> = LandingFrame;
