import { useEffect, useState, type ReactNode } from 'react';
import { classNames } from '../class-names';
import styles from './carousel.module.css';
import { carouselTexts as texts } from './texts';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

/** The carousel advances every this many milliseconds by default (spec account 4 and 9). */
export const CAROUSEL_INTERVAL_MS = 5000;

/** The index `step` slides away from `index`, wrapping at both ends. */
export function wrapIndex(index: number, step: number, total: number): number {
  if (total <= 0) return 0;
  return (((index + step) % total) + total) % total;
}

export interface CarouselProps<T> {
  items: readonly T[];
  /** The accessible name of the region, such as "Promociones". */
  label: string;
  getKey: (item: T, index: number) => string;
  renderSlide: (item: T, index: number) => ReactNode;
  /** Called each time a slide becomes the visible one (also the first, on mount). */
  onSlideShown?: (item: T, index: number) => void;
  intervalMs?: number;
  className?: string;
}

/**
 * An auto-advancing carousel (WAI-ARIA carousel pattern). Controls appear only with more than one
 * slide; autoplay starts paused when the visitor prefers reduced motion.
 */
export function Carousel<T>({ items, label, getKey, renderSlide, onSlideShown, intervalMs = CAROUSEL_INTERVAL_MS, className }: CarouselProps<T>) {
  const total = items.length;
  const reducedMotion = usePrefersReducedMotion();
  const [current, setCurrent] = useState(0);
  const [pausedByUser, setPausedByUser] = useState<boolean | null>(null);
  const paused = pausedByUser ?? reducedMotion;
  const hasControls = total > 1;
  // The list may shrink under the current index (another page's banners): show its first slide.
  const index = current < total ? current : 0;
  const shownItem = items[index];

  // One timeout per shown slide: a manual move restarts the full interval for the new slide.
  useEffect(() => {
    if (!hasControls || paused) return undefined;
    const timer = setTimeout(() => setCurrent(wrapIndex(index, 1, total)), intervalMs);
    return () => clearTimeout(timer);
  }, [hasControls, paused, index, total, intervalMs]);

  useEffect(() => {
    if (shownItem !== undefined) onSlideShown?.(shownItem, index);
  }, [shownItem, index, onSlideShown]);

  if (total === 0) return null;

  const go = (step: number) => setCurrent(wrapIndex(index, step, total));

  return (
    <section className={classNames(styles.carousel, className)} aria-roledescription={texts.roleDescription} aria-label={label}>
      <div className={styles.slides} aria-live={hasControls && !paused ? 'off' : 'polite'}>
        {items.map((item, position) => (
          <div
            key={getKey(item, position)}
            role="group"
            aria-roledescription={texts.slideRoleDescription}
            aria-label={texts.slideLabel(position + 1, total)}
            className={styles.slide}
            hidden={position !== index}
          >
            {renderSlide(item, position)}
          </div>
        ))}
      </div>
      {hasControls && (
        <div className={styles.controls}>
          <button type="button" className={styles.control} onClick={() => setPausedByUser(!paused)} aria-label={paused ? texts.play : texts.pause}>
            <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
          </button>
          <button type="button" className={styles.control} onClick={() => go(-1)} aria-label={texts.previous}>
            <span aria-hidden="true">‹</span>
          </button>
          <ul className={styles.dots} aria-label={texts.dots}>
            {items.map((item, position) => (
              <li key={getKey(item, position)}>
                <button
                  type="button"
                  className={styles.dot}
                  aria-label={texts.goTo(position + 1)}
                  aria-current={position === index ? 'true' : undefined}
                  onClick={() => setCurrent(position)}
                />
              </li>
            ))}
          </ul>
          <button type="button" className={styles.control} onClick={() => go(1)} aria-label={texts.next}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </section>
  );
}
