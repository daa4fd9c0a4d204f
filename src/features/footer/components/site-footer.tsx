import { startTransition, Suspense, useEffect, useState } from 'react';
import { afterLoadAndIdle } from '@/shared/scheduling/after-load-idle';
import { lazyWithRetry } from '@/shared/ui/lazy-retry';
import styles from './site-footer.module.css';

// The footer's links, texts and contact data are their own chunk: the landmark is
// there from the start (the skip bar's target), its content arrives at the visitor's first
// interaction (a scroll, a key, a touch) or once the page has loaded and gone idle.
const FooterContent = lazyWithRetry(async () => (await import('./footer-content')).default);

export interface SiteFooterProps {
  /** Opens the cookie policy dialog (the app passes the cookies feature's launcher). */
  onOpenCookiePolicy: () => void;
  /** A target for the skip bar's "go to footer" jump. */
  id?: string;
}

/**
 * The first of these from the visitor brings the footer's content: it may be read soon. Not a key:
 * typing into a field moves nothing towards the footer, and a key that does scrolls (decision 249).
 */
const INTERACTIONS = ['scroll', 'wheel', 'touchstart', 'pointerdown'] as const;

/**
 * Calls `show` at the visitor's first interaction, or once the page is loaded and idle; returns the
 * cleanup. A page already scrolled counts as an interaction: on a busy phone the visitor may scroll
 * before the app has started listening, and that scroll must not leave the footer waiting for idle.
 */
function whenInteractedOrIdle(show: () => void): () => void {
  if (window.scrollY > 0) {
    show();
    return () => undefined;
  }
  const options = { once: true, passive: true, capture: true } as const;
  INTERACTIONS.forEach((type) => window.addEventListener(type, show, options));
  const cancelIdle = afterLoadAndIdle(show);
  return () => {
    INTERACTIONS.forEach((type) => window.removeEventListener(type, show, options));
    cancelIdle();
  };
}

/** Whether the footer's content should render; and a function that renders it now (focus). */
function useFooterShown(): [boolean, () => void] {
  const [shown, setShown] = useState(false);
  // A transition: the footer's render (its chunk, many links, their layout) yields to the paint of
  // the click that asked for it, which it held back with the CPU slowed 4x (decision 249).
  useEffect(() => (shown ? undefined : whenInteractedOrIdle(() => startTransition(() => setShown(true)))), [shown]);
  return [shown, () => setShown(true)];
}

/** The site footer (spec 1 and 2.5): the landmark at once, its content before it can be seen. */
export function SiteFooter({ onOpenCookiePolicy, id }: SiteFooterProps) {
  const [shown, show] = useFooterShown();
  return (
    // The skip bar's jump focuses this element, which also brings its content.
    <footer id={id} tabIndex={id ? -1 : undefined} className={styles.footer} onFocus={show}>
      {shown ? (
        // Until the chunk arrives the room stays: a footer that collapsed while loading would
        // shorten the page under a visitor scrolled to its end and move what they were clicking.
        <Suspense fallback={<div className={styles.waiting} />}>
          <FooterContent onOpenCookiePolicy={onOpenCookiePolicy} />
        </Suspense>
      ) : (
        <div className={styles.waiting} />
      )}
    </footer>
  );
}
