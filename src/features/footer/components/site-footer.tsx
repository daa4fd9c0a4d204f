import { startTransition, Suspense, useEffect, useState } from 'react';
import { afterLoadAndIdle } from '@/shared/scheduling/after-load-idle';
import { lazyWithRetry } from '@/shared/ui/lazy-retry';
import styles from './site-footer.module.css';

// The footer's links, texts and contact data are their own chunk (decision 194): the landmark is
// there from the start (the skip bar's target), its content arrives at the visitor's first
// interaction (a scroll, a key, a touch) or once the page has loaded and gone idle.
const FooterContent = lazyWithRetry(async () => (await import('./footer-content')).default);

export interface SiteFooterProps {
  /** Opens the cookie policy dialog (the app passes the cookies feature's launcher). */
  onOpenCookiePolicy: () => void;
  /** A target for the skip bar's "go to footer" jump. */
  id?: string;
}

/** The first of these from the visitor brings the footer's content: it may be read soon. */
const INTERACTIONS = ['scroll', 'wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/** Runs `task` once the browser has painted the current frame (a task queued from the next frame's start). */
function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * Calls `show` after the paint of the visitor's first interaction, or once the page is loaded and
 * idle; returns the cleanup. The footer's render (its chunk, many links, their layout) in the
 * interaction's own frame held back the paint of the first key or click by some 300 ms with the
 * CPU slowed 4x (issue 38's interaction speed); after that paint the visitor sees their input at once.
 */
function whenInteractedOrIdle(show: () => void): () => void {
  const options = { passive: true, capture: true } as const;
  let cancelPending: (() => void) | undefined;
  const stopListening = () => INTERACTIONS.forEach((type) => window.removeEventListener(type, onInteraction, options));
  function onInteraction(event: Event) {
    if (isTypingInAField(event)) return;
    stopListening();
    cancelPending = afterNextPaint(show);
  }
  INTERACTIONS.forEach((type) => window.addEventListener(type, onInteraction, options));
  const cancelIdle = afterLoadAndIdle(show);
  return () => {
    stopListening();
    cancelIdle();
    cancelPending?.();
  };
}

/** A key typed into a text field moves nothing towards the footer; Tab may, and brings it. */
function isTypingInAField(event: Event): boolean {
  if (!(event instanceof KeyboardEvent) || event.key === 'Tab') return false;
  const target = event.target;
  return target instanceof HTMLElement && (target.isContentEditable || target.matches('input, textarea, select'));
}

/** Whether the footer's content should render; and a function that renders it now (focus). */
function useFooterShown(): [boolean, () => void] {
  const [shown, setShown] = useState(false);
  // A transition: the footer's render yields to the visitor's next keys and clicks.
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
