import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { lazyWithRetry } from '@/shared/ui/lazy-retry';
import type { BannerSlot } from '../constants';
import type { BannerRecharge } from '../types';
import { usePageBanners } from '../use-page-banners';
import styles from './banner-carousel.module.css';

// Most pages have no banners: the carousel's code loads only for a page that has some.
const BannerSlides = lazyWithRetry(async () => (await import('./banner-slides')).BannerSlides);

export interface BannerCarouselProps {
  /** Opens the top-up modal for a recharge banner. */
  onRecharge?: (recharge: BannerRecharge) => void;
}

/**
 * The room the carousel will take, kept while its banners and code arrive, so the page below does
 * not move when they do (decision 195), and kept when they fail (decision 254): the image's box,
 * and the controls' row for a carousel.
 */
function BannerPlaceholder({ slot }: { slot: BannerSlot }) {
  return (
    <div className={styles.placeholder} aria-hidden="true" data-testid="banner-placeholder">
      <div className={styles.placeholderImage} />
      {slot.carousel && <div className={styles.placeholderControls} />}
    </div>
  );
}

/** The banners of the current page (by its last URL segment) in a carousel. */
export function BannerCarousel({ onRecharge }: BannerCarouselProps) {
  const { pathname } = useLocation();
  const { banners, reservedSlot } = usePageBanners(pathname);
  if (banners.length === 0) return reservedSlot ? <BannerPlaceholder slot={reservedSlot} /> : null;
  return (
    <Suspense fallback={<BannerPlaceholder slot={{ carousel: banners.length > 1 }} />}>
      <BannerSlides banners={banners} onRecharge={onRecharge} />
    </Suspense>
  );
}
